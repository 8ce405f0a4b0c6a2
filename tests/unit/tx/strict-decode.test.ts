import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { MsgTransfer } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/tx";
import { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { MsgUpdateClient } from "cosmjs-types-ibc-v7/ibc/core/client/v1/tx";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { messageDescriptor } from "../../../abci-app/src/codec/descriptors";
import { checkWire, WireCheckError, type WireRules } from "../../../abci-app/src/codec/wire-check";
import { MAX_UNKNOWN_GROUP_DEPTH } from "../../../abci-app/src/tx/limits";
import { decodeStrict, UnknownFieldError } from "../../../abci-app/src/tx/strict-decode";
import { withNestedGroups } from "../../../scripts/bench/hostile-txs";

/** A varint field appended to a message's bytes: tag (field << 3 | 0) then the value. */
function withVarintField(bytes: Uint8Array, field: number, value = 1): Uint8Array {
  const out = [...bytes];
  let tag = field << 3;
  while (tag > 0x7f) {
    out.push((tag & 0x7f) | 0x80);
    tag >>>= 7;
  }
  out.push(tag, value);
  return Uint8Array.from(out);
}

const body = TxBody.encode(TxBody.fromPartial({ memo: "hi", messages: [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: new Uint8Array() }] })).finish();

describe("decoding with the SDK's unknown-field rules", () => {
  test("known fields decode", () => {
    expect(decodeStrict(TxBody, body, "TxBody").memo).toBe("hi");
  });

  test("byte fields are views of the bytes given, so a decoded transaction holds one copy of them", () => {
    const raw = TxRaw.encode(TxRaw.fromPartial({ bodyBytes: body, authInfoBytes: Uint8Array.of(1, 2), signatures: [Uint8Array.of(3)] })).finish();
    const decoded = decodeStrict(TxRaw, raw, "TxRaw");
    expect(Buffer.from(decoded.bodyBytes)).toEqual(Buffer.from(body));
    for (const part of [decoded.bodyBytes, decoded.authInfoBytes, decoded.signatures[0]!]) expect(part.buffer).toBe(raw.buffer);
  });

  test("ibc-go v7's messages (cosmjs-types 0.9's runtime) decode through the same rules, nested messages included", () => {
    const msg = MsgUpdateClient.encode(
      MsgUpdateClient.fromPartial({ clientId: "07-tendermint-0", clientMessage: { typeUrl: "/x", value: Uint8Array.of(7) }, signer: "hid1x" }),
    ).finish();
    expect(decodeStrict(MsgUpdateClient, msg, "MsgUpdateClient", true)).toEqual({
      clientId: "07-tendermint-0",
      clientMessage: { typeUrl: "/x", value: Uint8Array.of(7) },
      signer: "hid1x",
    });
    expect(() => decodeStrict(MsgUpdateClient, withVarintField(msg, 9), "MsgUpdateClient", true)).toThrow(
      new UnknownFieldError("MsgUpdateClient", { fieldNumber: 9, wireType: 0 }),
    );
    const height = Height.encode({ revisionNumber: 1n, revisionHeight: 2n }).finish();
    const transfer = MsgTransfer.encode(MsgTransfer.fromPartial({ sourcePort: "transfer", sender: "hid1x" })).finish();
    // timeout_height (field 6) with an unknown field 5 inside it.
    const nested = Uint8Array.from([...transfer, 0x32, height.length + 2, ...withVarintField(height, 5)]);
    expect(() => decodeStrict(MsgTransfer, nested, "MsgTransfer", true)).toThrow(new UnknownFieldError("MsgTransfer", { fieldNumber: 5, wireType: 0 }));
  });

  test("an unknown critical field is rejected, naming the field and type", () => {
    expect(() => decodeStrict(TxBody, withVarintField(body, 6), "TxBody", true)).toThrow(new UnknownFieldError("TxBody", { fieldNumber: 6, wireType: 0 }));
  });

  test("non-critical fields (bit 11 set) pass only where allowed", () => {
    const nonCritical = withVarintField(body, 1024);
    expect(decodeStrict(TxBody, nonCritical, "TxBody", true).memo).toBe("hi");
    expect(() => decodeStrict(TxBody, nonCritical, "TxBody", false)).toThrow("unknown field 1024");
    expect(() => decodeStrict(TxBody, withVarintField(body, 2047 + 1), "TxBody", true)).toThrow("unknown field 2048");
  });

  test("unknown fields nested in a sub-message are found", () => {
    const any = withVarintField(Uint8Array.from([0x0a, 0x02, 0x2f, 0x61]), 3); // Any{type_url:"/a"} + field 3
    const nested = Uint8Array.from([0x0a, any.length, ...any]); // TxBody.messages
    expect(() => decodeStrict(TxBody, nested, "TxBody", true)).toThrow("unknown field 3");
    const fee = withVarintField(new Uint8Array(), 9); // Fee with unknown field 9
    const authInfo = Uint8Array.from([0x12, fee.length, ...fee]);
    expect(() => decodeStrict(AuthInfo, authInfo, "AuthInfo")).toThrow("unknown field 9");
  });

  test("field number 0 and malformed bytes are errors", () => {
    expect(() => decodeStrict(TxRaw, Uint8Array.from([0x00, 0x01]), "TxRaw")).toThrow("illegal field number 0");
    expect(() => decodeStrict(TxRaw, Uint8Array.from([0x0a, 0x05, 0x01]), "TxRaw")).toThrow();
    expect(() => decodeStrict(TxRaw, Uint8Array.from([0x0f]), "TxRaw")).toThrow();
  });

  test("messages inside the body are checked with their own codec", () => {
    const send = MsgSend.encode({ fromAddress: "a", toAddress: "b", amount: [] }).finish();
    expect(decodeStrict(MsgSend, send, "MsgSend", true).toAddress).toBe("b");
    expect(() => decodeStrict(MsgSend, withVarintField(send, 4), "MsgSend", true)).toThrow("unknown field 4 (wire type 0) in MsgSend");
  });
});

describe("the same rules for our ssi messages", () => {
  const msg = MsgCreateDID.encode(
    MsgCreateDID.fromPartial({
      didDocString: { id: "did:hid:z1" },
      signatures: [{ verificationMethodId: "did:hid:z1#k", signature: "c2ln" }],
      creator: "hid1x",
    }),
  ).finish();

  test("known fields decode", () => {
    expect(decodeStrict(MsgCreateDID, msg, "MsgCreateDID", true).didDocString?.id).toBe("did:hid:z1");
  });

  test("unknown fields are found at the top and inside nested messages", () => {
    expect(() => decodeStrict(MsgCreateDID, withVarintField(msg, 9), "MsgCreateDID", true)).toThrow("unknown field 9 (wire type 0) in MsgCreateDID");
    const signInfo = withVarintField(Uint8Array.from([0x0a, 0x01, 0x61]), 7);
    const nested = Uint8Array.from([0x12, signInfo.length, ...signInfo]);
    expect(() => decodeStrict(MsgCreateDID, nested, "MsgCreateDID", true)).toThrow("unknown field 7");
    expect(decodeStrict(MsgCreateDID, withVarintField(msg, 1024), "MsgCreateDID", true).creator).toBe("hid1x");
  });

  test("a known field number with the wrong wire type is refused by the wire check, which runs before any decoder", () => {
    // field 3 (creator, a string) sent as a varint: telescope's decoders, like cosmjs-types', do not look at wire types
    const rules: WireRules = { unknownFields: "allow-non-critical", limits: { maxMessageDepth: 8, maxGroupDepth: 8, maxAnyDepth: 2, maxAnysPerAny: 8 } };
    expect(() => checkWire(messageDescriptor("hypersignprotocol.hidnode.ssi.MsgCreateDID"), Uint8Array.from([0x18, 0x01]), rules)).toThrow(WireCheckError);
  });
});

describe("groups in unknown non-critical fields", () => {
  const send = MsgSend.encode({ fromAddress: "a", toAddress: "b", amount: [] }).finish();
  const did = MsgCreateDID.encode(MsgCreateDID.fromPartial({ creator: "hid1x" })).finish();

  test.each([
    ["TxBody (cosmjs-types reader)", TxBody, body],
    ["MsgSend (cosmjs-types reader)", MsgSend, send],
    ["MsgCreateDID (ssi)", MsgCreateDID, did],
  ] as const)("%s: nesting up to MAX_UNKNOWN_GROUP_DEPTH decodes, one more is refused before any recursion", (_name, codec, bytes) => {
    expect(() => decodeStrict(codec as never, withNestedGroups(bytes, MAX_UNKNOWN_GROUP_DEPTH), "T", true)).not.toThrow();
    expect(() => decodeStrict(codec as never, withNestedGroups(bytes, MAX_UNKNOWN_GROUP_DEPTH + 1), "T", true)).toThrow(
      `groups nested more than ${MAX_UNKNOWN_GROUP_DEPTH} deep`,
    );
    // far deeper than any stack: the same refusal, never a RangeError
    expect(() => decodeStrict(codec as never, withNestedGroups(bytes, 300_000), "T", true)).toThrow(`groups nested more than ${MAX_UNKNOWN_GROUP_DEPTH} deep`);
  });

  test("an end-group tag must close the group that is open", () => {
    const mismatched = Uint8Array.from([...body, 0x83, 0x40, 0x8c, 0x40]); // start 1024, end 1025
    expect(() => decodeStrict(TxBody, mismatched, "TxBody", true)).toThrow("does not close the open group");
  });
});
