import fs from "node:fs";
import { BlockIDFlag } from "cosmjs-types/tendermint/types/validator";
import { MisbehaviorType, RequestFinalizeBlock, type CommitInfo, type Misbehavior, type ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { MODULES } from "../../../abci-app/src/app/modules";
import { openApp } from "../../../abci-app/src/app/open";
import type { BlockInfo } from "../../../abci-app/src/module-kit/context";
import type { ModuleDescriptor } from "../../../abci-app/src/module-kit/descriptor";
import { silentLogger } from "../../../lib/logger";
import { GENESIS_TIME } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { tempDir } from "./fixtures";

const update = (byte: number, power: bigint): ValidatorUpdate => ({ pubKey: { ed25519: new Uint8Array(32).fill(byte) }, power });
const GENESIS_SET = [update(1, 10n), update(2, 20n)];

/**
 * A stand-in for the module that will own the validator set (staking): its genesis makes the set, its begin-block
 * hook sees the block's votes and evidence, its end-block hook changes the set at `changeAt`.
 */
function validatorSetModule(name: string, seen: BlockInfo[], changeAt = 2n): ModuleDescriptor<null> {
  return {
    name,
    anyTypes: [],
    createKeeper: () => null,
    createModule: () => ({
      name,
      storeKeys: [name],
      msgRoutes: [],
      queryRoutes: [],
      defaultGenesis: () => ({}),
      validateGenesis: () => undefined,
      initGenesis: () => GENESIS_SET,
      exportGenesis: () => ({}),
      beginBlock: (ctx) => void seen.push(ctx.block),
      endBlock: (ctx) => (ctx.height === changeAt ? [update(3, 5n), update(1, 0n)] : undefined),
    }),
    restRoutes: [],
    cli: { messages: [] },
  };
}

describe("the validator set: from a module's genesis and end-block hook to CometBFT", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  async function start(extra: readonly ModuleDescriptor<null>[], requested: ValidatorUpdate[] = []) {
    const dir = tempDir("valset");
    dirs.push(dir);
    const opened = await openApp({ dataDir: dir, logger: silentLogger, modules: [...MODULES, ...extra] });
    const client = new LocalAbciClient(opened.app);
    const appState = { ...appStateWith([]), ...Object.fromEntries(extra.map((m) => [m.name, {}])) };
    const init = client.initChain({
      time: GENESIS_TIME,
      chainId: "idledger-test",
      consensusParams: undefined,
      validators: requested,
      appStateBytes: new TextEncoder().encode(JSON.stringify(appState)),
      initialHeight: 1n,
    });
    return { opened, client, init };
  }

  test("InitChain answers the module's genesis set; FinalizeBlock its changes, and hooks see votes and evidence", async () => {
    const seen: BlockInfo[] = [];
    const { opened, client, init } = await start([validatorSetModule("valset", seen)]);
    try {
      expect((await init).validators).toEqual(GENESIS_SET);
      const lastCommit: CommitInfo = {
        round: 0,
        votes: [{ validator: { address: new Uint8Array(20).fill(1), power: 10n }, blockIdFlag: BlockIDFlag.BLOCK_ID_FLAG_COMMIT }],
      };
      const misbehavior: Misbehavior[] = [
        {
          type: MisbehaviorType.DUPLICATE_VOTE,
          validator: { address: new Uint8Array(20).fill(2), power: 20n },
          height: 1n,
          time: GENESIS_TIME,
          totalVotingPower: 30n,
        },
      ];
      const first = await client.finalizeBlock(
        RequestFinalizeBlock.fromPartial({ height: 1n, time: GENESIS_TIME, decidedLastCommit: lastCommit, misbehavior }),
      );
      expect(first.validatorUpdates).toEqual([]);
      expect(seen[0]).toMatchObject({ height: 1n, lastCommit, misbehavior });
      await client.commit();
      const second = await client.finalizeBlock(RequestFinalizeBlock.fromPartial({ height: 2n, time: GENESIS_TIME }));
      expect(second.validatorUpdates).toEqual([update(3, 5n), update(1, 0n)]);
    } finally {
      await opened.close();
    }
  });

  test("genesis.json's validators must be the module's set, in any order", async () => {
    const same = await start([validatorSetModule("valset", [])], [GENESIS_SET[1]!, GENESIS_SET[0]!]);
    try {
      expect((await same.init).validators).toEqual(GENESIS_SET);
    } finally {
      await same.opened.close();
    }
    const other = await start([validatorSetModule("valset", [])], [update(9, 10n)]);
    try {
      await expect(other.init).rejects.toThrow("genesis.json lists 1 validators and the app's genesis makes 2, not the same set");
    } finally {
      await other.opened.close();
    }
  });

  test("only one module may set the validator set", async () => {
    const two = await start([validatorSetModule("valset", []), validatorSetModule("another", [])]);
    try {
      await expect(two.init).rejects.toThrow("initGenesis: validator updates from another, but valset already set them: only one module may");
    } finally {
      await two.opened.close();
    }
  });
});
