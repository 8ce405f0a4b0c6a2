import { checkAuthority } from "../../module-kit/authority";
import type { Context } from "../../module-kit/context";
import type { MsgType } from "../../codec/proto-codec";
import type { Ed25519Job } from "../../crypto/ed25519-board";
import type { MsgRoute } from "../../module-kit/module";
import { createDid, createDidSignatureJobs } from "./handlers/create-did";
import { createSchema } from "./handlers/create-schema";
import { deactivateDid } from "./handlers/deactivate-did";
import { registerCredentialStatus } from "./handlers/register-credential-status";
import { updateDid } from "./handlers/update-did";
import type { SsiModuleKeeper } from "./keeper/keeper";
import type { MsgUpdateParams, MsgUpdateParamsResponse } from "./types/generated/ssi/v1/tx";
import {
  CREATE_DID_MSG_TYPE,
  CREATE_SCHEMA_MSG_TYPE,
  DEACTIVATE_DID_MSG_TYPE,
  REGISTER_CREDENTIAL_STATUS_MSG_TYPE,
  UPDATE_DID_MSG_TYPE,
  UPDATE_PARAMS_MSG_TYPE,
  validateCreator,
  validateMsgCreateDID,
  validateSignedDidMsg,
} from "./types/msgs";
import { validateSsiParams } from "./types/params";

/** The ssi messages' node side, in hid-node's declaration order: stateless checks and handlers on their types. */
export function ssiMsgRoutes(keeper: SsiModuleKeeper): MsgRoute[] {
  const creator = (msg: { creator: string }) => validateCreator(msg.creator, keeper.addressCodec);
  const signedDidMsg = (msg: { creator: string; signatures: readonly unknown[] }) => validateSignedDidMsg(msg, keeper.addressCodec);
  const params = (msg: MsgUpdateParams) => {
    keeper.addressCodec.decode(msg.authority, "authority address");
    validateSsiParams(msg.params);
  };
  return [
    route(keeper, CREATE_DID_MSG_TYPE, validateMsgCreateDID, createDid, createDidSignatureJobs),
    route(keeper, UPDATE_DID_MSG_TYPE, signedDidMsg, updateDid),
    route(keeper, CREATE_SCHEMA_MSG_TYPE, creator, createSchema),
    route(keeper, DEACTIVATE_DID_MSG_TYPE, signedDidMsg, deactivateDid),
    route(keeper, REGISTER_CREDENTIAL_STATUS_MSG_TYPE, creator, registerCredentialStatus),
    route(keeper, UPDATE_PARAMS_MSG_TYPE, params, updateParams),
  ];
}

/**
 * MsgUpdateParams: the gov account sets the chain namespace. Documents already written keep their ids; from now on
 * new documents must carry the new namespace, and the old ones can no longer be updated, deactivated or changed.
 */
function updateParams(ctx: Context, keeper: SsiModuleKeeper, msg: MsgUpdateParams): MsgUpdateParamsResponse {
  checkAuthority(keeper.addressCodec, msg.authority);
  keeper.setChainNamespace(ctx, validateSsiParams(msg.params).chainNamespace);
  return {};
}

function route<T, R>(
  keeper: SsiModuleKeeper,
  type: MsgType<T, R>,
  validateBasic: (msg: T) => void,
  handle: (ctx: Context, keeper: SsiModuleKeeper, msg: T) => R,
  ed25519Ahead?: (ctx: Context, keeper: SsiModuleKeeper, msg: T) => Ed25519Job[],
): MsgRoute<T, R> {
  return {
    ...type,
    validateBasic,
    handle: (ctx, msg) => handle(ctx, keeper, msg),
    ...(ed25519Ahead === undefined ? {} : { ed25519Ahead: (ctx: Context, msg: T) => ed25519Ahead(ctx, keeper, msg) }),
  };
}
