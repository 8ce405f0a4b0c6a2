import { AllowedMsgAllowance, BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { authModule } from "../auth/module";
import { bankModule } from "../bank/module";
import { FEEGRANT_MESSAGE_CODECS, registerFeegrantQueryCommands, registerFeegrantTxCommands } from "./cli";
import { exportFeegrantGenesis, initFeegrantGenesis } from "./genesis";
import { FeegrantKeeper } from "./keeper/keeper";
import { feegrantMsgRoutes } from "./msgs";
import { feegrantQueryRoutes } from "./queries";
import { feegrantRestRoutes } from "./rest";
import { ALLOWED_MSG_ALLOWANCE_TYPE_URL } from "./types/allowed-msg-allowance";
import { BASIC_ALLOWANCE_TYPE_URL } from "./types/basic-allowance";
import { defaultFeegrantGenesis, validateFeegrantGenesis } from "./types/genesis";
import { feegrantGenesisToJson, parseFeegrantGenesis } from "./types/genesis-json";
import { FEEGRANT_MODULE_NAME, FEEGRANT_STORE_KEY } from "./types/keys";
import { FEEGRANT_MSG_TYPES } from "./types/msgs";
import { PERIODIC_ALLOWANCE_TYPE_URL } from "./types/periodic-allowance";

/** Fee allowances: one account pays another's fees. The ante chain pays through its keeper. */
export const feegrantModule: ModuleDescriptor<FeegrantKeeper> = {
  name: FEEGRANT_MODULE_NAME,
  anyTypes: [
    ...msgAnyTypes(FEEGRANT_MSG_TYPES),
    { typeUrl: BASIC_ALLOWANCE_TYPE_URL, codec: BasicAllowance },
    { typeUrl: PERIODIC_ALLOWANCE_TYPE_URL, codec: PeriodicAllowance },
    { typeUrl: ALLOWED_MSG_ALLOWANCE_TYPE_URL, codec: AllowedMsgAllowance },
  ],
  createKeeper: (build) => new FeegrantKeeper({ accountKeeper: build.keeper(authModule), bankKeeper: build.keeper(bankModule) }),
  createModule: (keeper) => createFeegrantModule(keeper),
  restRoutes: feegrantRestRoutes,
  cli: { messages: FEEGRANT_MESSAGE_CODECS, registerTx: registerFeegrantTxCommands, registerQuery: registerFeegrantQueryCommands },
};

/**
 * The feegrant module. Its genesis creates grantees' accounts, so it loads after auth and bank. Its `endBlock`
 * prunes the grants that expired; the ante chain pays fees through the keeper (`AppWiring.feegrantKeeper`).
 */
export function createFeegrantModule(keeper: FeegrantKeeper): AppModule {
  return {
    name: FEEGRANT_MODULE_NAME,
    consensusVersion: 2n,
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
