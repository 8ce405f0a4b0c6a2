import {
  MsgConnectionOpenAck,
  MsgConnectionOpenAckResponse,
  MsgConnectionOpenConfirm,
  MsgConnectionOpenConfirmResponse,
  MsgConnectionOpenInit,
  MsgConnectionOpenInitResponse,
  MsgConnectionOpenTry,
  MsgConnectionOpenTryResponse,
} from "cosmjs-types-ibc-v7/ibc/core/connection/v1/tx";
import type { Counterparty } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { MsgType } from "../../../codec/proto-codec";
import type { MsgRoute } from "../../../module-kit/module";
import type { AddressCodec } from "../../../types/address";
import { ErrInvalidConnectionIdentifier, ErrInvalidCounterparty, ErrInvalidProof, ErrInvalidVersion } from "../errors";
import { validateClientId, validateConnectionId } from "../host/identifiers";
import { validateSigner } from "../types/signer";
import type { ConnectionKeeper } from "./keeper";
import { validateVersion } from "./version";

function msgType<T extends { signer: string }, R>(name: string, codec: MsgType<T, R>["codec"], response: MsgType<T, R>["response"]["codec"]): MsgType<T, R> {
  return {
    typeUrl: `/ibc.core.connection.v1.${name}`,
    codec,
    response: { typeUrl: `/ibc.core.connection.v1.${name}Response`, codec: response },
    signers: (msg) => [msg.signer],
  };
}

export const CONNECTION_OPEN_INIT_MSG_TYPE = msgType("MsgConnectionOpenInit", MsgConnectionOpenInit, MsgConnectionOpenInitResponse);
export const CONNECTION_OPEN_TRY_MSG_TYPE = msgType("MsgConnectionOpenTry", MsgConnectionOpenTry, MsgConnectionOpenTryResponse);
export const CONNECTION_OPEN_ACK_MSG_TYPE = msgType("MsgConnectionOpenAck", MsgConnectionOpenAck, MsgConnectionOpenAckResponse);
export const CONNECTION_OPEN_CONFIRM_MSG_TYPE = msgType("MsgConnectionOpenConfirm", MsgConnectionOpenConfirm, MsgConnectionOpenConfirmResponse);

export const CONNECTION_MSG_TYPES: readonly MsgType[] = [
  CONNECTION_OPEN_INIT_MSG_TYPE,
  CONNECTION_OPEN_TRY_MSG_TYPE,
  CONNECTION_OPEN_ACK_MSG_TYPE,
  CONNECTION_OPEN_CONFIRM_MSG_TYPE,
];

/** The 03-connection messages: ibc-go v7.10's ValidateBasic, then the keeper's handshake step. */
export function connectionMsgRoutes(keeper: ConnectionKeeper, codec: AddressCodec): MsgRoute[] {
  const init: MsgRoute<MsgConnectionOpenInit, MsgConnectionOpenInitResponse> = {
    ...CONNECTION_OPEN_INIT_MSG_TYPE,
    validateBasic: (msg) => {
      validateClientId(msg.clientId);
      if (msg.counterparty.connectionId !== "") throw ErrInvalidCounterparty.wrap("counterparty connection identifier must be empty");
      if (msg.version !== undefined) validateVersion(msg.version);
      validateSigner(msg.signer, codec);
      validateCounterparty(msg.counterparty);
    },
    handle: (ctx, msg) => {
      keeper.openInit(ctx, msg.clientId, msg.counterparty, msg.version, msg.delayPeriod);
      return {};
    },
  };
  const tryOpen: MsgRoute<MsgConnectionOpenTry, MsgConnectionOpenTryResponse> = {
    ...CONNECTION_OPEN_TRY_MSG_TYPE,
    validateBasic: (msg) => {
      if (msg.previousConnectionId !== "") {
        throw ErrInvalidConnectionIdentifier.wrap(
          "previous connection identifier must be empty, this field has been deprecated as crossing hellos are no longer supported",
        );
      }
      validateClientId(msg.clientId);
      validateConnectionId(msg.counterparty.connectionId);
      if (msg.counterpartyVersions.length === 0) throw ErrInvalidVersion.wrap("empty counterparty versions");
      for (const version of msg.counterpartyVersions) validateVersion(version);
      if (msg.proofInit.length === 0) throw ErrInvalidProof.wrap("cannot submit an empty proof init");
      validateSigner(msg.signer, codec);
      validateCounterparty(msg.counterparty);
    },
    handle: (ctx, msg) => {
      keeper.openTry(ctx, msg.clientId, msg.counterparty, msg.delayPeriod, msg.counterpartyVersions, { proof: msg.proofInit, height: msg.proofHeight });
      return {};
    },
  };
  const ack: MsgRoute<MsgConnectionOpenAck, MsgConnectionOpenAckResponse> = {
    ...CONNECTION_OPEN_ACK_MSG_TYPE,
    validateBasic: (msg) => {
      validateOwnConnectionId(msg.connectionId);
      validateConnectionId(msg.counterpartyConnectionId);
      validateVersion(msg.version);
      if (msg.proofTry.length === 0) throw ErrInvalidProof.wrap("cannot submit an empty proof try");
      validateSigner(msg.signer, codec);
    },
    handle: (ctx, msg) => {
      keeper.openAck(ctx, msg.connectionId, msg.version!, msg.counterpartyConnectionId, { proof: msg.proofTry, height: msg.proofHeight });
      return {};
    },
  };
  const confirm: MsgRoute<MsgConnectionOpenConfirm, MsgConnectionOpenConfirmResponse> = {
    ...CONNECTION_OPEN_CONFIRM_MSG_TYPE,
    validateBasic: (msg) => {
      validateOwnConnectionId(msg.connectionId);
      if (msg.proofAck.length === 0) throw ErrInvalidProof.wrap("cannot submit an empty proof ack");
      validateSigner(msg.signer, codec);
    },
    handle: (ctx, msg) => {
      keeper.openConfirm(ctx, msg.connectionId, { proof: msg.proofAck, height: msg.proofHeight });
      return {};
    },
  };
  return [init, tryOpen, ack, confirm];
}

/** ibc-go's `Counterparty.ValidateBasic`: its connection id (when set) and client id valid, a prefix to prove under. */
function validateCounterparty(counterparty: Counterparty): void {
  if (counterparty.connectionId !== "") validateConnectionId(counterparty.connectionId);
  validateClientId(counterparty.clientId);
  if (counterparty.prefix.keyPrefix.length === 0) throw ErrInvalidCounterparty.wrap("counterparty prefix cannot be empty");
}

/** ibc-go's `IsValidConnectionID`: one of ours, `connection-{N}`. */
function validateOwnConnectionId(connectionId: string): void {
  if (!/^connection-(0|[1-9][0-9]{0,19})$/.test(connectionId))
    throw ErrInvalidConnectionIdentifier.wrap(`${connectionId} is not a connection identifier of the form connection-{N}`);
}
