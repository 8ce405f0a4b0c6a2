import type { Context } from "../../types/context";
import { packAny, type MsgRoute, type ProtoCodec } from "../../types/module";
import { createDid } from "./handlers/create-did";
import { createSchema } from "./handlers/create-schema";
import { deactivateDid } from "./handlers/deactivate-did";
import { registerCredentialStatus } from "./handlers/register-credential-status";
import { updateDid } from "./handlers/update-did";
import type { SsiModuleKeeper } from "./keeper/keeper";
import {
  MsgCreateDID,
  MsgCreateDIDResponse,
  MsgCreateSchema,
  MsgCreateSchemaResponse,
  MsgDeactivateDID,
  MsgDeactivateDIDResponse,
  MsgRegisterCredentialStatus,
  MsgRegisterCredentialStatusResponse,
  MsgUpdateDID,
  MsgUpdateDIDResponse,
} from "./types/generated/ssi/v1/tx";
import {
  MSG_CREATE_DID_RESPONSE_TYPE_URL,
  MSG_CREATE_DID_TYPE_URL,
  MSG_CREATE_SCHEMA_RESPONSE_TYPE_URL,
  MSG_CREATE_SCHEMA_TYPE_URL,
  MSG_DEACTIVATE_DID_RESPONSE_TYPE_URL,
  MSG_DEACTIVATE_DID_TYPE_URL,
  MSG_REGISTER_CREDENTIAL_STATUS_RESPONSE_TYPE_URL,
  MSG_REGISTER_CREDENTIAL_STATUS_TYPE_URL,
  MSG_UPDATE_DID_RESPONSE_TYPE_URL,
  MSG_UPDATE_DID_TYPE_URL,
  validateCreator,
  validateMsgCreateDID,
} from "./types/msgs";

/** One ssi message's wire identity and handler; every ssi message is signed by its `creator`. */
interface SsiMessage<Req extends { creator: string }, Res> {
  readonly typeUrl: string;
  readonly codec: ProtoCodec<Req>;
  readonly responseTypeUrl: string;
  readonly responseCodec: ProtoCodec<Res>;
  readonly aminoName?: string;
  readonly validateBasic: (msg: Req) => void;
  readonly handle: (ctx: Context, keeper: SsiModuleKeeper, msg: Req) => Res;
}

/** The ssi messages in hid-node's declaration order; MsgRegisterCredentialStatus has no amino name there. */
export function ssiMsgRoutes(keeper: SsiModuleKeeper): MsgRoute[] {
  const creator = (msg: { creator: string }) => validateCreator(msg.creator, keeper.addressCodec);
  return [
    route(keeper, {
      typeUrl: MSG_CREATE_DID_TYPE_URL,
      codec: MsgCreateDID,
      responseTypeUrl: MSG_CREATE_DID_RESPONSE_TYPE_URL,
      responseCodec: MsgCreateDIDResponse,
      aminoName: "ssi/CreateDID",
      validateBasic: validateMsgCreateDID,
      handle: createDid,
    }),
    route(keeper, {
      typeUrl: MSG_UPDATE_DID_TYPE_URL,
      codec: MsgUpdateDID,
      responseTypeUrl: MSG_UPDATE_DID_RESPONSE_TYPE_URL,
      responseCodec: MsgUpdateDIDResponse,
      aminoName: "ssi/UpdateDID",
      validateBasic: creator,
      handle: updateDid,
    }),
    route(keeper, {
      typeUrl: MSG_CREATE_SCHEMA_TYPE_URL,
      codec: MsgCreateSchema,
      responseTypeUrl: MSG_CREATE_SCHEMA_RESPONSE_TYPE_URL,
      responseCodec: MsgCreateSchemaResponse,
      aminoName: "ssi/CreateSchema",
      validateBasic: creator,
      handle: createSchema,
    }),
    route(keeper, {
      typeUrl: MSG_DEACTIVATE_DID_TYPE_URL,
      codec: MsgDeactivateDID,
      responseTypeUrl: MSG_DEACTIVATE_DID_RESPONSE_TYPE_URL,
      responseCodec: MsgDeactivateDIDResponse,
      aminoName: "ssi/DeactivateDID",
      validateBasic: creator,
      handle: deactivateDid,
    }),
    route(keeper, {
      typeUrl: MSG_REGISTER_CREDENTIAL_STATUS_TYPE_URL,
      codec: MsgRegisterCredentialStatus,
      responseTypeUrl: MSG_REGISTER_CREDENTIAL_STATUS_RESPONSE_TYPE_URL,
      responseCodec: MsgRegisterCredentialStatusResponse,
      validateBasic: creator,
      handle: registerCredentialStatus,
    }),
  ];
}

function route<Req extends { creator: string }, Res>(keeper: SsiModuleKeeper, m: SsiMessage<Req, Res>): MsgRoute<Req> {
  return {
    typeUrl: m.typeUrl,
    codec: m.codec,
    ...(m.aminoName === undefined ? {} : { aminoName: m.aminoName }),
    signers: (msg) => [msg.creator],
    validateBasic: m.validateBasic,
    handle: (ctx, msg) => packAny(m.responseTypeUrl, m.responseCodec, m.handle(ctx, keeper, msg)),
  };
}
