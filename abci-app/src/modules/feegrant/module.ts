import { AllowedMsgAllowance, BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import { MsgGrantAllowance, MsgGrantAllowanceResponse, MsgRevokeAllowance, MsgRevokeAllowanceResponse } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { TypeRegistry } from "../../codec/registry";
import type { AppModule } from "../../types/module";
import { exportFeegrantGenesis, initFeegrantGenesis } from "./genesis";
import type { FeegrantKeeper } from "./keeper/keeper";
import { feegrantMsgRoutes } from "./msgs";
import { feegrantQueryRoutes } from "./queries";
import { ALLOWED_MSG_ALLOWANCE_TYPE_URL } from "./types/allowed-msg-allowance";
import { BASIC_ALLOWANCE_TYPE_URL } from "./types/basic-allowance";
import { defaultFeegrantGenesis, validateFeegrantGenesis } from "./types/genesis";
import { feegrantGenesisToJson, parseFeegrantGenesis } from "./types/genesis-json";
import { FEEGRANT_MODULE_NAME, FEEGRANT_STORE_KEY } from "./types/keys";
import {
  MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL,
  MSG_GRANT_ALLOWANCE_TYPE_URL,
  MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL,
  MSG_REVOKE_ALLOWANCE_TYPE_URL,
} from "./types/msgs";
import { PERIODIC_ALLOWANCE_TYPE_URL } from "./types/periodic-allowance";

/** Registers the `Any` types feegrant owns: its two messages, their responses and the three allowances. */
export function registerFeegrantTypes(registry: TypeRegistry): void {
  registry
    .register(MSG_GRANT_ALLOWANCE_TYPE_URL, MsgGrantAllowance)
    .register(MSG_GRANT_ALLOWANCE_RESPONSE_TYPE_URL, MsgGrantAllowanceResponse)
    .register(MSG_REVOKE_ALLOWANCE_TYPE_URL, MsgRevokeAllowance)
    .register(MSG_REVOKE_ALLOWANCE_RESPONSE_TYPE_URL, MsgRevokeAllowanceResponse)
    .register(BASIC_ALLOWANCE_TYPE_URL, BasicAllowance)
    .register(PERIODIC_ALLOWANCE_TYPE_URL, PeriodicAllowance)
    .register(ALLOWED_MSG_ALLOWANCE_TYPE_URL, AllowedMsgAllowance);
}

/**
 * The feegrant module. Its genesis creates grantees' accounts, so it loads after auth and bank. Its `endBlock`
 * prunes the grants that expired; the ante chain pays fees through the keeper (`AppWiring.feegrantKeeper`).
 */
export function createFeegrantModule(keeper: FeegrantKeeper, registry: TypeRegistry): AppModule {
  registerFeegrantTypes(registry);
  return {
    name: FEEGRANT_MODULE_NAME,
    storeKeys: [FEEGRANT_STORE_KEY],
    msgRoutes: feegrantMsgRoutes(keeper),
    queryRoutes: feegrantQueryRoutes(keeper),
    defaultGenesis: () => feegrantGenesisToJson(defaultFeegrantGenesis()),
    validateGenesis: (genesis) => void validateFeegrantGenesis(parseFeegrantGenesis(genesis), keeper.addressCodec),
    initGenesis: (ctx, genesis) => initFeegrantGenesis(ctx, keeper, parseFeegrantGenesis(genesis)),
    exportGenesis: (ctx) => feegrantGenesisToJson(exportFeegrantGenesis(ctx, keeper)),
    endBlock: (ctx) => void keeper.pruneExpiredAllowances(ctx),
  };
}
