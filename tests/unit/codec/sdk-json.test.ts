import { QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { QueryAllBalancesResponse, QueryBalanceResponse, QueryParamsResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { GetLatestBlockResponse } from "cosmjs-types/cosmos/base/tendermint/v1beta1/query";
import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { GetTxResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { AuthInfo, TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { QueryDidDocumentResponse, QueryDidDocumentsResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { sdkJsonPrinter, sdkJsonToBytes, toSdkJson, UnprintableError } from "../../../abci-app/src/codec/sdk-json";
import { authInfoWithNestedModeInfo, nestedExec } from "../../../scripts/bench/hostile-txs";

const ADDRESS = "hid19rl4cm2hmr8afy4kldpxz3fka4jguq0a7ntv2s";
const KEY = Uint8Array.from({ length: 33 }, (_, i) => i + 1);
const KEY_B64 = Buffer.from(KEY).toString("base64");
const anyOf = <T>(typeUrl: string, codec: { encode(m: T): { finish(): Uint8Array } }, value: T) => ({ typeUrl, value: codec.encode(value).finish() });

// The expected texts are what the SDK v0.47 gateway prints (gogoproto jsonpb, OrigName + EmitDefaults).
describe("Cosmos JSON with defaults", () => {
  test("an account without a key: the unset pub_key is null, numbers are strings, the Any is inlined", () => {
    const account = anyOf("/cosmos.auth.v1beta1.BaseAccount", BaseAccount, BaseAccount.fromPartial({ address: ADDRESS, accountNumber: 3n }));
    expect(toSdkJson(QueryAccountResponse, { account })).toEqual({
      account: { "@type": "/cosmos.auth.v1beta1.BaseAccount", address: ADDRESS, pub_key: null, account_number: "3", sequence: "0" },
    });
  });

  test("an Any inside an Any: the account's key", () => {
    const pubKey = anyOf("/cosmos.crypto.secp256k1.PubKey", PubKey, { key: KEY });
    const account = anyOf("/cosmos.auth.v1beta1.BaseAccount", BaseAccount, { address: ADDRESS, pubKey, accountNumber: 0n, sequence: 12n });
    expect(toSdkJson(QueryAccountResponse, { account })).toEqual({
      account: {
        "@type": "/cosmos.auth.v1beta1.BaseAccount",
        address: ADDRESS,
        pub_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY_B64 },
        account_number: "0",
        sequence: "12",
      },
    });
  });

  test("unset messages are null, empty lists [], empty bytes null; a (gogoproto.nullable) = false message prints its defaults", () => {
    expect(toSdkJson(QueryBalanceResponse, {})).toEqual({ balance: null });
    expect(toSdkJson(QueryAllBalancesResponse, { balances: [], pagination: { nextKey: new Uint8Array(), total: 0n } })).toEqual({
      balances: [],
      pagination: { next_key: null, total: "0" },
    });
    expect(toSdkJson(QueryParamsResponse, {} as QueryParamsResponse)).toEqual({ params: { send_enabled: [], default_send_enabled: false } });
  });

  test("a transaction: oneof members only when set, enums by name, repeated bytes as base64, messages with @type", () => {
    const body = TxBody.fromPartial({
      messages: [anyOf("/cosmos.bank.v1beta1.MsgSend", MsgSend, { fromAddress: ADDRESS, toAddress: ADDRESS, amount: [{ denom: "uhid", amount: "5" }] })],
    });
    const authInfo = AuthInfo.fromPartial({
      signerInfos: [
        { publicKey: anyOf("/cosmos.crypto.secp256k1.PubKey", PubKey, { key: KEY }), modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } }, sequence: 1n },
      ],
      fee: { amount: [{ denom: "uhid", amount: "500" }], gasLimit: 200_000n },
    });
    const json = toSdkJson(GetTxResponse, { tx: { body, authInfo, signatures: [Uint8Array.from([1, 2])] } }) as any;
    expect(json).toEqual({
      tx: {
        body: {
          messages: [{ "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: ADDRESS, to_address: ADDRESS, amount: [{ denom: "uhid", amount: "5" }] }],
          memo: "",
          timeout_height: "0",
          extension_options: [],
          non_critical_extension_options: [],
        },
        auth_info: {
          signer_infos: [
            { public_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY_B64 }, mode_info: { single: { mode: "SIGN_MODE_DIRECT" } }, sequence: "1" },
          ],
          fee: { amount: [{ denom: "uhid", amount: "500" }], gas_limit: "200000", payer: "", granter: "" },
          tip: null,
        },
        signatures: ["AQI="],
      },
      tx_response: null,
    });
  });

  test("a block: Timestamp in RFC 3339, a non-nullable header and block id printed in full", () => {
    const json = toSdkJson(
      GetLatestBlockResponse,
      GetLatestBlockResponse.fromPartial({ block: { header: { chainId: "c", height: 7n, time: { seconds: 1_767_225_605n, nanos: 5_000_000 } } } }),
    ) as any;
    expect(json.block_id).toBeNull();
    expect(json.sdk_block).toBeNull();
    expect(json.block.header).toMatchObject({
      version: { block: "0", app: "0" },
      chain_id: "c",
      height: "7",
      time: "2026-01-01T00:00:05.005Z",
      last_block_id: { hash: null, part_set_header: { total: 0, hash: null } },
      proposer_address: null,
    });
    expect(json.block.data).toEqual({ txs: [] });
    expect(json.block.evidence).toEqual({ evidence: [] });
    expect(json.block.last_commit).toBeNull();
  });

  test("ssi messages keep hid-node's field names and print every field", () => {
    const json = toSdkJson(QueryDidDocumentResponse, QueryDidDocumentResponse.fromPartial({ didDocument: { id: "did:hid:x" } }));
    expect(json).toEqual({
      didDocument: {
        context: [],
        id: "did:hid:x",
        controller: [],
        alsoKnownAs: [],
        verificationMethod: [],
        authentication: [],
        assertionMethod: [],
        capabilityDelegation: [],
        capabilityInvocation: [],
        keyAgreement: [],
        service: [],
      },
      didDocumentMetadata: null,
    });
    expect(toSdkJson(QueryDidDocumentsResponse, QueryDidDocumentsResponse.fromPartial({}))).toEqual({
      totalDidCount: "0",
      didDocList: [],
    });
  });

  test("an enum value the schema does not know prints as its number", () => {
    const authInfo = AuthInfo.fromPartial({ signerInfos: [{ modeInfo: { single: { mode: 999 as SignMode } } }] });
    const json = sdkJsonPrinter().printBytes("cosmos.tx.v1beta1.AuthInfo", AuthInfo.encode(authInfo).finish()) as any;
    expect(json.signer_infos[0].mode_info.single.mode).toBe(999);
  });

  test("an Any that cannot be printed in full prints raw: a type the descriptor set lacks, a value that does not decode", () => {
    const unknown = { typeUrl: "/idledger.Unknown", value: Uint8Array.of(1, 2, 3) };
    expect(toSdkJson(QueryAccountResponse, { account: unknown })).toEqual({ account: { "@type": "/idledger.Unknown", value: "AQID" } });
    const broken = { typeUrl: "/cosmos.auth.v1beta1.BaseAccount", value: Uint8Array.of(0x0a, 0x09, 0x61) };
    expect(toSdkJson(QueryAccountResponse, { account: broken })).toEqual({ account: { "@type": "/cosmos.auth.v1beta1.BaseAccount", value: "Cglh" } });
  });

  test("MsgExecs nested past 16 Anys print raw from there on; bytes nested past 100 messages are refused before decoding", () => {
    const send = { typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: MsgSend.encode({ fromAddress: "a", toAddress: "b", amount: [] }).finish() };
    const deep = sdkJsonPrinter().printBytes(
      "cosmos.tx.v1beta1.TxBody",
      TxBody.encode(TxBody.fromPartial({ messages: [nestedExec(send, "g", 3_000)] })).finish(),
    ) as any;
    let any = deep.messages[0];
    for (let level = 1; level <= 16; level++) any = any.msgs[0];
    expect(any).toEqual({ "@type": "/cosmos.authz.v1beta1.MsgExec", value: expect.any(String) });
    expect(() => sdkJsonPrinter().printBytes("cosmos.tx.v1beta1.AuthInfo", authInfoWithNestedModeInfo(60))).toThrow(UnprintableError);
    expect(() => sdkJsonPrinter().printBytes("cosmos.tx.v1beta1.AuthInfo", authInfoWithNestedModeInfo(200_000))).toThrow("messages nested more than 100 deep");
  });

  test("a type the descriptor set lacks: an error naming it", () => {
    expect(() => sdkJsonPrinter().printBytes("no.such.Type", new Uint8Array())).toThrow(/no descriptor for message no.such.Type/);
  });

  test("Cosmos JSON parses back to the same bytes: proto or JSON names, enum names or numbers, 64-bit strings", () => {
    const request = { tx_bytes: "AQID", mode: "BROADCAST_MODE_SYNC" };
    const bytes = sdkJsonToBytes("cosmos.tx.v1beta1.BroadcastTxRequest", request);
    expect(sdkJsonPrinter().printBytes("cosmos.tx.v1beta1.BroadcastTxRequest", bytes)).toEqual(request);
    expect(sdkJsonToBytes("cosmos.tx.v1beta1.BroadcastTxRequest", { txBytes: "AQID", mode: 2 })).toEqual(bytes);
    const account = { "@type": "/cosmos.auth.v1beta1.BaseAccount", address: ADDRESS, pub_key: null, account_number: "3", sequence: "0" };
    expect(
      sdkJsonPrinter().printBytes("cosmos.auth.v1beta1.QueryAccountResponse", sdkJsonToBytes("cosmos.auth.v1beta1.QueryAccountResponse", { account })),
    ).toEqual({ account });
    const nested = sdkJsonToBytes("cosmos.auth.v1beta1.QueryAccountResponse", {
      account: { ...account, pub_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY_B64 } },
    });
    const packed = BaseAccount.decode(QueryAccountResponse.decode(nested).account!.value);
    expect(packed.pubKey?.typeUrl).toBe("/cosmos.crypto.secp256k1.PubKey");
    expect(() => sdkJsonToBytes("cosmos.tx.v1beta1.BroadcastTxRequest", { tx_bytes: "AQID", unknown: 1 })).toThrow();
    expect(() => sdkJsonToBytes("cosmos.tx.v1beta1.BroadcastTxRequest", { mode: "NO_SUCH_MODE" })).toThrow();
  });
});
