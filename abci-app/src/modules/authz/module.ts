import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { TypeRegistry } from "../../codec/registry";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { authModule } from "../auth/module";
import { bankModule } from "../bank/module";
import { AUTHZ_MESSAGE_CODECS, registerAuthzQueryCommands, registerAuthzTxCommands } from "./cli";
import { exportAuthzGenesis, initAuthzGenesis } from "./genesis";
import { AuthzKeeper } from "./keeper/keeper";
import { authzMsgRoutes } from "./msgs";
import { authzQueryRoutes } from "./queries";
import { authzRestRoutes } from "./rest";
import { AUTHORIZATION_INTERFACE, type AuthorizationType } from "./types/authorization";
import { genericAuthorization, GENERIC_AUTHORIZATION_TYPE_URL } from "./types/generic-authorization";
import { defaultAuthzGenesis, validateAuthzGenesis } from "./types/genesis";
import { authzGenesisToJson, parseAuthzGenesis } from "./types/genesis-json";
import { AUTHZ_MODULE_NAME, AUTHZ_STORE_KEY } from "./types/keys";
import { AUTHZ_MSG_TYPES } from "./types/msgs";

/**
 * Grants that let one account run messages for another. Its grants hold any module's authorization kind (the
 * modules' `implementations` of AUTHORIZATION_INTERFACE), and MsgExec runs messages through the app's routes.
 */
export const authzModule: ModuleDescriptor<AuthzKeeper> = {
  name: AUTHZ_MODULE_NAME,
  anyTypes: [...msgAnyTypes(AUTHZ_MSG_TYPES), { typeUrl: GENERIC_AUTHORIZATION_TYPE_URL, codec: GenericAuthorization }],
  implementations: [{ interfaceName: AUTHORIZATION_INTERFACE, value: genericAuthorization }],
  createKeeper: (build) => {
    const keeper = new AuthzKeeper({
      accountKeeper: build.keeper(authModule),
      bankKeeper: build.keeper(bankModule),
      authorizations: build.implementations<AuthorizationType>(AUTHORIZATION_INTERFACE),
    });
    keeper.setRouter(build.msgRoutes);
    return keeper;
  },
  createModule: (keeper, build) => createAuthzModule(keeper, build.registry),
  restRoutes: authzRestRoutes,
  cli: { messages: AUTHZ_MESSAGE_CODECS, registerTx: registerAuthzTxCommands, registerQuery: registerAuthzQueryCommands },
};

/**
 * The authz module. Its keeper needs the app's message router (`keeper.setRouter`) before the first
 * transaction; its `beginBlock` prunes the grants that expired before the block time. Genesis addresses are
 * checked with the shared address codec, so auth's genesis runs first.
 */
export function createAuthzModule(keeper: AuthzKeeper, registry: TypeRegistry): AppModule {
  return {
    name: AUTHZ_MODULE_NAME,
    consensusVersion: 2n,
    storeKeys: [AUTHZ_STORE_KEY],
    msgRoutes: authzMsgRoutes(keeper),
    queryRoutes: authzQueryRoutes(keeper),
    defaultGenesis: () => authzGenesisToJson(defaultAuthzGenesis()),
    validateGenesis: (genesis) => validateAuthzGenesis(parseAuthzGenesis(genesis, registry), keeper.addressCodec, keeper.authorizations),
    initGenesis: (ctx, genesis) => initAuthzGenesis(ctx, keeper, parseAuthzGenesis(genesis, registry)),
    exportGenesis: (ctx) => authzGenesisToJson(exportAuthzGenesis(ctx, keeper)),
    beginBlock: (ctx) => void keeper.dequeueAndDeleteExpiredGrants(ctx),
  };
}
