import type { Input, Output } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { MsgMultiSend, MsgMultiSendResponse, MsgSend, MsgSendResponse } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { AddressCodec } from "../../../types/address";
import { addCoins, coinsFromProto, formatCoins, validateCoins, type Coin } from "../../../types/coins";
import type { MsgType } from "../../../codec/proto-codec";
import { ErrInvalidCoins } from "../../../types/sdk-errors";
import { ErrInputOutputMismatch, ErrMultipleSenders, ErrNoInputs, ErrNoOutputs } from "../errors";

export const MSG_SEND_TYPE_URL = "/cosmos.bank.v1beta1.MsgSend";
export const MSG_SEND_RESPONSE_TYPE_URL = "/cosmos.bank.v1beta1.MsgSendResponse";
export const MSG_MULTI_SEND_TYPE_URL = "/cosmos.bank.v1beta1.MsgMultiSend";
export const MSG_MULTI_SEND_RESPONSE_TYPE_URL = "/cosmos.bank.v1beta1.MsgMultiSendResponse";

export const SEND_MSG_TYPE: MsgType<MsgSend, MsgSendResponse> = {
  typeUrl: MSG_SEND_TYPE_URL,
  codec: MsgSend,
  response: { typeUrl: MSG_SEND_RESPONSE_TYPE_URL, codec: MsgSendResponse },
  aminoName: "cosmos-sdk/MsgSend",
  signers: (msg) => [msg.fromAddress],
};

export const MULTI_SEND_MSG_TYPE: MsgType<MsgMultiSend, MsgMultiSendResponse> = {
  typeUrl: MSG_MULTI_SEND_TYPE_URL,
  codec: MsgMultiSend,
  response: { typeUrl: MSG_MULTI_SEND_RESPONSE_TYPE_URL, codec: MsgMultiSendResponse },
  aminoName: "cosmos-sdk/MsgMultiSend",
  signers: (msg) => msg.inputs.map((input) => input.address),
};

/** The bank messages, in the SDK's declaration order. */
export const BANK_MSG_TYPES: readonly MsgType[] = [SEND_MSG_TYPE, MULTI_SEND_MSG_TYPE];

/** Coins a message moves: valid (sorted, positive, no denom twice) and not empty. */
export function parseSendAmount(coins: readonly ProtoCoin[]): Coin[] {
  const parsed = coinsFromProto(coins);
  validateCoins(parsed);
  if (parsed.length === 0) throw ErrInvalidCoins.wrap("empty amount");
  return parsed;
}

/** MsgSend's stateless checks (ValidateBasic): both addresses, a valid non-empty amount. */
export function validateMsgSend(msg: MsgSend, codec: AddressCodec): void {
  codec.decode(msg.fromAddress, "from address");
  codec.decode(msg.toAddress, "to address");
  parseSendAmount(msg.amount);
}

/** MsgMultiSend's stateless checks (v0.47): exactly one input, at least one output, input = sum of outputs. */
export function validateMsgMultiSend(msg: MsgMultiSend, codec: AddressCodec): void {
  if (msg.inputs.length === 0) throw ErrNoInputs.error();
  if (msg.inputs.length !== 1) throw ErrMultipleSenders.error();
  if (msg.outputs.length === 0) throw ErrNoOutputs.error();
  validateInputOutputs(msg.inputs[0]!, msg.outputs, codec);
}

/** Addresses and coins of the input and every output valid; the input equals the sum of the outputs. */
export function validateInputOutputs(input: Input, outputs: readonly Output[], codec: AddressCodec): void {
  codec.decode(input.address, "input address");
  const inputCoins = parseSendAmount(input.coins);
  let totalOut: Coin[] = [];
  for (const output of outputs) {
    codec.decode(output.address, "output address");
    totalOut = addCoins(totalOut, parseSendAmount(output.coins));
  }
  if (formatCoins(inputCoins) !== formatCoins(totalOut)) throw ErrInputOutputMismatch.error();
}
