import fs from "node:fs";
import { TestChain } from "../../harness/chain";
import { cosmjsQueryClient } from "../../harness/cosmjs-query";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, hex, tempDir, uhid } from "./fixtures";

test("state, chain id and the bech32 prefix survive a restart; the handshake reports the last commit", async () => {
  const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
  const dir = tempDir("restart");
  let chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]) });
  try {
    const tx = await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(42))], { chainId: chain.chainId, accountNumber: 0n, sequence: 0n });
    const { appHash, height } = await chain.block([tx]);
    chain = await chain.restart();

    const info = await chain.caller.info({ version: "", blockVersion: 0n, p2pVersion: 0n, abciVersion: "" });
    expect(info.lastBlockHeight).toBe(height);
    expect(hex(info.lastBlockAppHash)).toBe(hex(appHash));
    const client = cosmjsQueryClient(chain.caller);
    expect((await client.bank.balance(bob.address, "uhid")).amount).toBe("42");

    // CheckTx after the restart knows the chain id (signatures verify) and the sequence
    const next = await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], { chainId: chain.chainId, accountNumber: 0n, sequence: 1n });
    expect((await chain.checkTx(next)).code).toBe(0);
    const result = await chain.block([next]);
    expect(result.txResults[0]!.code).toBe(0);
  } finally {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
