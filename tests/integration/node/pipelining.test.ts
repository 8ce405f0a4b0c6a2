import fs from "node:fs";
import { CheckTxType } from "cosmjs-types/tendermint/abci/types";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { startAbciNode, type NodeProcess } from "../../harness/node-process";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid } from "../app/fixtures";

describe("the running node over TCP, spoken to in CometBFT's order", () => {
  let home: string;
  let node: NodeProcess;
  const clients: AbciClient[] = [];

  beforeAll(async () => {
    home = tempDir("pipelining");
    node = await startAbciNode(home);
    // CometBFT's four connections, in its order: query, snapshot, mempool, consensus
    for (let i = 0; i < 4; i++) clients.push(await AbciClient.connect(node.address));
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    expect(await node.stop()).toBe(0);
    fs.rmSync(home, { recursive: true, force: true });
  });

  test("100 CheckTx pipelined with one Flush come back in order; a block then carries them", async () => {
    const [query, snapshot, mempool, consensus] = clients as [AbciClient, AbciClient, AbciClient, AbciClient];
    const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    expect((await snapshot.listSnapshots({})).snapshots).toEqual([]);
    const chain = await TestChain.start({ dataDir: home, caller: consensus, appState: appStateWith([{ address: alice.address, coins: uhid(10_000_000) }]) });
    expect((await query.info({ version: "", blockVersion: 0n, p2pVersion: 0n, abciVersion: "" })).lastBlockHeight).toBe(0n);
    await chain.block();

    // Sequences 0..98 must be checked in order to pass; index 50 is garbage and fails on its own.
    const txs: Uint8Array[] = [];
    for (let i = 0; i < 100; i++) {
      txs.push(
        i === 50
          ? Uint8Array.from([1, 2, 3])
          : await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], {
              chainId: chain.chainId,
              accountNumber: 0n,
              sequence: BigInt(i < 50 ? i : i - 1),
            }),
      );
    }
    const pending = txs.map((tx) => mempool.send({ checkTx: { tx, type: CheckTxType.NEW } }));
    let flushed = false;
    const settled = pending.map((p) => p.then((res) => ({ res, afterFlush: flushed })));
    await mempool.flush();
    flushed = true;
    const responses = await Promise.all(settled);
    expect(responses.every((r) => !r.afterFlush)).toBe(true);
    expect(responses.map((r) => r.res.checkTx!.code)).toEqual(txs.map((_, i) => (i === 50 ? 2 : 0)));

    const valid = txs.filter((_, i) => i !== 50);
    const { txResults } = await chain.block(valid);
    expect(txResults).toHaveLength(99);
    expect(txResults.every((r) => r.code === 0)).toBe(true);
    const info = await query.info({ version: "", blockVersion: 0n, p2pVersion: 0n, abciVersion: "" });
    expect(info.lastBlockHeight).toBe(2n);
  });
});
