import fs from "node:fs";
import { accountFromAny } from "@cosmjs/stargate";
import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import {
  QueryGranteeGrantsRequest,
  QueryGranteeGrantsResponse,
  QueryGranterGrantsRequest,
  QueryGranterGrantsResponse,
  QueryGrantsRequest,
  QueryGrantsResponse,
} from "cosmjs-types/cosmos/authz/v1beta1/query";
import { MsgExecResponse } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { TxMsgData } from "cosmjs-types/cosmos/base/abci/v1beta1/abci";
import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Event, ExecTxResult } from "cosmjs-types/tendermint/abci/types";
import { QueryDidDocumentRequest, QueryDidDocumentResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { TestChain } from "../../harness/chain";
import { cosmjsQueryClient } from "../../harness/cosmjs-query";
import { appStateWith } from "../../harness/genesis";
import { createDid, SSI_GENESIS, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const QUERY = "/cosmos.authz.v1beta1.Query";
const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const START = 1_000_000_000n;

/**
 * authz through the in-process app as CometBFT drives it, every transaction signed by cosmjs (its own authz
 * message types, SIGN_MODE_DIRECT): alice grants, bob — who holds nothing — executes for her, alice revokes;
 * grants expire at block time and are pruned at the start of the next block.
 */
describe("authz through transactions and blocks", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof cosmjsQueryClient>;
  const sequences = new Map<string, bigint>();

  async function tx(from: TestAccount, messages: { typeUrl: string; value: unknown }[]): Promise<Uint8Array> {
    const { accountNumber } = accountFromAny((await client.auth.account(from.address))!);
    const sequence = sequences.get(from.address) ?? 0n;
    sequences.set(from.address, sequence + 1n);
    return signTx(from.wallet, messages, { chainId: chain.chainId, accountNumber: BigInt(accountNumber), sequence });
  }

  async function inBlock(bytes: Uint8Array): Promise<ExecTxResult> {
    const { txResults } = await chain.block([bytes]);
    return txResults[0]!;
  }

  const grant = (authorization: Any, expiration?: Timestamp) => ({
    typeUrl: "/cosmos.authz.v1beta1.MsgGrant",
    value: { granter: alice.address, grantee: bob.address, grant: { authorization, expiration } },
  });
  const exec = (...msgs: Any[]) => ({ typeUrl: "/cosmos.authz.v1beta1.MsgExec", value: { grantee: bob.address, msgs } });
  const send = (from: string, amount: number): Any => ({
    typeUrl: SEND,
    value: MsgSend.encode({ fromAddress: from, toAddress: carol.address, amount: uhid(amount) }).finish(),
  });
  const createDidAny = (label: string) => {
    const { doc, msg } = createDid(chain.chainId, alice.address, testKey(label));
    return { did: doc.id, any: { typeUrl: CREATE_DID, value: MsgCreateDID.encode(msg).finish() } };
  };
  const balance = async (address: string) => BigInt((await client.bank.balance(address, "uhid")).amount);
  const grants = (msgTypeUrl = "") =>
    chain.query(`${QUERY}/Grants`, QueryGrantsRequest, QueryGrantsResponse, { granter: alice.address, grantee: bob.address, msgTypeUrl });
  const attributes = (events: readonly Event[], type: string) =>
    events.filter((e) => e.type === type).map((e) => Object.fromEntries(e.attributes.map((a) => [a.key, a.value])));
  const sequenceUsed = (account: TestAccount) => sequences.set(account.address, (sequences.get(account.address) ?? 1n) - 1n);

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("authz");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(START) }], { ssi: SSI_GENESIS }) });
    await chain.block();
    client = cosmjsQueryClient(chain.caller);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("MsgGrant by cosmjs: the grantee gets an account, EventGrant is typed", async () => {
    expect(await client.auth.account(bob.address).catch(() => null)).toBeNull();
    const result = await inBlock(
      await tx(alice, [
        grant({ typeUrl: "/cosmos.bank.v1beta1.SendAuthorization", value: SendAuthorization.encode({ spendLimit: uhid(10_000), allowList: [] }).finish() }),
        grant({ typeUrl: "/cosmos.authz.v1beta1.GenericAuthorization", value: GenericAuthorization.encode({ msg: CREATE_DID }).finish() }),
      ]),
    );
    expect(result).toMatchObject({ code: 0 });
    expect(attributes(result.events, "cosmos.authz.v1beta1.EventGrant")).toEqual([
      { grantee: `"${bob.address}"`, granter: `"${alice.address}"`, msg_type_url: `"${SEND}"` },
      { grantee: `"${bob.address}"`, granter: `"${alice.address}"`, msg_type_url: `"${CREATE_DID}"` },
    ]);
    expect(await client.auth.account(bob.address)).toBeTruthy();
    expect((await grants()).grants.map((g) => g.authorization!.typeUrl)).toEqual([
      "/cosmos.bank.v1beta1.SendAuthorization",
      "/cosmos.authz.v1beta1.GenericAuthorization",
    ]);
  });

  test("MsgExec of alice's MsgSend by bob: alice's coins move, bob pays nothing, the limit goes down", async () => {
    const before = await balance(alice.address);
    const result = await inBlock(await tx(bob, [exec(send(alice.address, 4_000))]));
    expect(result).toMatchObject({ code: 0 });
    expect(await balance(carol.address)).toBe(4_000n);
    expect(await balance(alice.address)).toBe(before - 4_000n);
    expect(await balance(bob.address)).toBe(0n);
    const response = TxMsgData.decode(result.data).msgResponses[0]!;
    expect(response.typeUrl).toBe("/cosmos.authz.v1beta1.MsgExecResponse");
    expect(MsgExecResponse.decode(response.value).results).toEqual([new Uint8Array()]);
    expect(attributes(result.events, "message")).toContainEqual({ action: "/cosmos.authz.v1beta1.MsgExec", sender: bob.address, module: "authz" });
    expect(attributes(result.events, "coin_spent")).toContainEqual({ spender: alice.address, amount: "4000uhid", authz_msg_index: "0" });
    const { grants: left } = await grants(SEND);
    expect(SendAuthorization.decode(left[0]!.authorization!.value).spendLimit).toEqual(uhid(6_000));
  });

  test("MsgExec of alice's MsgCreateDID by bob: the DID is alice's", async () => {
    const { did, any } = createDidAny("integration delegated");
    const result = await inBlock(await tx(bob, [exec(any)]));
    expect(result).toMatchObject({ code: 0 });
    expect(attributes(result.events, "create_did")).toEqual([expect.objectContaining({ did_id: did, creator: alice.address, authz_msg_index: "0" })]);
    const stored = await chain.query("/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument", QueryDidDocumentRequest, QueryDidDocumentResponse, {
      didId: did,
    });
    expect(stored.didDocument!.id).toBe(did);
  });

  test("refusals keep the state: over the spend limit (sdk 5), a signer without a grant (authz 2), an unknown inner type (sdk 2 at CheckTx)", async () => {
    const aliceBefore = await balance(alice.address);
    const over = await inBlock(await tx(bob, [exec(send(alice.address, 6_001))]));
    expect(over).toMatchObject({ code: 5, codespace: "sdk" });
    expect(over.log).toContain("requested amount is more than spend limit");

    const notGranted = await inBlock(await tx(bob, [exec(send(carol.address, 1))]));
    expect(notGranted).toMatchObject({ code: 2, codespace: "authz" });
    expect(notGranted.log).toContain("authorization not found");

    const unknown = await tx(bob, [exec({ typeUrl: "/cosmos.nft.v1beta1.MsgSend", value: new Uint8Array() })]);
    expect(await chain.checkTx(unknown)).toMatchObject({ code: 2, codespace: "sdk" });
    sequenceUsed(bob);

    expect(await balance(alice.address)).toBe(aliceBefore);
    expect(await balance(carol.address)).toBe(4_000n);
    expect(SendAuthorization.decode((await grants(SEND)).grants[0]!.authorization!.value).spendLimit).toEqual(uhid(6_000));
  });

  test("a grant works in the block whose time is its expiration and is pruned at the start of the next", async () => {
    const expiresAt = TestChain.blockTime(chain.height + 3n);
    const granted = await inBlock(
      await tx(alice, [
        grant({ typeUrl: "/cosmos.authz.v1beta1.GenericAuthorization", value: GenericAuthorization.encode({ msg: CREATE_DID }).finish() }, expiresAt),
      ]),
    );
    expect(granted).toMatchObject({ code: 0 });
    await chain.block();
    expect(TestChain.blockTime(chain.height + 1n)).toEqual(expiresAt);
    const atExpiration = await inBlock(await tx(bob, [exec(createDidAny("at expiration").any)]));
    expect(atExpiration).toMatchObject({ code: 0 });
    expect((await grants(CREATE_DID)).grants[0]!.expiration).toEqual(expiresAt);

    const after = await inBlock(await tx(bob, [exec(createDidAny("after expiration").any)]));
    expect(after).toMatchObject({ code: 2, codespace: "authz" });
    const granteeGrants = await chain.query(`${QUERY}/GranteeGrants`, QueryGranteeGrantsRequest, QueryGranteeGrantsResponse, { grantee: bob.address });
    expect(granteeGrants.grants.map((g) => g.authorization!.typeUrl)).toEqual(["/cosmos.bank.v1beta1.SendAuthorization"]);
  });

  test("MsgRevoke by cosmjs: EventRevoke, the grant is gone, the next exec fails with authz 2", async () => {
    const revoked = await inBlock(
      await tx(alice, [{ typeUrl: "/cosmos.authz.v1beta1.MsgRevoke", value: { granter: alice.address, grantee: bob.address, msgTypeUrl: SEND } }]),
    );
    expect(revoked).toMatchObject({ code: 0 });
    expect(attributes(revoked.events, "cosmos.authz.v1beta1.EventRevoke")).toEqual([
      { grantee: `"${bob.address}"`, granter: `"${alice.address}"`, msg_type_url: `"${SEND}"` },
    ]);
    const granterGrants = await chain.query(`${QUERY}/GranterGrants`, QueryGranterGrantsRequest, QueryGranterGrantsResponse, { granter: alice.address });
    expect(granterGrants.grants).toEqual([]);

    const refused = await inBlock(await tx(bob, [exec(send(alice.address, 1))]));
    expect(refused).toMatchObject({ code: 2, codespace: "authz" });
    const again = await inBlock(
      await tx(alice, [{ typeUrl: "/cosmos.authz.v1beta1.MsgRevoke", value: { granter: alice.address, grantee: bob.address, msgTypeUrl: SEND } }]),
    );
    expect(again).toMatchObject({ code: 2, codespace: "authz" });
  });
});
