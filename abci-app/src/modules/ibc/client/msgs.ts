import {
  MsgCreateClient,
  MsgCreateClientResponse,
  MsgSubmitMisbehaviour,
  MsgSubmitMisbehaviourResponse,
  MsgUpdateClient,
  MsgUpdateClientResponse,
} from "cosmjs-types-ibc-v7/ibc/core/client/v1/tx";
import type { MsgType } from "../../../codec/proto-codec";
import type { MsgRoute } from "../../../module-kit/module";
import type { AddressCodec } from "../../../types/address";
import { ErrInvalidHeader, ErrInvalidMisbehaviour } from "../errors";
import { validateClientId } from "../host/identifiers";
import { validateSigner } from "../types/signer";
import { unpackClientState, unpackConsensusState } from "./client-state";
import { type ClientKeeper, TENDERMINT_MISBEHAVIOUR_TYPE_URL } from "./keeper";

export const CREATE_CLIENT_MSG_TYPE: MsgType<MsgCreateClient, MsgCreateClientResponse> = {
  typeUrl: "/ibc.core.client.v1.MsgCreateClient",
  codec: MsgCreateClient,
  response: { typeUrl: "/ibc.core.client.v1.MsgCreateClientResponse", codec: MsgCreateClientResponse },
  signers: (msg) => [msg.signer],
};

export const UPDATE_CLIENT_MSG_TYPE: MsgType<MsgUpdateClient, MsgUpdateClientResponse> = {
  typeUrl: "/ibc.core.client.v1.MsgUpdateClient",
  codec: MsgUpdateClient,
  response: { typeUrl: "/ibc.core.client.v1.MsgUpdateClientResponse", codec: MsgUpdateClientResponse },
  signers: (msg) => [msg.signer],
};

/** Deprecated in ibc-go v7 in favour of MsgUpdateClient with a Misbehaviour; relayers still send it. */
export const SUBMIT_MISBEHAVIOUR_MSG_TYPE: MsgType<MsgSubmitMisbehaviour, MsgSubmitMisbehaviourResponse> = {
  typeUrl: "/ibc.core.client.v1.MsgSubmitMisbehaviour",
  codec: MsgSubmitMisbehaviour,
  response: { typeUrl: "/ibc.core.client.v1.MsgSubmitMisbehaviourResponse", codec: MsgSubmitMisbehaviourResponse },
  signers: (msg) => [msg.signer],
};

export const CLIENT_MSG_TYPES: readonly MsgType[] = [CREATE_CLIENT_MSG_TYPE, UPDATE_CLIENT_MSG_TYPE, SUBMIT_MISBEHAVIOUR_MSG_TYPE];

/** The 02-client messages: stateless checks (ValidateBasic), then the keeper. */
export function clientMsgRoutes(keeper: ClientKeeper, codec: AddressCodec): MsgRoute[] {
  const create: MsgRoute<MsgCreateClient, MsgCreateClientResponse> = {
    ...CREATE_CLIENT_MSG_TYPE,
    validateBasic: (msg) => {
      validateSigner(msg.signer, codec);
      unpackClientState(msg.clientState);
      unpackConsensusState(msg.consensusState);
    },
    handle: (ctx, msg) => {
      keeper.createClient(ctx, unpackClientState(msg.clientState), unpackConsensusState(msg.consensusState));
      return {};
    },
  };
  const update: MsgRoute<MsgUpdateClient, MsgUpdateClientResponse> = {
    ...UPDATE_CLIENT_MSG_TYPE,
    validateBasic: (msg) => {
      validateSigner(msg.signer, codec);
      validateClientId(msg.clientId);
      if (msg.clientMessage === undefined) throw ErrInvalidHeader.wrap("client message cannot be empty");
    },
    handle: (ctx, msg) => {
      keeper.updateClient(ctx, msg.clientId, msg.clientMessage!);
      return {};
    },
  };
  const misbehaviour: MsgRoute<MsgSubmitMisbehaviour, MsgSubmitMisbehaviourResponse> = {
    ...SUBMIT_MISBEHAVIOUR_MSG_TYPE,
    validateBasic: (msg) => {
      validateSigner(msg.signer, codec);
      validateClientId(msg.clientId);
      if (msg.misbehaviour?.typeUrl !== TENDERMINT_MISBEHAVIOUR_TYPE_URL)
        throw ErrInvalidMisbehaviour.wrap("misbehaviour must be a 07-tendermint Misbehaviour");
    },
    handle: (ctx, msg) => {
      keeper.updateClient(ctx, msg.clientId, msg.misbehaviour!);
      return {};
    },
  };
  return [create, update, misbehaviour];
}
