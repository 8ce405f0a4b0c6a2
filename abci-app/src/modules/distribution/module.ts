import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { bankModule } from "../bank/module";
import { stakingModule } from "../staking/module";
import { distributionBeginBlock } from "./abci";
import { DISTRIBUTION_MESSAGE_CODECS, registerDistributionQueryCommands, registerDistributionTxCommands } from "./cli";
import {
  defaultDistributionGenesis,
  distributionGenesisToJson,
  exportDistributionGenesis,
  initDistributionGenesis,
  parseDistributionGenesis,
  validateDistributionGenesis,
} from "./genesis";
import { distributionHooks } from "./keeper/hooks";
import { DistributionKeeper } from "./keeper/keeper";
import { distributionMsgRoutes } from "./msgs";
import { distributionQueryRoutes } from "./queries";
import { distributionRestRoutes } from "./rest";
import { DISTRIBUTION_MODULE_NAME, DISTRIBUTION_STORE_KEY } from "./types/keys";
import { DISTRIBUTION_MSG_TYPES } from "./types/msgs";

/** F1 fee distribution: fees and new coins to validators and delegators by stake, commission, the community pool. */
export const distributionModule: ModuleDescriptor<DistributionKeeper> = {
  name: DISTRIBUTION_MODULE_NAME,
  anyTypes: msgAnyTypes(DISTRIBUTION_MSG_TYPES),
  moduleAccounts: { [DISTRIBUTION_MODULE_NAME]: [] },
  createKeeper: (build) => {
    const staking = build.keeper(stakingModule);
    const keeper = new DistributionKeeper(staking, build.keeper(bankModule));
    staking.addHooks(distributionHooks(keeper));
    return keeper;
  },
  createModule: (keeper) => createDistributionModule(keeper),
  restRoutes: distributionRestRoutes,
  cli: { messages: DISTRIBUTION_MESSAGE_CODECS, registerTx: registerDistributionTxCommands, registerQuery: registerDistributionQueryCommands },
};

/** The distribution module: its begin block hands out the previous block's fees and new coins. */
export function createDistributionModule(keeper: DistributionKeeper): AppModule {
  return {
    name: DISTRIBUTION_MODULE_NAME,
    consensusVersion: 3n,
    storeKeys: [DISTRIBUTION_STORE_KEY],
    msgRoutes: distributionMsgRoutes(keeper),
    queryRoutes: distributionQueryRoutes(keeper),
    defaultGenesis: () => distributionGenesisToJson(defaultDistributionGenesis()),
    validateGenesis: (genesis) => validateDistributionGenesis(parseDistributionGenesis(genesis)),
    initGenesis: (ctx, genesis) => initDistributionGenesis(ctx, keeper, parseDistributionGenesis(genesis)),
    exportGenesis: (ctx) => distributionGenesisToJson(exportDistributionGenesis(ctx, keeper)),
    beginBlock: (ctx) => distributionBeginBlock(ctx, keeper),
  };
}
