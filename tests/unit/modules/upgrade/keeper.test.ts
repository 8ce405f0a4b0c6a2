import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Plan } from "cosmjs-types/cosmos/upgrade/v1beta1/upgrade";
import { Context } from "../../../../abci-app/src/module-kit/context";
import { UpgradeKeeper } from "../../../../abci-app/src/modules/upgrade/keeper/keeper";
import { writeUpgradeInfo } from "../../../../abci-app/src/modules/upgrade/keeper/upgrade-info";
import { doneKey, PLAN_KEY, PROTOCOL_VERSION_KEY } from "../../../../abci-app/src/modules/upgrade/types/keys";
import { GO_ZERO_TIME, upgradeInfoJson, upgradeNeededMessage, validatePlan } from "../../../../abci-app/src/modules/upgrade/types/plan";
import { MemoryMultiStore } from "../../../../abci-app/src/store/memory";
import { AddressCodec } from "../../../../abci-app/src/types/address";

const at = (height: bigint, state = new MemoryMultiStore(["upgrade"]).branch()) =>
  Context.create({ chainId: "c", height, time: { seconds: 1n, nanos: 0 }, proposer: new Uint8Array() }, "finalize", state);
const plan = (fields: Partial<Plan>): Plan => Plan.fromPartial({ name: "v2", height: 10n, info: "", ...fields });
const hex = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString("hex"));

describe("x/upgrade plans", () => {
  it("validates a plan as the SDK's Plan.ValidateBasic, with sdk 18", () => {
    expect(() => validatePlan(plan({}))).not.toThrow();
    expect(() => validatePlan(plan({ time: GO_ZERO_TIME }))).not.toThrow();
    expect(() => validatePlan(plan({ time: { seconds: 1n, nanos: 0 } }))).toThrow("time-based upgrades have been deprecated in the SDK: invalid request");
    expect(() => validatePlan(plan({ upgradedClientState: { typeUrl: "/x", value: new Uint8Array() } }))).toThrow(
      "upgrade logic for IBC has been moved to the IBC module: invalid request",
    );
    expect(() => validatePlan(plan({ name: "" }))).toThrow("name cannot be empty: invalid request");
    expect(() => validatePlan(plan({ height: 0n }))).toThrow("height must be greater than 0: invalid request");
  });

  it("says NEEDED as the SDK does, and writes upgrade-info.json as Go's encoding/json writes a Plan", () => {
    expect(upgradeNeededMessage(plan({ info: "see https://x" }))).toBe('UPGRADE "v2" NEEDED at height: 10: see https://x');
    expect(upgradeInfoJson(plan({ info: "a<b & c" }), 10n)).toBe('{"name":"v2","time":"0001-01-01T00:00:00Z","height":10,"info":"a\\u003cb \\u0026 c"}');
    expect(upgradeInfoJson(plan({}), 11n)).toBe('{"name":"v2","time":"0001-01-01T00:00:00Z","height":11}');
    const home = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-upgrade-info-"));
    try {
      const file = writeUpgradeInfo(home, plan({ info: "i" }), 10n);
      expect(file).toBe(path.join(home, "data", "upgrade-info.json"));
      expect(JSON.parse(fs.readFileSync(file, "utf8"))).toEqual({ name: "v2", time: "0001-01-01T00:00:00Z", height: 10, info: "i" });
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});

describe("UpgradeKeeper", () => {
  const codec = new AddressCodec("hid");

  it("schedules one plan at a time (a new one replaces it), stored with Go's zero time; cancelling drops it", () => {
    const k = new UpgradeKeeper(codec);
    const ctx = at(5n);
    k.scheduleUpgrade(ctx, plan({ time: { seconds: 0n, nanos: 0 } }));
    expect(k.getPlan(ctx)).toEqual(plan({ time: GO_ZERO_TIME }));
    k.scheduleUpgrade(ctx, plan({ name: "v3", height: 5n }));
    expect(k.getPlan(ctx)?.name).toBe("v3");
    k.clearPlan(ctx);
    expect(k.getPlan(ctx)).toBeUndefined();
    expect(ctx.kvStore("upgrade").get(PLAN_KEY)).toBeUndefined();
    k.clearPlan(ctx); // no plan: no error
  });

  it("refuses a plan in the past, or one whose name was applied already", () => {
    const k = new UpgradeKeeper(codec);
    const ctx = at(5n);
    expect(() => k.scheduleUpgrade(ctx, plan({ height: 4n }))).toThrow("upgrade cannot be scheduled in the past: invalid request");
    k.setUpgradeHandler("v2", (_ctx, _plan, from) => from);
    k.scheduleUpgrade(ctx, plan({ height: 5n }));
    k.applyUpgrade(ctx, k.getPlan(ctx)!);
    expect(() => k.scheduleUpgrade(ctx, plan({ height: 9n }))).toThrow("upgrade with name v2 has already been completed: invalid request");
  });

  it("applies a plan: the handler's module versions, protocol version + 1, plan cleared, done at this height (SDK keys)", () => {
    const k = new UpgradeKeeper(codec);
    const state = new MemoryMultiStore(["upgrade"]).branch();
    k.setModuleVersionMap(
      at(1n, state),
      new Map([
        ["bank", 4n],
        ["auth", 4n],
      ]),
    );
    k.scheduleUpgrade(at(1n, state), plan({ height: 10n }));
    k.setUpgradeHandler("v2", (_ctx, p, from) => new Map([...from, ["upgrade", 2n], [p.name, 1n]]));
    const ctx = at(12n, state);
    k.applyUpgrade(ctx, k.getPlan(ctx)!);
    expect(k.moduleVersionMap(ctx)).toEqual(
      new Map([
        ["auth", 4n],
        ["bank", 4n],
        ["upgrade", 2n],
        ["v2", 1n],
      ]),
    );
    expect(k.protocolVersion(ctx)).toBe(1n);
    expect(hex(ctx.kvStore("upgrade").get(PROTOCOL_VERSION_KEY))).toBe("0000000000000001");
    expect(k.getPlan(ctx)).toBeUndefined();
    expect(hex(ctx.kvStore("upgrade").get(doneKey("v2", 12n)))).toBe("01");
    expect(hex(doneKey("v2", 12n))).toBe("01000000000000000c7632");
    expect(k.doneHeight(ctx, "v2")).toBe(12n);
    expect(k.doneHeight(ctx, "v3")).toBeUndefined();
    expect(k.lastCompletedUpgrade(ctx)).toEqual({ name: "v2", height: 12n });
  });

  it("names the last applied upgrade by height, and knows the heights it skips", () => {
    const k = new UpgradeKeeper(codec, [20n]);
    const state = new MemoryMultiStore(["upgrade"]).branch();
    for (const [name, height] of [
      ["zeta", 3n],
      ["alpha", 7n],
    ] as const) {
      k.setUpgradeHandler(name, (_ctx, _p, from) => from);
      k.scheduleUpgrade(at(height, state), plan({ name, height }));
      k.applyUpgrade(at(height, state), k.getPlan(at(height, state))!);
    }
    expect(k.lastCompletedUpgrade(at(8n, state))).toEqual({ name: "alpha", height: 7n });
    expect([k.isSkipHeight(20n), k.isSkipHeight(21n)]).toEqual([true, false]);
  });
});
