import { CheckTxType } from "cosmjs-types/tendermint/abci/types";
import type { AbciClient } from "../../../abci-app/src/abci/client";
import type { OpenedApp } from "../../../abci-app/src/app/open";
import * as secp256k1 from "../../../abci-app/src/crypto/secp256k1";
import type { SignatureCache } from "../../../abci-app/src/tx/signature-cache";
import { secp256k1Address } from "../../../abci-app/src/types/address";
import { sha256 } from "../../../abci-app/src/types/hash";
import type { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, uhid, type TestAccount } from "./fixtures";
import { startThreadedNode, type ThreadedNode } from "./threaded-node";

describe("signatures verified ahead of their turn on the signature threads (sig-verify-threads = 2)", () => {
  let node: ThreadedNode;
  let opened: OpenedApp;
  let mempool: AbciClient;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let verifyHere: jest.SpyInstance;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    node = await startThreadedNode("sig-prefetch", 2, appStateWith([{ address: alice.address, coins: uhid(10_000_000) }]));
    ({ opened, mempool, chain } = node);
    verifyHere = jest.spyOn(secp256k1, "verifySecp256k1Digest");
  });

  afterAll(async () => {
    verifyHere.mockRestore();
    await node.close();
  });

  beforeEach(() => verifyHere.mockClear());

  const send = (sequence: bigint, accountNumber = 0n) =>
    signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], { chainId: chain.chainId, accountNumber, sequence });

  /** CheckTx requests pipelined behind one Flush, as CometBFT's mempool connection sends them. */
  async function checkPipelined(txs: Uint8Array[]): Promise<number[]> {
    const pending = txs.map((tx) => mempool.send({ checkTx: { tx, type: CheckTxType.NEW } }));
    await mempool.flush();
    return (await Promise.all(pending)).map((r) => r.checkTx!.code);
  }

  test("a signer's first transaction is verified on the main thread; the next ones on the signature threads, with the same results", async () => {
    const first = await send(0n);
    expect(await checkPipelined([first])).toEqual([0]);
    expect(verifyHere).toHaveBeenCalledTimes(1);

    verifyHere.mockClear();
    const txs = await Promise.all(Array.from({ length: 20 }, (_, i) => send(BigInt(i + 1))));
    const tampered = await send(21n);
    tampered[tampered.length - 1]! ^= 0x01; // the signature's last byte
    expect(await checkPipelined([...txs, tampered])).toEqual([...txs.map(() => 0), 4]);
    // only the tampered one reaches the main thread's verification, which refuses it
    expect(verifyHere).toHaveBeenCalledTimes(1);
    expect(verifyHere.mock.results[0]!.value).toBe(false);

    // the block skips all 21: verified in CheckTx
    const { txResults } = await chain.block([first, ...txs]);
    expect(txResults.every((r) => r.code === 0)).toBe(true);
    expect(verifyHere).toHaveBeenCalledTimes(1);
  });

  test("a block's transactions this node never checked are verified ahead, from ProcessProposal on", async () => {
    const txs = await Promise.all(Array.from({ length: 10 }, (_, i) => send(BigInt(21 + i))));
    const tampered = await send(31n);
    tampered[tampered.length - 1]! ^= 0x01;
    const { txResults } = await chain.block([...txs, tampered]);
    expect(txResults.map((r) => r.code)).toEqual([...txs.map(() => 0), 4]);
    expect(verifyHere).toHaveBeenCalledTimes(1);
    expect(verifyHere.mock.results[0]!.value).toBe(false);
  });

  test("a signature verified ahead for another account number than the signer's is verified again, and refused", async () => {
    // signed for account number 7; alice's is 0. Suppose a guess of 7 had verified it ahead:
    const forSeven = await send(31n, 7n);
    const cache = (opened.app as unknown as { signatureCache: SignatureCache }).signatureCache;
    cache.remember(sha256(forSeven), [7n]);
    expect(await checkPipelined([forSeven])).toEqual([4]);
    expect(verifyHere).toHaveBeenCalledTimes(1);
    expect(verifyHere.mock.results[0]!.value).toBe(false);
    // and the prefetch's own guess is the signer's real number, learned from the ante
    expect(cache.accountNumberOf(secp256k1Address(alice.pubkey))).toBe(0n);
  });
});
