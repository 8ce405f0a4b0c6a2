import fs from "node:fs";
import type { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import * as decode from "../../../abci-app/src/tx/decode";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid } from "./fixtures";

test("a transaction is decoded once on its way from CheckTx through ReCheck and the proposal to the block", async () => {
  const [alice, bob] = await Promise.all([account("alice"), account("bob")]);
  const dir = tempDir("decoded-tx-cache");
  const chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]) });
  const decodeTx = jest.spyOn(decode, "decodeTx");
  try {
    const sign = (sequence: bigint) =>
      signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], { chainId: chain.chainId, accountNumber: 0n, sequence });
    const [first, second, third] = [await sign(0n), await sign(1n), await sign(2n)];

    expect((await chain.checkTx(first)).code).toBe(0);
    expect((await chain.checkTx(second)).code).toBe(0);
    expect(decodeTx).toHaveBeenCalledTimes(2);

    decodeTx.mockClear();
    // prepare, process and finalize the first, then ReCheck the second as CometBFT does after the commit
    expect((await chain.block([first])).txResults[0]!.code).toBe(0);
    expect((await chain.checkTx(second, true)).code).toBe(0);
    expect(decodeTx).not.toHaveBeenCalled();

    // only the transaction this node never saw is decoded, once
    const { txResults } = await chain.block([second, third]);
    expect(txResults.map((r) => r.code)).toEqual([0, 0]);
    expect(decodeTx).toHaveBeenCalledTimes(1);
    expect(decodeTx.mock.calls[0]![0]).toEqual(third);

    // a block is a transaction's last use: its entry is gone, so the cache holds what the mempool holds
    decodeTx.mockClear();
    expect((await chain.checkTx(second)).code).not.toBe(0);
    expect(decodeTx).toHaveBeenCalledTimes(1);

    // what is shared cannot be changed by a handler: every part is frozen
    const shared = decodeTx.mock.results[0]!.value as decode.DecodedTx;
    const msg = shared.msgs[0]!.msg as MsgSend;
    expect(() => {
      (msg as { toAddress: string }).toAddress = alice.address;
    }).toThrow(TypeError);
    expect(() => (msg.amount as Coin[]).push({ denom: "uhid", amount: "1" })).toThrow(TypeError);
    expect(() => {
      (shared.fee as { gasLimit: bigint }).gasLimit = 1n;
    }).toThrow(TypeError);
    expect(msg.toAddress).toBe(bob.address);
  } finally {
    decodeTx.mockRestore();
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
