import fs from "node:fs";
import { QueryClient, setupAuthExtension, setupBankExtension, setupFeegrantExtension } from "@cosmjs/stargate";
import type { CometClient } from "@cosmjs/tendermint-rpc";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { AllowedMsgAllowance, BasicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import { QueryAllowancesByGranterRequest, QueryAllowancesByGranterResponse } from "cosmjs-types/cosmos/feegrant/v1beta1/query";
import { MsgGrantAllowance, MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import { SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { ExecTxResult } from "cosmjs-types/tendermint/abci/types";
import { MSG_CREATE_DID_TYPE_URL } from "../../../abci-app/src/modules/ssi/types/msgs";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createDid, SSI_GENESIS, testKey } from "../../harness/ssi";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const START = 1_000_000_000n;
const GAS = 200_000n;
const FEE = 5_000n; // the minimum: 0.025uhid × 200000
const LIMIT = 12_500n; // two fees, and 2,500 over
const GRANT = "/cosmos.feegrant.v1beta1.MsgGrantAllowance";
const REVOKE = "/cosmos.feegrant.v1beta1.MsgRevokeAllowance";
const QUERY = "/cosmos.feegrant.v1beta1.Query";

/**
 * A grantee with no funds sends transactions whose fees the granter pays, all signed by cosmjs (fee.granter set
 * by its makeAuthInfoBytes) and read back with cosmjs's feegrant query extension, through CheckTx and blocks.
 */
describe("fees paid through a fee grant", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof queryClient>;
  const balance = async (address: string) => BigInt((await client.bank.balance(address, "uhid")).amount);
  const onChain = async (address: string) => BaseAccount.decode((await client.auth.account(address))!.value);
  const allowanceLeft = async () => {
    const { allowance } = await client.feegrant.allowance(alice.address, bob.address);
    const filtered = AllowedMsgAllowance.decode(allowance!.allowance!.value);
    return BigInt(BasicAllowance.decode(filtered.allowance!.value).spendLimit[0]!.amount);
  };

  /** Signs as cosmjs does, with the signer's account number and sequence on chain; `granter` pays the fee when given. */
  async function sign(signer: TestAccount, messages: { typeUrl: string; value: unknown }[], fee = FEE, granter?: string, gas = GAS): Promise<Uint8Array> {
    const { accountNumber, sequence } = await onChain(signer.address);
    return signTx(signer.wallet, messages, {
      chainId: chain.chainId,
      accountNumber,
      sequence,
      fee: { amount: uhid(fee), gas, ...(granter === undefined ? {} : { granter }) },
    });
  }

  /** CheckTx, then a block holding the transaction. */
  async function deliver(tx: Uint8Array): Promise<{ checkCode: number; result: ExecTxResult }> {
    const check = await chain.checkTx(tx);
    const { txResults } = await chain.block([tx]);
    return { checkCode: check.code, result: txResults[0]! };
  }

  const createDidMsg = (name: string, creator: TestAccount) => ({
    typeUrl: MSG_CREATE_DID_TYPE_URL,
    value: createDid(chain.chainId, creator.address, testKey(name)).msg,
  });

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("feegrant");
    chain = await TestChain.start({
      dataDir: dir,
      minGasPrices: "0.025uhid",
      appState: appStateWith([{ address: alice.address, coins: uhid(START) }], { ssi: SSI_GENESIS }),
    });
    await chain.block();
    client = queryClient(chain);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("the granter grants an allowance for MsgCreateDID; the grantee gets an account, still without funds", async () => {
    const allowance = AllowedMsgAllowance.fromPartial({
      allowance: {
        typeUrl: "/cosmos.feegrant.v1beta1.BasicAllowance",
        value: BasicAllowance.encode(BasicAllowance.fromPartial({ spendLimit: uhid(LIMIT) })).finish(),
      },
      allowedMessages: [MSG_CREATE_DID_TYPE_URL],
    });
    const grant = MsgGrantAllowance.fromPartial({
      granter: alice.address,
      grantee: bob.address,
      allowance: { typeUrl: "/cosmos.feegrant.v1beta1.AllowedMsgAllowance", value: AllowedMsgAllowance.encode(allowance).finish() },
    });
    const { result } = await deliver(await sign(alice, [{ typeUrl: GRANT, value: grant }]));
    expect(result.code).toBe(0);
    expect(findAttribute(result.events, "set_feegrant", "grantee")).toBe(bob.address);
    expect(findAttribute(result.events, "message", "module")).toBe("feegrant");
    expect(await client.auth.account(bob.address)).not.toBeNull();
    expect(await balance(bob.address)).toBe(0n);
    expect(await allowanceLeft()).toBe(LIMIT);
    expect((await client.feegrant.allowances(bob.address)).allowances.map((g) => g.granter)).toEqual([alice.address]);
    const byGranter = await chain.query(`${QUERY}/AllowancesByGranter`, QueryAllowancesByGranterRequest, QueryAllowancesByGranterResponse, {
      granter: alice.address,
    });
    expect(byGranter.allowances.map((g) => g.grantee)).toEqual([bob.address]);
  });

  test("the grantee's transactions pass CheckTx and run, the granter paying exactly the fee each time", async () => {
    for (const name of ["first", "second"]) {
      const before = await balance(alice.address);
      const { checkCode, result } = await deliver(await sign(bob, [createDidMsg(name, bob)], FEE, alice.address));
      expect({ checkCode, code: result.code }).toEqual({ checkCode: 0, code: 0 });
      expect(findAttribute(result.events, "tx", "fee_payer")).toBe(alice.address);
      expect(findAttribute(result.events, "use_feegrant", "grantee")).toBe(bob.address);
      expect(findAttribute(result.events, "create_did", "creator")).toBe(bob.address);
      expect(await balance(alice.address)).toBe(before - FEE);
      expect(await balance(bob.address)).toBe(0n);
    }
    expect(await allowanceLeft()).toBe(LIMIT - 2n * FEE);
  });

  test("a message type the allowance does not list is refused in CheckTx with feegrant 7", async () => {
    const check = await chain.checkTx(await sign(bob, [msgSend(bob.address, carol.address, uhid(1))], FEE, alice.address));
    expect(check).toMatchObject({ code: 7, codespace: "feegrant" });
    expect(check.log).toBe(`${alice.address} does not allow to pay fees for ${bob.address}: message does not exist in allowed messages: message not allowed`);
  });

  test("a fee above what is left fails with feegrant 2, in CheckTx and in a block, and nothing changes", async () => {
    const before = { alice: await balance(alice.address), left: await allowanceLeft() };
    const tx = await sign(bob, [createDidMsg("third", bob)], FEE, alice.address);
    const { checkCode, result } = await deliver(tx);
    expect(checkCode).toBe(2);
    expect(result).toMatchObject({ code: 2, codespace: "feegrant" });
    expect(result.events).toEqual([]);
    expect({ alice: await balance(alice.address), left: await allowanceLeft() }).toEqual(before);
    expect((await onChain(bob.address)).sequence).toBe(2n);
  });

  test("Simulate (gas estimation) works with a granter", async () => {
    const tx = await sign(bob, [createDidMsg("simulated", bob)], LIMIT - 2n * FEE, alice.address);
    const res = await chain.rawQuery("/cosmos.tx.v1beta1.Service/Simulate", SimulateRequest.encode(SimulateRequest.fromPartial({ txBytes: tx })).finish());
    expect(res.code).toBe(0);
    expect(SimulateResponse.decode(res.value).gasInfo!.gasUsed).toBeGreaterThan(0n);
    expect(await allowanceLeft()).toBe(LIMIT - 2n * FEE);
  });

  test("a fee spending exactly what is left goes through and deletes the grant; the next is refused (sdk 38)", async () => {
    const rest = LIMIT - 2n * FEE;
    // Below the node's minimum gas price for 200,000 gas, so this fee comes with a smaller gas limit.
    const { result } = await deliver(await sign(bob, [createDidMsg("last", bob)], rest, alice.address, 100_000n));
    expect(result.code).toBe(0);
    expect(result.events.map((e) => e.type)).toEqual(expect.arrayContaining(["revoke_feegrant", "use_feegrant"]));
    await expect(client.feegrant.allowance(alice.address, bob.address)).rejects.toThrow(/NotFound/);
    const after = await chain.checkTx(await sign(bob, [createDidMsg("after", bob)], FEE, alice.address));
    expect(after).toMatchObject({ code: 38, codespace: "sdk" });
    expect(await balance(bob.address)).toBe(0n);
    expect(await balance(alice.address)).toBe(START - FEE - LIMIT);
  });

  test("MsgRevokeAllowance ends a grant; revoking again is refused (sdk 38)", async () => {
    const grant = MsgGrantAllowance.fromPartial({
      granter: alice.address,
      grantee: carol.address,
      allowance: { typeUrl: "/cosmos.feegrant.v1beta1.BasicAllowance", value: BasicAllowance.encode(BasicAllowance.fromPartial({})).finish() },
    });
    expect((await deliver(await sign(alice, [{ typeUrl: GRANT, value: grant }]))).result.code).toBe(0);
    const revoke = { typeUrl: REVOKE, value: MsgRevokeAllowance.fromPartial({ granter: alice.address, grantee: carol.address }) };
    const { result } = await deliver(await sign(alice, [revoke]));
    expect(result.code).toBe(0);
    expect(findAttribute(result.events, "revoke_feegrant", "grantee")).toBe(carol.address);
    const again = (await deliver(await sign(alice, [revoke]))).result;
    expect(again).toMatchObject({ code: 38, codespace: "sdk" });
    expect(again.log).toContain("fee-grant not found");
  });

  test("an allowance expiring at a block's time pays in that block and is pruned at the end of the next", async () => {
    const expiration = TestChain.blockTime(chain.height + 2n);
    const grant = MsgGrantAllowance.fromPartial({
      granter: alice.address,
      grantee: carol.address,
      allowance: { typeUrl: "/cosmos.feegrant.v1beta1.BasicAllowance", value: BasicAllowance.encode(BasicAllowance.fromPartial({ expiration })).finish() },
    });
    expect((await deliver(await sign(alice, [{ typeUrl: GRANT, value: grant }]))).result.code).toBe(0);
    // The block at `expiration`: carol's fee is still paid by alice.
    const paid = await deliver(await sign(carol, [createDidMsg("carol", carol)], FEE, alice.address));
    expect(paid.result.code).toBe(0);
    expect(TestChain.blockTime(chain.height)).toEqual(expiration);
    expect((await client.feegrant.allowance(alice.address, carol.address)).allowance).toBeDefined();
    // The next block is after it: refused with feegrant 3, and the grant is pruned at its end.
    const expired = await deliver(await sign(carol, [createDidMsg("carol late", carol)], FEE, alice.address));
    expect(expired.result).toMatchObject({ code: 3, codespace: "feegrant" });
    await expect(client.feegrant.allowance(alice.address, carol.address)).rejects.toThrow(/NotFound/);
  });
});

/** cosmjs's QueryClient with the auth, bank and feegrant extensions, its one transport call going to the harness's app. */
function queryClient(chain: TestChain) {
  const transport = {
    async abciQuery(params: { path: string; data: Uint8Array; height?: number }) {
      const res = await chain.rawQuery(params.path, params.data, BigInt(params.height ?? 0));
      return { ...res, height: Number(res.height), index: Number(res.index) };
    },
  } as unknown as CometClient;
  return QueryClient.withExtensions(transport, setupAuthExtension, setupBankExtension, setupFeegrantExtension);
}
