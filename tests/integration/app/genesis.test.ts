import fs from "node:fs";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { openApp } from "../../../abci-app/src/app/open";
import { silentLogger } from "../../../lib/logger";
import { GENESIS_TIME } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { account, hex, tempDir, uhid } from "./fixtures";

async function initChain(appState: unknown, dir: string) {
  const opened = await openApp({ dataDir: dir, logger: silentLogger });
  const client = new LocalAbciClient(opened.app);
  try {
    return await client.initChain({
      time: GENESIS_TIME,
      chainId: "idledger-test",
      consensusParams: undefined,
      validators: [],
      appStateBytes: new TextEncoder().encode(typeof appState === "string" ? appState : JSON.stringify(appState)),
      initialHeight: 1n,
    });
  } finally {
    await opened.close();
  }
}

describe("InitChain", () => {
  const dirs: string[] = [];
  const dir = () => {
    const d = tempDir("genesis");
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  test("returns the genesis app hash, the same for the same genesis and different for another", async () => {
    const alice = await account("alice");
    const genesis = appStateWith([{ address: alice.address, coins: uhid(5) }]);
    const a = await initChain(genesis, dir());
    const b = await initChain(genesis, dir());
    const other = await initChain(appStateWith([{ address: alice.address, coins: uhid(6) }]), dir());
    expect(a.appHash).toHaveLength(32);
    expect(hex(a.appHash)).toBe(hex(b.appHash));
    expect(hex(a.appHash)).not.toBe(hex(other.appHash));
    expect(a.validators).toEqual([]);
  });

  test.each([
    ["not JSON", "{", /app_state is not valid JSON/],
    ["not an object", "[]", /app_state must be a JSON object/],
    ["an unknown module section", { nope: {} }, /unknown module section\(s\) in app_state: nope/],
    [
      "a balance with a bad address",
      {
        bank: {
          params: { send_enabled: [], default_send_enabled: true },
          balances: [{ address: "hid1bad", coins: [] }],
          supply: [],
          denom_metadata: [],
          send_enabled: [],
        },
      },
      /invalid bank genesis: .*hid1bad/,
    ],
  ])("refuses a genesis with %s, naming the problem", async (_what, appState, message) => {
    await expect(initChain(appState, dir())).rejects.toThrow(message);
  });
});
