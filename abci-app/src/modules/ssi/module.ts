import type { TypeRegistry } from "../../codec/registry";
import type { AppModule } from "../../types/module";
import { exportSsiGenesis, initSsiGenesis } from "./genesis";
import type { SsiModuleKeeper } from "./keeper/keeper";
import { ssiMsgRoutes } from "./msgs";
import { ssiQueryRoutes } from "./queries";
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
import { defaultSsiGenesis, validateSsiGenesis } from "./types/genesis";
import { parseSsiGenesis, ssiGenesisToJson } from "./types/genesis-json";
import { SSI_MODULE_NAME, SSI_STORE_KEY } from "./types/keys";
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
} from "./types/msgs";

/** Registers the `Any` types ssi owns: its five messages and their responses (ts-proto codecs). */
export function registerSsiTypes(registry: TypeRegistry): void {
  registry
    .register(MSG_CREATE_DID_TYPE_URL, MsgCreateDID)
    .register(MSG_CREATE_DID_RESPONSE_TYPE_URL, MsgCreateDIDResponse)
    .register(MSG_UPDATE_DID_TYPE_URL, MsgUpdateDID)
    .register(MSG_UPDATE_DID_RESPONSE_TYPE_URL, MsgUpdateDIDResponse)
    .register(MSG_CREATE_SCHEMA_TYPE_URL, MsgCreateSchema)
    .register(MSG_CREATE_SCHEMA_RESPONSE_TYPE_URL, MsgCreateSchemaResponse)
    .register(MSG_DEACTIVATE_DID_TYPE_URL, MsgDeactivateDID)
    .register(MSG_DEACTIVATE_DID_RESPONSE_TYPE_URL, MsgDeactivateDIDResponse)
    .register(MSG_REGISTER_CREDENTIAL_STATUS_TYPE_URL, MsgRegisterCredentialStatus)
    .register(MSG_REGISTER_CREDENTIAL_STATUS_RESPONSE_TYPE_URL, MsgRegisterCredentialStatusResponse);
}

/**
 * The ssi module: DID documents, schemas and credential statuses with hid-node v0.1's wire identity.
 * Its `beginBlock` expires credentials; the app runs it at the start of every block, before the txs.
 * Genesis needs no other module's (order after auth and bank is fine).
 */
export function createSsiModule(keeper: SsiModuleKeeper, registry: TypeRegistry): AppModule {
  registerSsiTypes(registry);
  return {
    name: SSI_MODULE_NAME,
    storeKeys: [SSI_STORE_KEY],
    msgRoutes: ssiMsgRoutes(keeper),
    queryRoutes: ssiQueryRoutes(keeper),
    defaultGenesis: () => ssiGenesisToJson(defaultSsiGenesis()),
    validateGenesis: (genesis) => validateSsiGenesis(parseSsiGenesis(genesis)),
    initGenesis: (ctx, genesis) => initSsiGenesis(ctx, keeper, parseSsiGenesis(genesis)),
    exportGenesis: (ctx) => ssiGenesisToJson(exportSsiGenesis(ctx, keeper)),
    beginBlock: (ctx) => void keeper.expireDueCredentials(ctx),
  };
}
