import fs from "node:fs";
import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { toBase64, toBech32 } from "@cosmjs/encoding";
import { moduleAddress } from "../../../abci-app/src/types/address";
import { TxMsgData } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { MsgSendResponse } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain } from "../../harness/chain";
import { cosmjsQueryClient, getAccountOrNull } from "../../harness/cosmjs-query";
import { appStateWith } from "../../harness/genesis";
import { msgSend, registry, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const GAS = 200_000n;
const FEE = 5_000n; // 0.025uhid × 200000
const START = 1_000_000_000n;

describe("a MsgSend signed by cosmjs, through CheckTx and FinalizeBlock", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof cosmjsQueryClient>;
  let aliceSequence = 0n;

  const balance = async (address: string) => BigInt((await client.bank.balance(address, "uhid")).amount);
  const send = (from: TestAccount, to: string, amount: bigint, overrides: Partial<Parameters<typeof signTx>[2]> = {}) =>
    signTx(from.wallet, [msgSend(from.address, to, uhid(amount))], {
      chainId: chain.chainId,
      accountNumber: 0n,
      sequence: aliceSequence,
      fee: { amount: uhid(FEE), gas: GAS },
      ...overrides,
    });

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("bank-send");
    chain = await TestChain.start({
      dataDir: dir,
      minGasPrices: "0.025uhid",
      appState: appStateWith([{ address: alice.address, coins: uhid(START) }]),
    });
    await chain.block();
    client = cosmjsQueryClient(chain.caller);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("passes CheckTx, executes in the block, and moves amount and fee as the SDK does", async () => {
    const tx = await send(alice, bob.address, 1_234n);
    const check = await chain.checkTx(tx);
    expect(check).toMatchObject({ code: 0, gasWanted: GAS });
    expect(check.gasUsed).toBeGreaterThan(0n);

    const { txResults } = await chain.block([tx]);
    const result = txResults[0]!;
    expect(result.code).toBe(0);
    expect(result.log).toBe(""); // the events tell what happened, as from SDK v0.50 on
    expect(result.gasWanted).toBe(GAS);
    expect(result.gasUsed).toBeGreaterThan(check.gasUsed);
    aliceSequence++;

    expect(await balance(alice.address)).toBe(START - 1_234n - FEE);
    expect(await balance(bob.address)).toBe(1_234n);
    expect(await balance(toBech32("hid", moduleAddress("fee_collector")))).toBe(FEE);

    const msgData = TxMsgData.decode(result.data);
    expect(msgData.msgResponses.map((r) => r.typeUrl)).toEqual(["/cosmos.bank.v1beta1.MsgSendResponse"]);
    expect(MsgSendResponse.decode(msgData.msgResponses[0]!.value)).toEqual({});

    expect(findAttribute(result.events, "tx", "fee")).toBe(`${FEE}uhid`);
    expect(findAttribute(result.events, "tx", "fee_payer")).toBe(alice.address);
    expect(findAttribute(result.events, "tx", "acc_seq")).toBe(`${alice.address}/0`);
    expect(findAttribute(result.events, "tx", "signature")).toBe(toBase64(TxRaw.decode(tx).signatures[0]!));
    expect(findAttribute(result.events, "message", "action")).toBe("/cosmos.bank.v1beta1.MsgSend");
    expect(findAttribute(result.events, "message", "module")).toBe("bank");
    expect(findAttribute(result.events, "transfer", "recipient")).toBeDefined();
    expect(result.events.every((e) => e.attributes.every((a) => a.index))).toBe(true);

    const onChain = await client.auth.account(alice.address);
    expect(onChain?.typeUrl).toBe("/cosmos.auth.v1beta1.BaseAccount");
    const decoded = (await import("cosmjs-types/cosmos/auth/v1beta1/auth")).BaseAccount.decode(onChain!.value);
    expect(decoded.sequence).toBe(1n);
    expect(decoded.pubKey?.typeUrl).toBe("/cosmos.crypto.secp256k1.PubKey");
  });

  test("several transactions from one account fit in one block (CheckTx bumps the sequence on the check state)", async () => {
    const txs = [];
    for (let i = 0; i < 3; i++) {
      const tx = await send(alice, carol.address, 10n, { sequence: aliceSequence + BigInt(i) });
      expect((await chain.checkTx(tx)).code).toBe(0);
      txs.push(tx);
    }
    const { txResults } = await chain.block(txs);
    expect(txResults.map((r) => r.code)).toEqual([0, 0, 0]);
    aliceSequence += 3n;
    expect(await balance(carol.address)).toBe(30n);
  });

  test("after a commit, RECHECK drops transactions whose sequence is spent", async () => {
    const tx = await send(alice, carol.address, 1n);
    expect((await chain.checkTx(tx)).code).toBe(0);
    await chain.block([tx]);
    aliceSequence++;
    const recheck = await chain.checkTx(tx, true);
    expect(recheck.code).toBe(32);
  });

  test("Simulate (cosmjs's fee 'auto' path) estimates gas that, with cosmjs's 1.4 multiplier, covers the block", async () => {
    const simulated = await client.tx.simulate(
      [registry.encodeAsAny(msgSend(alice.address, bob.address, uhid(5)))],
      "",
      encodeSecp256k1Pubkey(alice.pubkey),
      Number(aliceSequence),
    );
    const estimated = BigInt(simulated.gasInfo!.gasUsed);
    expect(estimated).toBeGreaterThan(10_000n);
    const gas = (estimated * 14n) / 10n;
    const tx = await send(alice, bob.address, 5n, { fee: { amount: uhid((gas * 25n + 999n) / 1000n), gas } });
    const { txResults } = await chain.block([tx]);
    aliceSequence++;
    expect(txResults[0]!.code).toBe(0);
    // cosmjs simulates with an empty fee, so the fee transfer is not in the estimate (as with the SDK)
    expect(txResults[0]!.gasUsed).toBeGreaterThan(estimated);
    expect(txResults[0]!.gasUsed).toBeLessThanOrEqual(gas);
  });

  describe("rejections carry the SDK's codes and the node keeps running", () => {
    const expectCheck = async (tx: Uint8Array, code: number, log: RegExp) => {
      const res = await chain.checkTx(tx);
      expect({ code: res.code, codespace: res.codespace }).toEqual({ code, codespace: "sdk" });
      expect(res.log).toMatch(log);
    };

    test("wrong sequence → 32", async () => {
      await expectCheck(await send(alice, bob.address, 1n, { sequence: aliceSequence + 5n }), 32, /account sequence mismatch, expected \d+, got \d+/);
    });

    test("bad signature → 4 (signed for another chain id, and a tampered signature)", async () => {
      await expectCheck(
        await send(alice, bob.address, 1n, { chainId: "other-chain" }),
        4,
        /signature verification failed; please verify account number \(0\) and chain-id \(idledger-test\)/,
      );
      const raw = TxRaw.decode(await send(alice, bob.address, 1n));
      raw.signatures[0]![10]! ^= 0xff;
      await expectCheck(TxRaw.encode(raw).finish(), 4, /signature verification failed/);
    });

    test("insufficient funds → 5: the message fails in the block, the fee is paid and the sequence used", async () => {
      const before = await balance(alice.address);
      const tx = await send(alice, bob.address, START * 10n);
      expect((await chain.checkTx(tx)).code).toBe(0); // CheckTx runs the ante chain only, as in SDK v0.47
      const { txResults } = await chain.block([tx]);
      expect(txResults[0]).toMatchObject({ code: 5, codespace: "sdk" });
      expect(txResults[0]!.log).toMatch(/failed to execute message; message index: 0: spendable balance \d+uhid is smaller than \d+uhid: insufficient funds/);
      expect(findAttribute(txResults[0]!.events, "tx", "fee")).toBe(`${FEE}uhid`);
      aliceSequence++;
      expect(await balance(alice.address)).toBe(before - FEE);
      // a fee the payer cannot cover is refused already in CheckTx
      await expectCheck(
        await send(bob, alice.address, 1n, { accountNumber: 1n, sequence: 0n, fee: { amount: uhid(1_000_000n), gas: GAS } }),
        5,
        /insufficient funds/,
      );
    });

    test("fee below the minimum gas price → 13", async () => {
      await expectCheck(
        await send(alice, bob.address, 1n, { fee: { amount: uhid(4_999n), gas: GAS } }),
        13,
        /insufficient fees; got: 4999uhid required: 5000uhid/,
      );
    });

    test("undecodable bytes → 2", async () => {
      await expectCheck(Uint8Array.from([0xde, 0xad, 0xbe, 0xef]), 2, /tx parse error/);
      await expectCheck(new Uint8Array(), 2, /tx parse error/);
    });

    test("memo over 256 characters → 12", async () => {
      await expectCheck(await send(alice, bob.address, 1n, { memo: "m".repeat(257) }), 12, /maximum number of characters is 256 but received 257 characters/);
    });

    test("zero gas limit → 41", async () => {
      await expectCheck(await send(alice, bob.address, 1n, { fee: { amount: uhid(FEE), gas: 0n } }), 41, /must provide positive gas/);
    });

    test("timeout height passed → 30", async () => {
      await expectCheck(await send(alice, bob.address, 1n, { timeoutHeight: 1n }), 30, /block height: \d+, timeout height: 1/);
    });

    test("after all of these, a valid transaction still goes through", async () => {
      const tx = await send(alice, bob.address, 7n);
      expect((await chain.checkTx(tx)).code).toBe(0);
      const { txResults } = await chain.block([tx]);
      expect(txResults[0]!.code).toBe(0);
      aliceSequence++;
    });
  });

  test("queries answer as cosmjs expects: unknown accounts are NotFound, empty balances are zero", async () => {
    const stranger = toBech32("hid", new Uint8Array(20).fill(9));
    expect(await getAccountOrNull(client, stranger)).toBeNull();
    expect(await client.bank.balance(stranger, "uhid")).toEqual({ denom: "uhid", amount: "0" });
  });
});
