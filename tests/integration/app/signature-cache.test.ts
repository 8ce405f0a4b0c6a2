import fs from "node:fs";
import * as secp256k1 from "../../../abci-app/src/crypto/secp256k1";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid } from "./fixtures";

test("a signature verified in CheckTx is not verified again when the block executes the transaction", async () => {
  const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
  const dir = tempDir("sig-cache");
  const chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]) });
  const verify = jest.spyOn(secp256k1, "verifySecp256k1Digest");
  try {
    const sign = (sequence: bigint) =>
      signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], { chainId: chain.chainId, accountNumber: 0n, sequence });
    const checked = await sign(0n);
    const unchecked = await sign(1n);

    expect((await chain.checkTx(checked)).code).toBe(0);
    expect(verify).toHaveBeenCalledTimes(1);

    verify.mockClear();
    const { txResults } = await chain.block([checked, unchecked]);
    expect(txResults.map((r) => r.code)).toEqual([0, 0]);
    // only the transaction that never went through CheckTx here is verified in the block
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.results[0]!.value).toBe(true);

    verify.mockClear();
    const tampered = await sign(2n);
    tampered[tampered.length - 1]! ^= 0x01; // last byte of the signature
    const { txResults: rejected } = await chain.block([tampered]);
    expect(rejected[0]!.code).toBe(4);
    expect(verify).toHaveBeenCalledTimes(1);
  } finally {
    verify.mockRestore();
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
