import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, TxBody, type Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { CLIENT_MESSAGES } from "../../../../abci-app/src/cli/client-messages";
import { authInfo, decodeTxRaw, directSignerInfo, encodeTxRaw, readTxJson, txRawToJson, txToJson } from "../../../../abci-app/src/cli-kit/tx";
import { secp256k1PubKeyAny } from "../../../../abci-app/src/crypto/pubkey";
import { MSG_SEND } from "../../../../abci-app/src/modules/bank/cli";

const FROM = "hid1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5a320ne";
const TO = "hid1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqggkzr";
const PUBKEY = Buffer.from("A08EGB7ro1ORuFhjOnZcSgwYlpe0DSFjVNUIkNNQxwKQ", "base64");

const send = { typeUrl: MSG_SEND.typeUrl, value: MsgSend.encode({ fromAddress: FROM, toAddress: TO, amount: [{ denom: "uhid", amount: "5" }] }).finish() };

function unsignedTx(overrides: Partial<{ memo: string; timeoutHeight: bigint }> = {}): Tx {
  const fee = { amount: [{ denom: "uhid", amount: 500n }], gasLimit: 300000n, payer: "", granter: "" };
  return { body: TxBody.fromPartial({ messages: [send], memo: "", ...overrides }), authInfo: authInfo([], fee), signatures: [] };
}

describe("txToJson: the SDK v0.47 Tx JSON", () => {
  it("prints an unsigned transaction as --generate-only does: every field, proto names, no signer infos, tip null", () => {
    expect(JSON.stringify(txToJson(unsignedTx(), CLIENT_MESSAGES))).toBe(
      `{"body":{"messages":[{"@type":"/cosmos.bank.v1beta1.MsgSend","from_address":"${FROM}","to_address":"${TO}","amount":[{"denom":"uhid","amount":"5"}]}],` +
        `"memo":"","timeout_height":"0","extension_options":[],"non_critical_extension_options":[]},` +
        `"auth_info":{"signer_infos":[],"fee":{"amount":[{"denom":"uhid","amount":"500"}],"gas_limit":"300000","payer":"","granter":""},"tip":null},"signatures":[]}`,
    );
  });

  it("prints a signed transaction's signer info and signature, and its @type inside a TxResponse", () => {
    const signed: Tx = {
      ...unsignedTx({ memo: "hi", timeoutHeight: 90n }),
      authInfo: authInfo([directSignerInfo(secp256k1PubKeyAny(PUBKEY), 7n)], { amount: [], gasLimit: 1n, payer: FROM, granter: "" }),
      signatures: [new Uint8Array([1, 2, 3])],
    };
    const json = txRawToJson(encodeTxRaw(signed), CLIENT_MESSAGES) as any;
    expect(json["@type"]).toBe("/cosmos.tx.v1beta1.Tx");
    expect(json.body).toMatchObject({ memo: "hi", timeout_height: "90" });
    expect(json.auth_info.signer_infos).toEqual([
      {
        public_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: PUBKEY.toString("base64") },
        mode_info: { single: { mode: "SIGN_MODE_DIRECT" } },
        sequence: "7",
      },
    ]);
    expect(json.auth_info.fee).toEqual({ amount: [], gas_limit: "1", payer: FROM, granter: "" });
    expect(json.signatures).toEqual(["AQID"]);
  });

  it("prints a message of a type it does not know with its bytes, instead of failing", () => {
    const tx = { ...unsignedTx(), body: TxBody.fromPartial({ messages: [{ typeUrl: "/other.v1.MsgX", value: new Uint8Array([9]) }] }) };
    expect((txToJson(tx, CLIENT_MESSAGES) as any).body.messages).toEqual([{ "@type": "/other.v1.MsgX", value: "CQ==" }]);
  });
});

describe("readTxJson: reading the JSON back as the SDK's jsonpb does", () => {
  const roundTrip = (tx: Tx) => readTxJson(JSON.parse(JSON.stringify(txToJson(tx, CLIENT_MESSAGES))), CLIENT_MESSAGES, "tx.json");

  it("gives back the same bytes for an unsigned and a signed transaction", () => {
    const signed: Tx = {
      ...unsignedTx({ memo: "m" }),
      authInfo: authInfo([directSignerInfo(secp256k1PubKeyAny(PUBKEY), 3n)], { amount: [], gasLimit: 5n, payer: "", granter: "" }),
      signatures: [new Uint8Array(64).fill(4)],
    };
    for (const tx of [unsignedTx(), signed]) expect(encodeTxRaw(roundTrip(tx))).toEqual(encodeTxRaw(tx));
    expect(decodeTxRaw(encodeTxRaw(signed)).authInfo?.signerInfos[0]?.modeInfo?.single?.mode).toBe(SignMode.SIGN_MODE_DIRECT);
  });

  it("accepts camelCase names, the @type of a TxResponse's tx, and null for unset parts", () => {
    const json = {
      "@type": "/cosmos.tx.v1beta1.Tx",
      body: { messages: [{ "@type": MSG_SEND.typeUrl, fromAddress: FROM, toAddress: TO, amount: [] }], timeoutHeight: 4 },
      authInfo: null,
      signatures: null,
    };
    const tx = readTxJson(json, CLIENT_MESSAGES, "tx.json");
    expect(tx.body?.timeoutHeight).toBe(4n);
    expect(MsgSend.decode(tx.body!.messages[0]!.value)).toEqual({ fromAddress: FROM, toAddress: TO, amount: [] });
    expect(tx.authInfo).toEqual(AuthInfo.fromPartial({}));
  });

  it.each([
    [{}, "tx.json: the transaction has no body"],
    [{ body: {}, extra: 1 }, 'tx.json: unknown field "extra" in Tx'],
    [
      { body: { messages: [{ "@type": "/x.MsgY" }] } },
      /^tx\.json\.body\.messages\[0\]: unknown message type \/x\.MsgY; this command line knows .*\/cosmos\.bank\.v1beta1\.MsgSend, /,
    ],
    [{ body: { messages: [{ "@type": MSG_SEND.typeUrl, from: FROM }] } }, 'tx.json.body.messages[0]: unknown field "from" in MsgSend'],
    [{ body: { messages: [{ from_address: FROM }] } }, 'tx.json.body.messages[0]: the message has no "@type"'],
    [{ body: { memo: 5 } }, "tx.json.body.memo: expected a string"],
    [{ body: { timeout_height: "-1" } }, "tx.json.body.timeout_height: expected an unsigned 64-bit integer (a string of digits)"],
    [{ body: { extension_options: [{ "@type": "/x" }] } }, "tx.json.body.extension_options: extension options are not supported"],
    [{ body: {}, auth_info: { tip: { amount: [], tipper: FROM } } }, "tx.json.auth_info.tip: tips are not supported"],
    [
      { body: {}, auth_info: { fee: { gas_limit: "x" } } },
      'tx.json.auth_info.fee.gas_limit: expected an unsigned 64-bit integer (a string of digits), got the string "x"',
    ],
    [
      { body: {}, auth_info: { signer_infos: [{ mode_info: { multi: {} } }] } },
      "tx.json.auth_info.signer_infos[0].mode_info: multisig signer infos are not supported",
    ],
    [
      { body: {}, auth_info: { signer_infos: [{ mode_info: { single: { mode: "SIGN_MODE_LEGACY_AMINO_JSON" } } }] } },
      'tx.json.auth_info.signer_infos[0].mode_info.single.mode: "SIGN_MODE_LEGACY_AMINO_JSON" is not supported; idledger signs SIGN_MODE_DIRECT',
    ],
    [
      { body: {}, auth_info: { signer_infos: [{ public_key: { "@type": "/x.Key", key: "AA==" } }] } },
      /^tx\.json\.auth_info\.signer_infos\[0\]\.public_key: unsupported public key type "\/x\.Key"/,
    ],
    [{ body: {}, signatures: ["not base64!"] }, "tx.json.signatures[0] is not standard base64 (A-Z, a-z, 0-9, +, / with = padding)"],
    [{ "@type": "/cosmos.tx.v1beta1.TxRaw", body: {} }, 'tx.json: "@type" is "/cosmos.tx.v1beta1.TxRaw", not /cosmos.tx.v1beta1.Tx'],
  ])("refuses %j", (json, message) => {
    expect(() => readTxJson(json, CLIENT_MESSAGES, "tx.json")).toThrow(message);
  });
});

describe("CLIENT_MESSAGES", () => {
  it("knows who signs each message: MsgSend's from_address, an ssi message's creator", () => {
    expect(CLIENT_MESSAGES.signers(send)).toEqual([FROM]);
    const createDid = CLIENT_MESSAGES.anyFromJson({ "@type": "/hypersignprotocol.hidnode.ssi.MsgCreateDID", creator: TO }, "$");
    expect(CLIENT_MESSAGES.signers(createDid)).toEqual([TO]);
    expect(() => CLIENT_MESSAGES.signers({ typeUrl: "/x.MsgY", value: new Uint8Array() })).toThrow("cannot tell who signs a message of unknown type /x.MsgY");
  });
});
