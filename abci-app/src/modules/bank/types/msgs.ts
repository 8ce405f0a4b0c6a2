import type { Input, Output } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import {
  MsgMultiSend,
  MsgMultiSendResponse,
  MsgSend,
  MsgSendResponse,
  MsgSetSendEnabled,
  MsgSetSendEnabledResponse,
  MsgUpdateParams,
  MsgUpdateParamsResponse,
} from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { AddressCodec } from "../../../types/address";
import { sumCoins, coinsFromProto, formatCoins, isValidDenom, validateCoins, type Coin } from "../../../types/coins";
import type { MsgType } from "../../../codec/proto-codec";
import { ErrInvalidCoins, ErrInvalidRequest } from "../../../types/sdk-errors";
import { ErrInputOutputMismatch, ErrMultipleSenders, ErrNoInputs, ErrNoOutputs } from "../errors";

export const MSG_SEND_TYPE_URL = "/cosmos.bank.v1beta1.MsgSend";
export const MSG_SEND_RESPONSE_TYPE_URL = "/cosmos.bank.v1beta1.MsgSendResponse";
export const MSG_MULTI_SEND_TYPE_URL = "/cosmos.bank.v1beta1.MsgMultiSend";
export const MSG_MULTI_SEND_RESPONSE_TYPE_URL = "/cosmos.bank.v1beta1.MsgMultiSendResponse";
export const MSG_UPDATE_PARAMS_TYPE_URL = "/cosmos.bank.v1beta1.MsgUpdateParams";
export const MSG_SET_SEND_ENABLED_TYPE_URL = "/cosmos.bank.v1beta1.MsgSetSendEnabled";

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

/** The gov account's parameter change: signed by `authority`, so it runs only as a passed proposal's message. */
export const UPDATE_PARAMS_MSG_TYPE: MsgType<MsgUpdateParams, MsgUpdateParamsResponse> = {
  typeUrl: MSG_UPDATE_PARAMS_TYPE_URL,
  codec: MsgUpdateParams,
  response: { typeUrl: `${MSG_UPDATE_PARAMS_TYPE_URL}Response`, codec: MsgUpdateParamsResponse },
  aminoName: "cosmos-sdk/x/bank/MsgUpdateParams",
  signers: (msg) => [msg.authority],
};

/** The gov account's per-denom send-enabled flags, set or removed (back to the default). */
export const SET_SEND_ENABLED_MSG_TYPE: MsgType<MsgSetSendEnabled, MsgSetSendEnabledResponse> = {
  typeUrl: MSG_SET_SEND_ENABLED_TYPE_URL,
  codec: MsgSetSendEnabled,
  response: { typeUrl: `${MSG_SET_SEND_ENABLED_TYPE_URL}Response`, codec: MsgSetSendEnabledResponse },
  aminoName: "cosmos-sdk/MsgSetSendEnabled",
  signers: (msg) => [msg.authority],
};

/** The bank messages, in the SDK's declaration order. */
export const BANK_MSG_TYPES: readonly MsgType[] = [SEND_MSG_TYPE, MULTI_SEND_MSG_TYPE, UPDATE_PARAMS_MSG_TYPE, SET_SEND_ENABLED_MSG_TYPE];

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
  const outputCoins = outputs.map((output) => {
    codec.decode(output.address, "output address");
    return parseSendAmount(output.coins);
  });
  if (formatCoins(inputCoins) !== formatCoins(sumCoins(outputCoins))) throw ErrInputOutputMismatch.error();
}

/**
 * MsgSetSendEnabled's stateless checks (v0.47): an authority, when given, is a bech32 address (sdk 7); each flag's
 * denom valid and listed once, each `use_default_for` denom valid (sdk 18).
 */
export function validateMsgSetSendEnabled(msg: MsgSetSendEnabled, codec: AddressCodec): void {
  if (msg.authority !== "") codec.decode(msg.authority, "authority address");
  const seen = new Set<string>();
  for (const entry of msg.sendEnabled) {
    if (seen.has(entry.denom)) throw ErrInvalidRequest.wrap(`duplicate denom entries found for ${JSON.stringify(entry.denom)}`);
    seen.add(entry.denom);
    if (!isValidDenom(entry.denom)) throw ErrInvalidRequest.wrap(`invalid SendEnabled denom ${JSON.stringify(entry.denom)}: invalid denom: ${entry.denom}`);
  }
  for (const denom of msg.useDefaultFor) {
    if (!isValidDenom(denom)) throw ErrInvalidRequest.wrap(`invalid UseDefaultFor denom ${JSON.stringify(denom)}: invalid denom: ${denom}`);
  }
}
