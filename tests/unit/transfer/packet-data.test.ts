import { ErrInvalidID } from "../../../abci-app/src/modules/ibc/errors";
import { ErrInvalidAmount, ErrInvalidDenomForTransfer } from "../../../abci-app/src/modules/transfer/errors";
import { parseGoInt } from "../../../abci-app/src/modules/transfer/types/go-int";
import {
  type FungibleTokenPacketData,
  MAX_PACKET_DATA_BYTES,
  packetDataBytes,
  parsePacketData,
  validatePacketData,
} from "../../../abci-app/src/modules/transfer/types/packet-data";
import { ErrInvalidAddress, ErrInvalidType } from "../../../abci-app/src/types/sdk-errors";
import { bytesOf, expectError, hex } from "./helpers";

/**
 * Cases from ibc-go v7.10's packet_test.go, and vectors computed with ibc-go v7.10.0 itself (GetBytes,
 * `ModuleCdc.UnmarshalJSON` and ValidateBasic, built with Go 1.26).
 */

const data = (denom: string, amount: string, sender: string, receiver: string, memo = ""): FungibleTokenPacketData => ({
  denom,
  amount,
  sender,
  receiver,
  memo,
});
const EMPTY = data("", "", "", "");

describe("packetDataBytes (GetBytes)", () => {
  it.each<[string, FungibleTokenPacketData, string]>([
    [
      "no memo: the field is left out",
      data("transfer/channel-0/uatom", "100", "cosmos1sender", "hid1receiver"),
      '{"amount":"100","denom":"transfer/channel-0/uatom","receiver":"hid1receiver","sender":"cosmos1sender"}',
    ],
    [
      "a memo, keys sorted",
      data("uhid", "18446744073709551616", "hid1sender", "cosmos1receiver", "a memo"),
      '{"amount":"18446744073709551616","denom":"uhid","memo":"a memo","receiver":"cosmos1receiver","sender":"hid1sender"}',
    ],
    ["every empty field is left out", EMPTY, "{}"],
    [
      "Go's escapes: HTML-safe, short control escapes, DEL, / and non-ASCII raw",
      data("d", "1", "s", "r", '<b>&\u2028\u2029\b\f\n\r\t\x01\x1f\x7f"\\/é😀'),
      '{"amount":"1","denom":"d","memo":"\\u003cb\\u003e\\u0026\\u2028\\u2029\\b\\f\\n\\r\\t\\u0001\\u001f\x7f\\"\\\\/é😀","receiver":"r","sender":"s"}',
    ],
    [
      "a JSON memo is a string",
      data("d", "1", "s", "r", '{"wasm":{"contract":"x"}}'),
      '{"amount":"1","denom":"d","memo":"{\\"wasm\\":{\\"contract\\":\\"x\\"}}","receiver":"r","sender":"s"}',
    ],
  ])("%s", (_name, packet, expected) => {
    expect(Buffer.from(packetDataBytes(packet)).toString("utf8")).toBe(expected);
  });

  it('writes a lone surrogate as U+FFFD, as ibc-go\'s sorted JSON writes invalid UTF-8 ("bad\\xffutf8")', () => {
    expect(Buffer.from(packetDataBytes(data("d", "1", "s", "r", "bad\ud800utf8"))).toString("utf8")).toBe(
      '{"amount":"1","denom":"d","memo":"bad\ufffdutf8","receiver":"r","sender":"s"}',
    );
  });

  it("round-trips through parsePacketData", () => {
    const packet = data("transfer/channel-0/uatom", "100", "cosmos1sender", "hid1receiver", '<"memo">\n\u2028😀');
    expect(parsePacketData(packetDataBytes(packet))).toEqual(packet);
  });
});

describe("parsePacketData (ModuleCdc.UnmarshalJSON)", () => {
  it.each<[string, string, FungibleTokenPacketData]>([
    ["a packet", '{"amount":"100","denom":"uatom","receiver":"r","sender":"s"}', data("uatom", "100", "s", "r")],
    ["any key order, with a memo", '{"amount":"100","denom":"uatom","receiver":"r","sender":"s","memo":"m"}', data("uatom", "100", "s", "r", "m")],
    ["leading space; what follows the object is never read", ' {"denom":"uatom"} trailing garbage', data("uatom", "", "", "")],
    ["an extra closing brace is never read", '{"denom":"uatom"}}', data("uatom", "", "", "")],
    ["null is an empty packet", "null", EMPTY],
    ["null followed by anything", "nullx", EMPTY],
    ["an empty object", "{}", EMPTY],
    ["a null field stays empty", '{"denom":null,"amount":"1"}', data("", "1", "", "")],
    ["the last of a repeated field wins", '{"denom":"a","denom":"b"}', data("b", "", "", "")],
    ["a repeated field's last null empties it", '{"memo":"1","memo":null}', EMPTY],
    ["an unpaired surrogate escape reads as U+FFFD", '{"denom":"\\u00e9\\ud800x"}', data("é\ufffdx", "", "", "")],
    ["escapes, a surrogate pair among them", '{"denom":"\\ud83d\\ude00","amount":"\\u0031"}', data("😀", "1", "", "")],
  ])("accepts %s", (_name, json, expected) => {
    expect(parsePacketData(bytesOf(json))).toEqual(expected);
  });

  it.each<[string, string, string]>([
    // Each invalid byte is one U+FFFD in Go, where TextDecoder would merge a truncated sequence into one.
    ["a truncated 3-byte sequence", "7b2264656e6f6d223a2261e28262227d", "61efbfbdefbfbd62"],
    ["an encoded surrogate", "7b2264656e6f6d223a22eda080227d", "efbfbdefbfbdefbfbd"],
    ["past U+10FFFF", "7b2264656e6f6d223a22f49080807a227d", "efbfbdefbfbdefbfbdefbfbd7a"],
    ["overlong forms", "7b2264656e6f6d223a22c0af7ae08080227d", "efbfbdefbfbd7aefbfbdefbfbdefbfbd"],
    ["a truncated 4-byte sequence", "7b2264656e6f6d223a22f09f98227d", "efbfbdefbfbdefbfbd"],
    ["a lone invalid byte", "7b2264656e6f6d223a2261ff62227d", "61efbfbd62"],
  ])("reads invalid UTF-8 as Go does: %s", (_name, input, denomHex) => {
    const parsed = parsePacketData(Buffer.from(input, "hex"));
    expect(hex(Buffer.from(parsed.denom, "utf8"))).toBe(denomHex);
  });

  it.each<[string, Uint8Array | string]>([
    ["an array", "[]"],
    ["a string", '"str"'],
    ["a number", "123"],
    ["nothing", ""],
    ["only space", "   "],
    ["an unterminated object", '{"denom":"uatom"'],
    ["a number field", '{"denom":1}'],
    ["a number amount", '{"amount":100}'],
    ["a boolean field", '{"denom":true}'],
    ["an object field", '{"denom":{}}'],
    ["an unknown field", '{"denom":"a","extra":"x"}'],
    ["a field named in another case", '{"Denom":"a"}'],
    ["a byte-order mark", Uint8Array.from([0xef, 0xbb, 0xbf, ...bytesOf('{"denom":"a"}')])],
    ["__proto__", '{"__proto__":"a"}'],
    ["a trailing comma", '{"denom":"a",}'],
    ["single quotes", "{'denom':\"a\"}"],
    ["a syntax error inside the first object", '{"denom" "a"} {"denom":"b"}'],
  ])("refuses %s with ErrInvalidType (ibc-go's ack code 29)", (_name, input) => {
    const bytes = typeof input === "string" ? bytesOf(input) : input;
    expectError(() => parsePacketData(bytes), ErrInvalidType, /^cannot unmarshal ICS-20 transfer packet data: .*: invalid type$/);
  });

  it("bounds the input before decoding it", () => {
    const memo = "m".repeat(MAX_PACKET_DATA_BYTES);
    expectError(() => parsePacketData(bytesOf(`{"memo":"${memo}"}`)), ErrInvalidType, /more than the 1048576 allowed/);
    const justFits = `{"memo":"${"m".repeat(MAX_PACKET_DATA_BYTES - 11)}"}`;
    expect(justFits.length).toBe(MAX_PACKET_DATA_BYTES);
    expect(parsePacketData(bytesOf(justFits)).memo).toHaveLength(MAX_PACKET_DATA_BYTES - 11);
  });
});

describe("validatePacketData (TestFungibleTokenPacketDataValidateBasic)", () => {
  const denom = "transfer/gaiachannel/atom";
  const sender = "cosmos1sender";
  const receiver = "hid1receiver";

  it.each<[string, FungibleTokenPacketData, bigint]>([
    ["valid packet", data(denom, "100", sender, receiver), 100n],
    ["valid packet with memo", data(denom, "100", sender, receiver, "memo"), 100n],
    ["valid packet with large amount", data(denom, "18446744073709551616", sender, receiver), 18446744073709551616n],
    ["the largest amount", data(denom, ((1n << 256n) - 1n).toString(), sender, receiver), (1n << 256n) - 1n],
    ["v7.10 bounds neither receiver nor memo in packets", data(denom, "1", sender, "r".repeat(5000), "m".repeat(40_000)), 1n],
  ])("accepts %s", (_name, packet, amount) => {
    expect(validatePacketData(packet)).toBe(amount);
  });

  it.each<[string, FungibleTokenPacketData, typeof ErrInvalidAmount, string]>([
    [
      "invalid denom",
      data("", "100", sender, receiver),
      ErrInvalidDenomForTransfer,
      "base denomination cannot be blank: invalid denomination for cross-chain transfer",
    ],
    ["invalid empty amount", data(denom, "", sender, receiver), ErrInvalidAmount, "unable to parse transfer amount () into math.Int: invalid token amount"],
    ["invalid zero amount", data(denom, "0", sender, receiver), ErrInvalidAmount, "amount must be strictly positive: got 0: invalid token amount"],
    ["invalid negative amount", data(denom, "-1", sender, receiver), ErrInvalidAmount, "amount must be strictly positive: got -1: invalid token amount"],
    [
      "invalid large amount (2^256)",
      data(denom, (1n << 256n).toString(), sender, receiver),
      ErrInvalidAmount,
      `unable to parse transfer amount (${(1n << 256n).toString()}) into math.Int: invalid token amount`,
    ],
    ["missing sender address", data(denom, "100", "", receiver), ErrInvalidAddress, "sender address cannot be blank: invalid address"],
    ["blank sender address", data(denom, "100", "  ", receiver), ErrInvalidAddress, "sender address cannot be blank: invalid address"],
    ["missing recipient address", data(denom, "100", sender, ""), ErrInvalidAddress, "receiver address cannot be blank: invalid address"],
    ["blank recipient address (Go's spaces)", data(denom, "100", sender, " \t\u0085"), ErrInvalidAddress, "receiver address cannot be blank: invalid address"],
    [
      "a bad port in the trace",
      data("(transfer)/channel-1/uatom", "1", sender, receiver),
      ErrInvalidID,
      "invalid port ID at position 0: identifier (transfer) must contain only alphanumeric or the following characters: '.', '_', '+', '-', '#', '[', ']', '<', '>': invalid identifier",
    ],
    [
      "a blank port in the trace",
      data("/channel-1/uatom", "1", sender, receiver),
      ErrInvalidID,
      "invalid port ID at position 0: identifier cannot be blank: invalid identifier",
    ],
    [
      "a blank base denomination",
      data("transfer/", "1", sender, receiver),
      ErrInvalidDenomForTransfer,
      "base denomination cannot be blank: invalid denomination for cross-chain transfer",
    ],
  ])("refuses %s", (_name, packet, kind, message) => {
    expectError(() => validatePacketData(packet), kind, message);
  });

  it("refuses an empty (null) packet as ibc-go does: on its amount", () => {
    expectError(() => validatePacketData(parsePacketData(bytesOf("null"))), ErrInvalidAmount);
  });

  it("repeats only the start of a very long amount", () => {
    expectError(() => validatePacketData(data(denom, "9".repeat(5000), sender, receiver)), ErrInvalidAmount, /…\(5000 characters\)\) into math.Int/);
  });
});

describe("packet amounts as math.NewIntFromString reads them", () => {
  const MAX = (1n << 256n) - 1n;
  it.each<[string, bigint]>([
    ["100", 100n],
    ["0", 0n],
    ["-1", -1n],
    ["18446744073709551616", 18446744073709551616n],
    [MAX.toString(), MAX],
    [`-${MAX}`, -MAX],
    ["0x10", 16n],
    ["0X1f", 31n],
    ["0b101", 5n],
    ["0o17", 15n],
    ["017", 15n],
    ["0_1", 1n],
    ["1_000", 1000n],
    ["0x_1f", 31n],
    ["+5", 5n],
    ["+0", 0n],
    ["-0", 0n],
    ["00", 0n],
    [`0x${"0".repeat(300)}ff`, 255n],
    ["-0x10", -16n],
    ["0B11", 3n],
    ["0O7", 7n],
    ["0x1_f", 31n],
  ])("%j is %d", (amount, value) => {
    expect(parseGoInt(amount)).toBe(value);
  });

  it.each([
    "",
    (1n << 256n).toString(),
    "08",
    "1__0",
    "_1",
    "1_",
    "0x",
    " 5",
    "5 ",
    "1e3",
    "1.0",
    "٣",
    `0xf${"0".repeat(64)}`,
    "++5",
    "+-1",
    "-",
    "0x1g",
    "0_",
    "0b",
    "0o8",
    "0x1__f",
    "9".repeat(100_000),
  ])("%j is not an integer", (amount) => {
    expect(parseGoInt(amount)).toBeUndefined();
  });

  it("a hex amount passes validation as ibc-go's does (it mints 16)", () => {
    expect(validatePacketData(data("uatom", "0x10", "s", "r"))).toBe(16n);
  });
});
