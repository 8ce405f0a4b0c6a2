import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { MsgTransfer, MsgTransferResponse } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import type { AddressCodec } from "../../../types/address";
import { isValidDenom, parseAmount, type Coin } from "../../../types/coins";
import type { AppError } from "../../../types/errors";
import { ErrInsufficientFunds, ErrInvalidAddress, ErrInvalidCoins } from "../../../types/sdk-errors";
import { isBlank, validateChannelId, validatePortId } from "../../ibc/host/identifiers";
import { ErrInvalidMemo } from "../errors";
import { validateIbcDenom } from "./denom-trace";

export const MSG_TRANSFER_TYPE_URL = "/ibc.applications.transfer.v1.MsgTransfer";
export const MSG_TRANSFER_RESPONSE_TYPE_URL = "/ibc.applications.transfer.v1.MsgTransferResponse";

export const TRANSFER_MSG_TYPE: MsgType<MsgTransfer, MsgTransferResponse> = {
  typeUrl: MSG_TRANSFER_TYPE_URL,
  codec: MsgTransfer,
  response: { typeUrl: MSG_TRANSFER_RESPONSE_TYPE_URL, codec: MsgTransferResponse },
  aminoName: "cosmos-sdk/MsgTransfer",
  signers: (msg) => [msg.sender],
};

/** The longest receiver a MsgTransfer may name, in UTF-8 bytes (ibc-go's MaximumReceiverLength). */
export const MAX_RECEIVER_LENGTH = 2048;
/** The longest memo a MsgTransfer may carry, in UTF-8 bytes (ibc-go's MaximumMemoLength). */
export const MAX_MEMO_LENGTH = 32768;

/** A MsgTransfer that passed its stateless checks, with its amount as an integer and its sender as bytes. */
export interface ValidatedTransfer {
  readonly sourcePort: string;
  readonly sourceChannel: string;
  readonly token: Coin;
  readonly sender: Uint8Array;
  readonly receiver: string;
  readonly timeoutHeight: Height;
  readonly timeoutTimestamp: bigint;
  readonly memo: string;
}

/**
 * ibc-go v7.10's MsgTransfer.ValidateBasic, in its order: source port and channel identifiers (ErrInvalidID), a
 * valid coin (ErrInvalidCoins) with a positive amount (ErrInsufficientFunds), a bech32 account sender
 * (ErrInvalidAddress), a receiver that is not blank and at most 2048 bytes (ErrInvalidAddress; its format is the
 * other chain's business), a memo of at most 32768 bytes (ErrInvalidMemo), and an `ibc/{hash}` denomination with a
 * well-formed hash (ErrInvalidDenomForTransfer).
 *
 * Timeouts are not checked: zero height and zero timestamp each disable one, and the channel's SendPacket refuses
 * a packet with neither.
 */
export function validateMsgTransfer(msg: MsgTransfer, codec: AddressCodec): ValidatedTransfer {
  withContext(() => validatePortId(msg.sourcePort), "invalid source port ID");
  withContext(() => validateChannelId(msg.sourceChannel), "invalid source channel ID");
  const token = transferCoin(msg.token?.denom ?? "", msg.token?.amount ?? "");
  const sender = withContext(() => codec.decode(msg.sender, "sender"), "string could not be parsed as address");
  if (isBlank(msg.receiver)) throw ErrInvalidAddress.wrap("missing recipient address");
  if (Buffer.byteLength(msg.receiver, "utf8") > MAX_RECEIVER_LENGTH) {
    throw ErrInvalidAddress.wrap(`recipient address must not exceed ${MAX_RECEIVER_LENGTH} bytes`);
  }
  if (Buffer.byteLength(msg.memo, "utf8") > MAX_MEMO_LENGTH) throw ErrInvalidMemo.wrap(`memo must not exceed ${MAX_MEMO_LENGTH} bytes`);
  validateIbcDenom(token.denom);
  return {
    sourcePort: msg.sourcePort,
    sourceChannel: msg.sourceChannel,
    token,
    sender,
    receiver: msg.receiver,
    timeoutHeight: msg.timeoutHeight ?? { revisionNumber: 0n, revisionHeight: 0n },
    timeoutTimestamp: msg.timeoutTimestamp,
    memo: msg.memo,
  };
}

/** The coin to send: a valid denomination and a non-negative integer amount, and then a positive one. */
function transferCoin(denom: string, amount: string): Coin {
  const shown = `${amount}${denom}`;
  let value: bigint;
  try {
    value = parseAmount(amount);
  } catch {
    throw ErrInvalidCoins.wrap(shown);
  }
  if (!isValidDenom(denom)) throw ErrInvalidCoins.wrap(shown);
  if (value === 0n) throw ErrInsufficientFunds.wrap(shown);
  return { denom, amount: value };
}

/** Runs a check, putting `detail` in front of the AppError it throws (as ibc-go wraps the identifier errors). */
function withContext<T>(check: () => T, detail: string): T {
  try {
    return check();
  } catch (err) {
    throw (err as AppError).wrap(detail);
  }
}
