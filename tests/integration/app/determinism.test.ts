import fs from "node:fs";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, hex, tempDir, uhid } from "./fixtures";

test("two independent app instances fed the same blocks produce the same app hash at every height", async () => {
  const [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
  const appState = appStateWith([
    { address: alice.address, coins: uhid(10_000_000) },
    { address: bob.address, coins: uhid(5_000_000) },
  ]);
  const dirs = [tempDir("det-a"), tempDir("det-b")];
  const chains = await Promise.all(dirs.map((dataDir) => TestChain.start({ dataDir, appState })));
  try {
    const blocks: Uint8Array[][] = [];
    let sequence = 0n;
    for (let height = 1; height <= 8; height++) {
      const txs = [];
      for (let i = 0; i < height % 4; i++, sequence++) {
        // some succeed, some fail in the block (more than the balance): both kinds change state
        const amount = height === 6 && i === 1 ? 999_999_999_999n : BigInt(100 + height * 10 + i);
        txs.push(
          await signTx(alice.wallet, [msgSend(alice.address, i % 2 ? bob.address : carol.address, uhid(amount))], {
            chainId: "idledger-test",
            accountNumber: 0n,
            sequence,
          }),
        );
      }
      blocks.push(txs);
    }
    const codes = new Set<number>();
    for (const txs of blocks) {
      const [a, b] = await Promise.all(chains.map((chain) => chain.block(txs)));
      expect(hex(a!.appHash)).toBe(hex(b!.appHash));
      expect(a!.txResults.map((r) => [r.code, r.gasUsed])).toEqual(b!.txResults.map((r) => [r.code, r.gasUsed]));
      for (const r of a!.txResults) codes.add(r.code);
    }
    expect([...codes].sort()).toEqual([0, 5]);
  } finally {
    await Promise.all(chains.map((c) => c.close()));
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
});
