import fs from "node:fs";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid } from "./fixtures";

/** "type.key" of every attribute the block's results mark for CometBFT's indexer, and of those they do not. */
async function indexFlags(indexEvents?: readonly string[]): Promise<{ indexed: Set<string>; skipped: Set<string> }> {
  const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
  const dir = tempDir("index-events");
  const chain = await TestChain.start({
    dataDir: dir,
    appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]),
    ...(indexEvents === undefined ? {} : { indexEvents }),
  });
  try {
    const tx = await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(5))], { chainId: chain.chainId, accountNumber: 0n, sequence: 0n });
    const { txResults, finalize } = await chain.block([tx]);
    expect(txResults[0]!.code).toBe(0);
    const indexed = new Set<string>();
    const skipped = new Set<string>();
    for (const e of [...txResults[0]!.events, ...finalize.events]) {
      for (const a of e.attributes) (a.index ? indexed : skipped).add(`${e.type}.${a.key}`);
    }
    return { indexed, skipped };
  } finally {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

test("every event attribute is indexed by default, as in the SDK", async () => {
  const { indexed, skipped } = await indexFlags();
  expect(skipped.size).toBe(0);
  expect([...indexed]).toEqual(expect.arrayContaining(["message.sender", "transfer.recipient", "coin_spent.spender", "tx.fee"]));
});

test("index-events indexes only the attributes it names, in transactions and in the block's own events", async () => {
  const { indexed, skipped } = await indexFlags(["message.sender", "transfer.recipient"]);
  expect([...indexed].sort()).toEqual(["message.sender", "transfer.recipient"]);
  expect([...skipped]).toEqual(expect.arrayContaining(["coin_spent.spender", "tx.fee", "message.action", "transfer.sender", "mint.amount"]));
});
