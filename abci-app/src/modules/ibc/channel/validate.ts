import { type Channel, type Counterparty, Order, type Packet, State } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type {
  MsgAcknowledgement,
  MsgChannelCloseConfirm,
  MsgChannelCloseInit,
  MsgChannelOpenAck,
  MsgChannelOpenConfirm,
  MsgChannelOpenInit,
  MsgChannelOpenTry,
  MsgRecvPacket,
  MsgTimeout,
  MsgTimeoutOnClose,
} from "cosmjs-types-ibc-v7/ibc/core/channel/v1/tx";
import type { AddressCodec } from "../../../types/address";
import { AppError } from "../../../types/errors";
import { ErrInvalidSequence } from "../../../types/sdk-errors";
import {
  ErrInvalidAcknowledgement,
  ErrInvalidChannelIdentifier,
  ErrInvalidChannelOrdering,
  ErrInvalidChannelState,
  ErrInvalidCounterpartyChannel,
  ErrInvalidPacket,
  ErrInvalidProof,
  ErrTooManyConnectionHops,
} from "../errors";
import { isValidChannelId, validateChannelId, validateConnectionId, validatePortId } from "../host/identifiers";
import { isZeroHeight } from "../types/height";
import { validateSigner } from "../types/signer";
import { orderName, stateName } from "./names";

/*
 * ICS-04's stateless checks, as ibc-go v7's 04-channel/types (channel.go, packet.go, msgs.go ValidateBasic), same
 * order and texts. Each throws an AppError.
 */

/** Channel.ValidateBasic. */
export function validateChannel(channel: Channel): void {
  if (channel.state === State.STATE_UNINITIALIZED_UNSPECIFIED) throw ErrInvalidChannelState.error();
  if (channel.ordering !== Order.ORDER_ORDERED && channel.ordering !== Order.ORDER_UNORDERED) throw ErrInvalidChannelOrdering.wrap(orderName(channel.ordering));
  if (channel.connectionHops.length !== 1) throw ErrTooManyConnectionHops.wrap("current IBC version only supports one connection hop");
  wrapped("invalid connection hop ID", () => validateConnectionId(channel.connectionHops[0]!));
  validateCounterparty(channel.counterparty);
}

/** Counterparty.ValidateBasic: the channel identifier may be empty (not known yet). */
export function validateCounterparty(counterparty: Counterparty): void {
  wrapped("invalid counterparty port ID", () => validatePortId(counterparty.portId));
  if (counterparty.channelId !== "") wrapped("invalid counterparty channel ID", () => validateChannelId(counterparty.channelId));
}

/** Packet.ValidateBasic. */
export function validatePacket(packet: Packet): void {
  wrapped("invalid source port ID", () => validatePortId(packet.sourcePort));
  wrapped("invalid destination port ID", () => validatePortId(packet.destinationPort));
  wrapped("invalid source channel ID", () => validateChannelId(packet.sourceChannel));
  wrapped("invalid destination channel ID", () => validateChannelId(packet.destinationChannel));
  if (packet.sequence === 0n) throw ErrInvalidPacket.wrap("packet sequence cannot be 0");
  if (isZeroHeight(packet.timeoutHeight) && packet.timeoutTimestamp === 0n) {
    throw ErrInvalidPacket.wrap("packet timeout height and packet timeout timestamp cannot both be 0");
  }
  if (packet.data.length === 0) throw ErrInvalidPacket.wrap("packet data bytes cannot be empty");
}

export function validateMsgChannelOpenInit(msg: MsgChannelOpenInit, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  const channel = present(msg.channel);
  if (channel.state !== State.STATE_INIT) {
    throw ErrInvalidChannelState.wrap(
      `channel state must be INIT in MsgChannelOpenInit. expected: ${stateName(State.STATE_INIT)}, got: ${stateName(channel.state)}`,
    );
  }
  if (channel.counterparty.channelId !== "") throw ErrInvalidCounterpartyChannel.wrap("counterparty channel identifier must be empty");
  validateSigner(msg.signer, codec);
  validateChannel(channel);
}

export function validateMsgChannelOpenTry(msg: MsgChannelOpenTry, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  if (msg.previousChannelId !== "") {
    throw ErrInvalidChannelIdentifier.wrap(
      "previous channel identifier must be empty, this field has been deprecated as crossing hellos are no longer supported",
    );
  }
  nonEmptyProof(msg.proofInit, "cannot submit an empty proof init");
  const channel = present(msg.channel);
  if (channel.state !== State.STATE_TRYOPEN) {
    throw ErrInvalidChannelState.wrap(
      `channel state must be TRYOPEN in MsgChannelOpenTry. expected: ${stateName(State.STATE_TRYOPEN)}, got: ${stateName(channel.state)}`,
    );
  }
  wrapped("invalid counterparty channel ID", () => validateChannelId(channel.counterparty.channelId));
  validateSigner(msg.signer, codec);
  validateChannel(channel);
}

export function validateMsgChannelOpenAck(msg: MsgChannelOpenAck, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  ourChannelId(msg.channelId);
  wrapped("invalid counterparty channel ID", () => validateChannelId(msg.counterpartyChannelId));
  nonEmptyProof(msg.proofTry, "cannot submit an empty proof try");
  validateSigner(msg.signer, codec);
}

export function validateMsgChannelOpenConfirm(msg: MsgChannelOpenConfirm, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  ourChannelId(msg.channelId);
  nonEmptyProof(msg.proofAck, "cannot submit an empty proof ack");
  validateSigner(msg.signer, codec);
}

export function validateMsgChannelCloseInit(msg: MsgChannelCloseInit, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  ourChannelId(msg.channelId);
  validateSigner(msg.signer, codec);
}

export function validateMsgChannelCloseConfirm(msg: MsgChannelCloseConfirm, codec: AddressCodec): void {
  wrapped("invalid port ID", () => validatePortId(msg.portId));
  ourChannelId(msg.channelId);
  nonEmptyProof(msg.proofInit, "cannot submit an empty proof init");
  validateSigner(msg.signer, codec);
}

export function validateMsgRecvPacket(msg: MsgRecvPacket, codec: AddressCodec): void {
  nonEmptyProof(msg.proofCommitment, "cannot submit an empty proof");
  validateSigner(msg.signer, codec);
  validatePacket(present(msg.packet));
}

export function validateMsgTimeout(msg: MsgTimeout, codec: AddressCodec): void {
  nonEmptyProof(msg.proofUnreceived, "cannot submit an empty unreceived proof");
  if (msg.nextSequenceRecv === 0n) throw ErrInvalidSequence.wrap("next sequence receive cannot be 0");
  validateSigner(msg.signer, codec);
  validatePacket(present(msg.packet));
}

export function validateMsgTimeoutOnClose(msg: MsgTimeoutOnClose, codec: AddressCodec): void {
  if (msg.nextSequenceRecv === 0n) throw ErrInvalidSequence.wrap("next sequence receive cannot be 0");
  nonEmptyProof(msg.proofUnreceived, "cannot submit an empty proof");
  nonEmptyProof(msg.proofClose, "cannot submit an empty proof of closed counterparty channel end");
  validateSigner(msg.signer, codec);
  validatePacket(present(msg.packet));
}

export function validateMsgAcknowledgement(msg: MsgAcknowledgement, codec: AddressCodec): void {
  nonEmptyProof(msg.proofAcked, "cannot submit an empty proof");
  if (msg.acknowledgement.length === 0) throw ErrInvalidAcknowledgement.wrap("ack bytes cannot be empty");
  validateSigner(msg.signer, codec);
  validatePacket(present(msg.packet));
}

/**
 * The messages' embedded `channel` and `packet` are non-nullable in ibc-go (gogoproto): absent on the wire, they are
 * the zero value there, which the checks then refuse. Decoding fills them in the same way; a message built in code
 * may still lack them (their TypeScript type allows it), and is then read as Go would read it.
 */
function present<T extends Channel | Packet>(value: T | undefined): T {
  return value ?? (ZERO as unknown as T);
}

const ZERO = Object.freeze({
  state: 0,
  ordering: 0,
  counterparty: { portId: "", channelId: "" },
  connectionHops: [],
  version: "",
  sequence: 0n,
  sourcePort: "",
  sourceChannel: "",
  destinationPort: "",
  destinationChannel: "",
  data: new Uint8Array(),
  timeoutHeight: { revisionNumber: 0n, revisionHeight: 0n },
  timeoutTimestamp: 0n,
});

/** IsValidChannelID: one of our own `channel-{N}` identifiers. */
function ourChannelId(channelId: string): void {
  if (!isValidChannelId(channelId)) throw ErrInvalidChannelIdentifier.error();
}

function nonEmptyProof(proof: Uint8Array, why: string): void {
  if (proof.length === 0) throw ErrInvalidProof.wrap(why);
}

function wrapped(detail: string, check: () => void): void {
  try {
    check();
  } catch (err) {
    throw err instanceof AppError ? err.wrap(detail) : err;
  }
}
