import fs from "node:fs";
import path from "node:path";
import { toBech32 } from "@cosmjs/encoding";
import {
  QueryAppliedPlanRequest,
  QueryAppliedPlanResponse,
  QueryCurrentPlanRequest,
  QueryCurrentPlanResponse,
  QueryModuleVersionsRequest,
  QueryModuleVersionsResponse,
} from "cosmjs-types/cosmos/upgrade/v1beta1/query";
import { MsgCancelUpgrade, MsgSoftwareUpgrade } from "cosmjs-types/cosmos/upgrade/v1beta1/tx";
import { MODULES } from "../../../abci-app/src/app/modules";
import { GOV_MODULE_ADDRESS } from "../../../abci-app/src/module-kit/authority";
import { HaltError } from "../../../abci-app/src/module-kit/halt";
import { AuthorityMessages } from "../../harness/authority-messages";
import { type QueryError, TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { sendInBlock } from "../../harness/staking";
import { account, hex, tempDir, uhid, type TestAccount } from "./fixtures";

const SOFTWARE_UPGRADE = "/cosmos.upgrade.v1beta1.MsgSoftwareUpgrade";
const CANCEL_UPGRADE = "/cosmos.upgrade.v1beta1.MsgCancelUpgrade";
const GOV = toBech32("hid", GOV_MODULE_ADDRESS);
const GO_ZERO_TIME = { seconds: -62_135_596_800n, nanos: 0 };
const INFO = '{"binaries":{"linux/amd64":"https://example.org/idledger-v2"}}';

const schedule = (name: string, height: bigint, info = "") => MsgSoftwareUpgrade.fromPartial({ authority: GOV, plan: { name, height, info } });

/**
 * x/upgrade on the app, driven as CometBFT drives it. A plan scheduled as a passed proposal runs it (the stand-in for
 * gov) halts the node at its height: FinalizeBlock throws "UPGRADE … NEEDED", nothing is committed, and
 * upgrade-info.json is written. The same data opened by the "new binary" (`--upgrade-handler`) replays that height,
 * applies the upgrade and goes on. The guards: the old binary on upgraded state, and a new binary started before the
 * plan's height, both halt at their first block. A cancelled or skipped plan does not halt.
 */
describe("x/upgrade: halting for a plan, and the new binary applying it", () => {
  let home: string;
  let chain: TestChain;
  let alice: TestAccount;
  const gov = new AuthorityMessages();
  const upgradeInfoFile = () => path.join(home, "data", "upgrade-info.json");
  const currentPlan = async () => (await chain.query("/cosmos.upgrade.v1beta1.Query/CurrentPlan", QueryCurrentPlanRequest, QueryCurrentPlanResponse, {})).plan;
  const appliedAt = async (name: string) =>
    (await chain.query("/cosmos.upgrade.v1beta1.Query/AppliedPlan", QueryAppliedPlanRequest, QueryAppliedPlanResponse, { name })).height;
  const versions = (moduleName = "") =>
    chain.query("/cosmos.upgrade.v1beta1.Query/ModuleVersions", QueryModuleVersionsRequest, QueryModuleVersionsResponse, { moduleName });
  /** Runs authority messages in the next block; returns their errors' messages (undefined for a success). */
  const asGov = async (...msgs: [string, unknown][]) => {
    const results = msgs.map(([typeUrl, msg]) => gov.submit(typeUrl, msg));
    await chain.block();
    return (await Promise.all(results)).map((r) => r.error?.message);
  };
  const blocksUntil = async (height: bigint) => {
    while (chain.height < height) await chain.block();
  };
  const info = () => chain.caller.info({ version: "0.38.26", blockVersion: 11n, p2pVersion: 8n, abciVersion: "2.0.0" });

  beforeAll(async () => {
    alice = await account("alice");
    home = tempDir("upgrade");
    chain = await TestChain.start({
      dataDir: path.join(home, "data", "application.db"),
      appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000n) }]),
      modules: [...MODULES, gov.module],
      node: { home },
    });
    await chain.block();
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(home, { recursive: true, force: true });
  });

  it("records every module's version at genesis and answers module_versions (one module: not found is sdk 38)", async () => {
    const all = (await versions()).moduleVersions;
    expect(all.map((v) => v.name)).toEqual(
      MODULES.map((m) => m.name)
        .concat(gov.module.name)
        .sort(),
    );
    expect(all.find((v) => v.name === "upgrade")?.version).toBe(2n);
    expect((await versions("consensus")).moduleVersions).toEqual([{ name: "consensus", version: 1n }]);
    const missing = await versions("nope").catch((err: QueryError) => err.response);
    expect(missing).toMatchObject({ code: 38, codespace: "sdk", log: "x/upgrade: QueryModuleVersions module nope not found: not found" });
  });

  it("refuses MsgSoftwareUpgrade from any account but gov's (gov 13)", async () => {
    const msg = MsgSoftwareUpgrade.fromPartial({ authority: alice.address, plan: { name: "v2", height: 100n } });
    const { result } = await sendInBlock(chain, alice, { typeUrl: SOFTWARE_UPGRADE, value: MsgSoftwareUpgrade.encode(msg).finish() });
    expect(result).toMatchObject({ code: 13, codespace: "gov" });
    expect(result.log).toContain(`expected ${GOV} got ${alice.address}`);
    expect(await currentPlan()).toBeUndefined();
  });

  it("refuses a plan in the past or an invalid one; a cancelled plan does not halt", async () => {
    const past = chain.height;
    expect(await asGov([SOFTWARE_UPGRADE, schedule("v2", past)], [SOFTWARE_UPGRADE, schedule("", past + 10n)])).toEqual([
      "upgrade cannot be scheduled in the past: invalid request",
      "plan: name cannot be empty: invalid request",
    ]);
    const at = chain.height + 3n;
    expect(await asGov([SOFTWARE_UPGRADE, schedule("v2", at)])).toEqual([undefined]);
    expect(await currentPlan()).toEqual({ name: "v2", time: GO_ZERO_TIME, height: at, info: "", upgradedClientState: undefined });
    expect(await asGov([CANCEL_UPGRADE, MsgCancelUpgrade.fromPartial({ authority: GOV })])).toEqual([undefined]);
    expect(await currentPlan()).toBeUndefined();
    await blocksUntil(at + 1n);
    expect(fs.existsSync(upgradeInfoFile())).toBe(false);
  });

  let haltHeight: bigint;
  let committed: { lastBlockHeight: bigint; lastBlockAppHash: Uint8Array };

  it("halts at the plan's height without a handler: FinalizeBlock fails with NEEDED, nothing is committed, upgrade-info.json is written", async () => {
    haltHeight = chain.height + 3n;
    expect(await asGov([SOFTWARE_UPGRADE, schedule("v2", haltHeight, INFO)])).toEqual([undefined]);
    await blocksUntil(haltHeight - 1n);
    committed = await info();
    const halted = chain.app.halted;

    const needed = `UPGRADE "v2" NEEDED at height: ${haltHeight}: ${INFO}`;
    await expect(chain.block()).rejects.toThrow(new HaltError(needed));
    await expect(halted).resolves.toEqual(new HaltError(needed));
    await expect(chain.block()).rejects.toThrow(needed); // it stays halted
    expect(await info()).toMatchObject({ lastBlockHeight: haltHeight - 1n, lastBlockAppHash: committed.lastBlockAppHash });
    expect(fs.readFileSync(upgradeInfoFile(), "utf8")).toBe(
      `{"name":"v2","time":"0001-01-01T00:00:00Z","height":${haltHeight},"info":${JSON.stringify(INFO)}}`,
    );
    expect(fs.statSync(upgradeInfoFile()).mode & 0o777).toBe(0o600);
  });

  it("halts again on the same data without the handler; the new binary replays the height, applies the upgrade and goes on", async () => {
    chain = await chain.restart();
    expect(chain.height).toBe(haltHeight - 1n);
    await expect(chain.block()).rejects.toThrow(`UPGRADE "v2" NEEDED at height: ${haltHeight}`);

    chain = await chain.restart({ node: { home, upgradeHandlers: ["v2"] } });
    expect(chain.height).toBe(haltHeight - 1n);
    const applied = await chain.block();
    expect(applied.height).toBe(haltHeight);
    expect(hex(applied.appHash)).not.toBe(hex(committed.lastBlockAppHash));
    expect(await currentPlan()).toBeUndefined();
    expect(await appliedAt("v2")).toBe(haltHeight);
    expect(await appliedAt("v3")).toBe(0n);
    await chain.block();
    expect(chain.height).toBe(haltHeight + 1n);
  });

  it("halts the old binary on upgraded state at its first block (Wrong app version)", async () => {
    chain = await chain.restart({ node: { home } });
    const before = await info();
    await expect(chain.block()).rejects.toThrow(new HaltError("Wrong app version 0, upgrade handler is missing for v2 upgrade plan"));
    expect(await info()).toEqual(before);
    chain = await chain.restart({ node: { home, upgradeHandlers: ["v2"] } });
    await chain.block();
  });

  it("halts a binary that has the handler of a plan not due yet (BINARY UPDATED BEFORE TRIGGER)", async () => {
    const at = chain.height + 5n;
    expect(await asGov([SOFTWARE_UPGRADE, schedule("v3", at)])).toEqual([undefined]);
    chain = await chain.restart({ node: { home, upgradeHandlers: ["v2", "v3"] } });
    await expect(chain.block()).rejects.toThrow(
      new HaltError('BINARY UPDATED BEFORE TRIGGER! UPGRADE "v3" - in binary but not executed on chain. Downgrade your binary'),
    );
    chain = await chain.restart({ node: { home, upgradeHandlers: ["v2"] } });
    await blocksUntil(at - 1n);
  });

  it("drops a plan due at a height the operator skips (--unsafe-skip-upgrades), and goes on", async () => {
    const at = (await currentPlan())!.height;
    expect(chain.height).toBe(at - 1n);
    chain = await chain.restart({ node: { home, upgradeHandlers: ["v2"], skipUpgradeHeights: [at] } });
    await chain.block();
    expect(chain.height).toBe(at);
    expect(await currentPlan()).toBeUndefined();
    expect(await appliedAt("v3")).toBe(0n);
    await chain.block();
  });
});
