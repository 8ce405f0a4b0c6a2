import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { MsgExec, MsgExecResponse, MsgGrant, MsgGrantResponse, MsgRevoke, MsgRevokeResponse } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import type { TypeRegistry } from "../../codec/registry";
import type { AppModule } from "../../types/module";
import { exportAuthzGenesis, initAuthzGenesis } from "./genesis";
import type { AuthzKeeper } from "./keeper/keeper";
import { authzMsgRoutes } from "./msgs";
import { authzQueryRoutes } from "./queries";
import { GENERIC_AUTHORIZATION_TYPE_URL } from "./types/generic-authorization";
import { defaultAuthzGenesis, validateAuthzGenesis } from "./types/genesis";
import { authzGenesisToJson, parseAuthzGenesis } from "./types/genesis-json";
import { AUTHZ_MODULE_NAME, AUTHZ_STORE_KEY } from "./types/keys";
import {
  MSG_EXEC_RESPONSE_TYPE_URL,
  MSG_EXEC_TYPE_URL,
  MSG_GRANT_RESPONSE_TYPE_URL,
  MSG_GRANT_TYPE_URL,
  MSG_REVOKE_RESPONSE_TYPE_URL,
  MSG_REVOKE_TYPE_URL,
} from "./types/msgs";

/** Registers the `Any` types authz owns: its three messages, their responses, and GenericAuthorization. */
export function registerAuthzTypes(registry: TypeRegistry): void {
  registry
    .register(MSG_GRANT_TYPE_URL, MsgGrant)
    .register(MSG_GRANT_RESPONSE_TYPE_URL, MsgGrantResponse)
    .register(MSG_EXEC_TYPE_URL, MsgExec)
    .register(MSG_EXEC_RESPONSE_TYPE_URL, MsgExecResponse)
    .register(MSG_REVOKE_TYPE_URL, MsgRevoke)
    .register(MSG_REVOKE_RESPONSE_TYPE_URL, MsgRevokeResponse)
    .register(GENERIC_AUTHORIZATION_TYPE_URL, GenericAuthorization);
}

/**
 * The authz module. Its keeper needs the app's message router (`keeper.setRouter`) before the first
 * transaction; its `beginBlock` prunes the grants that expired before the block time. Genesis addresses are
 * checked with the shared address codec, so auth's genesis runs first; the authorization kinds of other
 * modules (bank's SendAuthorization) are registered with the registry by their own modules.
 */
export function createAuthzModule(keeper: AuthzKeeper, registry: TypeRegistry): AppModule {
  registerAuthzTypes(registry);
  return {
    name: AUTHZ_MODULE_NAME,
    storeKeys: [AUTHZ_STORE_KEY],
    msgRoutes: authzMsgRoutes(keeper),
    queryRoutes: authzQueryRoutes(keeper),
    defaultGenesis: () => authzGenesisToJson(defaultAuthzGenesis(), registry),
    validateGenesis: (genesis) => validateAuthzGenesis(parseAuthzGenesis(genesis, registry), keeper.addressCodec, keeper.authorizations),
    initGenesis: (ctx, genesis) => initAuthzGenesis(ctx, keeper, parseAuthzGenesis(genesis, registry)),
    exportGenesis: (ctx) => authzGenesisToJson(exportAuthzGenesis(ctx, keeper), registry),
    beginBlock: (ctx) => void keeper.dequeueAndDeleteExpiredGrants(ctx),
  };
}
