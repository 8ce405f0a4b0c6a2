import fs from "node:fs";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { startAbciNode } from "../../harness/node-process";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, hex, tempDir, uhid } from "../app/fixtures";

/**
 * The node process is killed with SIGKILL between FinalizeBlock and Commit. CometBFT's handshake then asks
 * Info, sees the last committed height, and replays the lost block: the app must report exactly the last
 * commit and produce the same app hash for the replayed block as a run that never crashed.
 */
test("SIGKILL after FinalizeBlock and before Commit loses only the uncommitted block, and its replay gives the same app hash", async () => {
  const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
  const appState = appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]);
  const blocks: Uint8Array[][] = [];
  for (let h = 0; h < 4; h++) {
    blocks.push([
      await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(100 + h))], { chainId: "idledger-test", accountNumber: 0n, sequence: BigInt(h) }),
    ]);
  }

  const reference = await TestChain.start({ dataDir: tempDir("crash-ref"), appState });
  const referenceHashes: string[] = [];
  for (const txs of blocks) referenceHashes.push(hex((await reference.block(txs)).appHash));
  await reference.close();

  const home = tempDir("crash-home");
  let node = await startAbciNode(home);
  let client = await AbciClient.connect(node.address);
  try {
    let chain = await TestChain.start({ dataDir: home, appState, caller: client });
    for (const txs of blocks.slice(0, 3)) await chain.block(txs);
    const lost = await chain.finalize(blocks[3]!);
    expect(hex(lost.appHash)).toBe(referenceHashes[3]);

    await node.kill();
    client.close();
    node = await startAbciNode(home);
    client = await AbciClient.connect(node.address);

    const info = await client.info({ version: "0.38.17", blockVersion: 11n, p2pVersion: 8n, abciVersion: "2.0.0" });
    expect(info.lastBlockHeight).toBe(3n);
    expect(hex(info.lastBlockAppHash)).toBe(referenceHashes[2]);

    chain = await TestChain.start({ dataDir: home, appState, caller: client });
    expect(chain.height).toBe(3n);
    const replayed = await chain.block(blocks[3]!);
    expect(replayed.txResults[0]!.code).toBe(0);
    expect(hex(replayed.appHash)).toBe(referenceHashes[3]);
  } finally {
    client.close();
    await node.stop();
    fs.rmSync(home, { recursive: true, force: true });
  }
});
