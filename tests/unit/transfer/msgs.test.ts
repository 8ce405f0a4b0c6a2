import { MsgTransfer } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/tx";
import { ErrInvalidID } from "../../../abci-app/src/modules/ibc/errors";
import { ErrInvalidDenomForTransfer, ErrInvalidMemo } from "../../../abci-app/src/modules/transfer/errors";
import {
  MAX_MEMO_LENGTH,
  MAX_RECEIVER_LENGTH,
  MSG_TRANSFER_TYPE_URL,
  TRANSFER_MSG_TYPE,
  validateMsgTransfer,
} from "../../../abci-app/src/modules/transfer/types/msgs";
import { AddressCodec } from "../../../abci-app/src/types/address";
import type { ErrorKind } from "../../../abci-app/src/types/errors";
import { ErrInsufficientFunds, ErrInvalidAddress, ErrInvalidCoins } from "../../../abci-app/src/types/sdk-errors";
import { bytesOf, expectError } from "./helpers";

/**
 * Cases from ibc-go v7.10's msgs_test.go (TestMsgTransferValidation), with error kinds and messages computed by
 * running ibc-go v7.10.0's ValidateBasic with the bech32 prefix `hid`.
 */

const codec = new AddressCodec("hid");
const SENDER_BYTES = bytesOf("sender______________");
const SENDER = "hid1wdjkuer9wf047h6lta047h6lta047h6lutuxf8";
const IBC_DENOM = "ibc/7F1D3FCF4AE79E1554D670D1AD949A9BA4E4A3C76C63093E17E446A46061A7A2";
// 195 characters (msgs_test.go's invalidLongPort).
const LONG_PORT =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Duis eros neque, ultricies vel ligula ac, convallis porttitor elit. Maecenas tincidunt turpis elit, vel faucibus nisl pellentesque sodales";

function msg(overrides: Partial<MsgTransfer> = {}): MsgTransfer {
  return MsgTransfer.fromPartial({
    sourcePort: "testportid",
    sourceChannel: "testchannel",
    token: { denom: "atom", amount: "100" },
    sender: SENDER,
    receiver: "cosmos1receiver",
    timeoutHeight: { revisionNumber: 0n, revisionHeight: 10n },
    timeoutTimestamp: 0n,
    memo: "",
    ...overrides,
  });
}

describe("MsgTransfer", () => {
  it("has ibc-go's type URL, amino name and signer", () => {
    expect(MSG_TRANSFER_TYPE_URL).toBe("/ibc.applications.transfer.v1.MsgTransfer");
    expect(TRANSFER_MSG_TYPE.typeUrl).toBe(MSG_TRANSFER_TYPE_URL);
    expect(TRANSFER_MSG_TYPE.response.typeUrl).toBe("/ibc.applications.transfer.v1.MsgTransferResponse");
    expect(TRANSFER_MSG_TYPE.aminoName).toBe("cosmos-sdk/MsgTransfer");
    expect(TRANSFER_MSG_TYPE.signers(msg())).toEqual([SENDER]);
    expect(codec.encode(SENDER_BYTES)).toBe(SENDER);
  });
});

describe("validateMsgTransfer (TestMsgTransferValidation)", () => {
  it("returns the checked values, amount as an integer and sender as bytes", () => {
    expect(validateMsgTransfer(msg({ memo: "hi", timeoutTimestamp: 5n }), codec)).toEqual({
      sourcePort: "testportid",
      sourceChannel: "testchannel",
      token: { denom: "atom", amount: 100n },
      sender: SENDER_BYTES,
      receiver: "cosmos1receiver",
      timeoutHeight: { revisionNumber: 0n, revisionHeight: 10n },
      timeoutTimestamp: 5n,
      memo: "hi",
    });
  });

  it.each<[string, Partial<MsgTransfer>]>([
    ["valid msg with base denom", {}],
    ["valid msg with trace hash", { token: { denom: IBC_DENOM, amount: "100" } }],
    ["receiver and memo at their limits", { receiver: "a".repeat(MAX_RECEIVER_LENGTH), memo: "a".repeat(MAX_MEMO_LENGTH) }],
    ["no timeout at all (SendPacket refuses that, not ValidateBasic)", { timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n } }],
    ["the largest amount", { token: { denom: "atom", amount: ((1n << 256n) - 1n).toString() } }],
  ])("accepts %s", (_name, overrides) => {
    expect(() => validateMsgTransfer(msg(overrides), codec)).not.toThrow();
  });

  it.each<[string, Partial<MsgTransfer>, ErrorKind, string | RegExp]>([
    [
      "invalid ibc denom",
      { token: { denom: "ibc/7F1D3FCF4AE79E1554", amount: "100" } },
      ErrInvalidDenomForTransfer,
      /^invalid denom trace hash 7F1D3FCF4AE79E1554: expected size to be 32 bytes, got 9 bytes/,
    ],
    [
      "too short port id",
      { sourcePort: "p" },
      ErrInvalidID,
      "invalid source port ID: identifier p has invalid length: 1, must be between 2-128 characters: invalid identifier",
    ],
    ["too long port id", { sourcePort: LONG_PORT }, ErrInvalidID, /^invalid source port ID: identifier Lorem ipsum/],
    ["port id contains non-alpha", { sourcePort: "(invalidport1)" }, ErrInvalidID, /^invalid source port ID: identifier \(invalidport1\) must contain only/],
    [
      "too short channel id",
      { sourceChannel: "invalid" },
      ErrInvalidID,
      "invalid source channel ID: identifier invalid has invalid length: 7, must be between 8-64 characters: invalid identifier",
    ],
    [
      "too long channel id",
      { sourceChannel: "invalidlongchannelinvalidlongchannelinvalidlongchannelinvalidlongchannel" },
      ErrInvalidID,
      /^invalid source channel ID/,
    ],
    ["channel id contains non-alpha", { sourceChannel: "(invalidchannel1)" }, ErrInvalidID, /^invalid source channel ID/],
    ["too long memo", { memo: "a".repeat(MAX_MEMO_LENGTH + 1) }, ErrInvalidMemo, "memo must not exceed 32768 bytes: invalid memo"],
    ["a memo too long in UTF-8 bytes", { memo: "é".repeat(MAX_MEMO_LENGTH / 2 + 1) }, ErrInvalidMemo, "memo must not exceed 32768 bytes: invalid memo"],
    ["invalid denom", { token: { denom: "0atom", amount: "100" } }, ErrInvalidCoins, "1000atom: invalid coins"],
    ["zero coin", { token: { denom: "atoms", amount: "0" } }, ErrInsufficientFunds, "0atoms: insufficient funds"],
    ["negative coin", { token: { denom: "atoms", amount: "-1" } }, ErrInvalidCoins, "-1atoms: invalid coins"],
    ["an amount over 256 bits", { token: { denom: "atoms", amount: (1n << 256n).toString() } }, ErrInvalidCoins, /invalid coins$/],
    ["empty coin", { token: { denom: "", amount: "" } }, ErrInvalidCoins, ": invalid coins"],
    ["missing sender address", { sender: "" }, ErrInvalidAddress, /^string could not be parsed as address: empty sender/],
    [
      "a sender of another chain",
      { sender: "cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du" },
      ErrInvalidAddress,
      /^string could not be parsed as address: .*invalid Bech32 prefix; expected hid, got cosmos/,
    ],
    ["missing recipient address", { receiver: "" }, ErrInvalidAddress, "missing recipient address: invalid address"],
    ["blank recipient address", { receiver: " " }, ErrInvalidAddress, "missing recipient address: invalid address"],
    [
      "too long recipient address",
      { receiver: "a".repeat(MAX_RECEIVER_LENGTH + 1) },
      ErrInvalidAddress,
      "recipient address must not exceed 2048 bytes: invalid address",
    ],
    [
      "denom 'ibc'",
      { token: { denom: "ibc", amount: "100" } },
      ErrInvalidDenomForTransfer,
      `denomination should be prefixed with the format 'ibc/{hash(trace + "/" + ibc)}': invalid denomination for cross-chain transfer`,
    ],
  ])("refuses %s", (_name, overrides, kind, message) => {
    expectError(() => validateMsgTransfer(msg(overrides), codec), kind, message);
  });

  it("checks in ibc-go's order: the port before the coin, the memo before the denomination", () => {
    expectError(() => validateMsgTransfer(msg({ sourcePort: "p", token: { denom: "", amount: "" } }), codec), ErrInvalidID);
    expectError(() => validateMsgTransfer(msg({ memo: "a".repeat(MAX_MEMO_LENGTH + 1), token: { denom: "ibc/ZZ", amount: "1" } }), codec), ErrInvalidMemo);
  });
});
