import { AuthInfo, TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { MsgExec } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { messageDescriptor } from "../../../abci-app/src/codec/descriptors";
import { checkWire, WireCheckError, type WireRules } from "../../../abci-app/src/codec/wire-check";
import { authInfoWithNestedModeInfo, nestedExec, withNestedGroups } from "../../../scripts/bench/hostile-txs";

const limits = { maxMessageDepth: 16, maxGroupDepth: 4, maxAnyDepth: 3, maxAnysPerAny: 5 };
const known = new Map([
  ["/cosmos.bank.v1beta1.MsgSend", messageDescriptor("cosmos.bank.v1beta1.MsgSend")],
  ["/cosmos.authz.v1beta1.MsgExec", messageDescriptor("cosmos.authz.v1beta1.MsgExec")],
]);
const rules = (allowNonCritical: boolean): WireRules => ({
  unknownFields: allowNonCritical ? "allow-non-critical" : "refuse",
  resolveAny: (url) => known.get(url),
  limits,
});
const BODY = messageDescriptor("cosmos.tx.v1beta1.TxBody");
const AUTH_INFO = messageDescriptor("cosmos.tx.v1beta1.AuthInfo");

const send = {
  typeUrl: "/cosmos.bank.v1beta1.MsgSend",
  value: MsgSend.encode({ fromAddress: "a", toAddress: "b", amount: [{ denom: "u", amount: "1" }] }).finish(),
};
const body = (messages = [send]) => TxBody.encode(TxBody.fromPartial({ messages, memo: "m" })).finish();
const exec = (msgs: { typeUrl: string; value: Uint8Array }[]) => ({
  typeUrl: "/cosmos.authz.v1beta1.MsgExec",
  value: MsgExec.encode({ grantee: "g", msgs }).finish(),
});

describe("checkWire", () => {
  test("a well-formed body with known types passes", () => {
    expect(() => checkWire(BODY, body(), rules(false))).not.toThrow();
  });

  test("unknown fields: critical always refused, non-critical only where allowed", () => {
    const critical = Uint8Array.from([...body(), 0x30, 0x01]); // field 6, varint
    expect(() => checkWire(BODY, critical, rules(true))).toThrow("unknown field 6 (wire type 0) in cosmos.tx.v1beta1.TxBody");
    const nonCritical = Uint8Array.from([...body(), 0x80, 0x40, 0x01]); // field 1024, varint
    expect(() => checkWire(BODY, nonCritical, rules(true))).not.toThrow();
    expect(() => checkWire(BODY, nonCritical, rules(false))).toThrow("unknown field 1024");
  });

  test("unknown fields inside an Any's value are found with the type it resolves to", () => {
    const value = Uint8Array.from([...send.value, 0x20, 0x01]); // MsgSend field 4
    expect(() => checkWire(BODY, body([{ typeUrl: send.typeUrl, value }]), rules(true))).toThrow(
      "unknown field 4 (wire type 0) in cosmos.bank.v1beta1.MsgSend",
    );
  });

  test("a known field with another wire type is refused", () => {
    expect(() => checkWire(BODY, Uint8Array.from([0x10, 0x01]), rules(true))).toThrow("field 2 of cosmos.tx.v1beta1.TxBody has wire type 0");
  });

  test("an Any of a type the chain does not know is refused", () => {
    expect(() => checkWire(BODY, body([{ typeUrl: "/x.Unknown", value: new Uint8Array() }]), rules(true))).toThrow("unable to resolve type URL /x.Unknown");
  });

  test("Any nesting and the number of Anys under one message stop at their limits", () => {
    const nested = (depth: number) => body([nestedExec(send, "g", depth)]);
    expect(() => checkWire(BODY, nested(3), rules(true))).not.toThrow();
    expect(() => checkWire(BODY, nested(4), rules(true))).toThrow("messages nested more than 3 deep (Any in Any)");
    expect(() => checkWire(BODY, nested(50_000), rules(true))).toThrow(WireCheckError);
    expect(() => checkWire(BODY, body([exec([send, send, send, send])]), rules(true))).not.toThrow();
    expect(() => checkWire(BODY, body([exec([send, send, send, send, send])]), rules(true))).toThrow("more than 5 messages inside one message");
    // the count is per top-level message
    expect(() => checkWire(BODY, body([exec([send, send, send, send]), exec([send, send, send, send])]), rules(true))).not.toThrow();
  });

  test("a recursive schema (multi-signature mode infos) stops at the message depth limit, however deep the bytes go", () => {
    // AuthInfo (1) → SignerInfo (2) → ModeInfo (3), then two levels per multi-signature
    expect(AuthInfo.decode(authInfoWithNestedModeInfo(3)).signerInfos[0]!.modeInfo!.multi!.modeInfos[0]!.multi!.modeInfos[0]!.single).toBeDefined();
    expect(() => checkWire(AUTH_INFO, authInfoWithNestedModeInfo(7), rules(false))).not.toThrow();
    expect(() => checkWire(AUTH_INFO, authInfoWithNestedModeInfo(8), rules(false))).toThrow("messages nested more than 16 deep");
    expect(() => checkWire(AUTH_INFO, authInfoWithNestedModeInfo(100_000), rules(false))).toThrow("messages nested more than 16 deep");
  });

  test("groups in non-critical fields: skipped without recursion up to the limit", () => {
    expect(() => checkWire(BODY, withNestedGroups(body(), 4), rules(true))).not.toThrow();
    expect(() => checkWire(BODY, withNestedGroups(body(), 5), rules(true))).toThrow("groups nested more than 4 deep");
    expect(() => checkWire(BODY, withNestedGroups(body(), 500_000), rules(true))).toThrow("groups nested more than 4 deep");
  });

  test.each([
    ["a length past the end", Uint8Array.from([0x12, 0x05, 0x61])],
    ["a truncated varint", Uint8Array.from([0x18, 0xff])],
    ["a varint of 11 bytes", Uint8Array.from([0x18, ...new Array(10).fill(0xff), 0x01])],
    ["field number 0", Uint8Array.from([0x00, 0x01])],
    ["an end-group tag with no group open", Uint8Array.from([0x84, 0x40])],
    ["wire type 7", Uint8Array.from([0x87, 0x40])],
  ])("malformed bytes are refused: %s", (_name, bytes) => {
    expect(() => checkWire(BODY, bytes, rules(true))).toThrow(WireCheckError);
  });
});
