import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { BURNER, STAKING } from "../auth/types/account";
import { authModule } from "../auth/module";
import { bankModule } from "../bank/module";
import { stakingEndBlock } from "./abci";
import { registerStakingQueryCommands, registerStakingTxCommands, STAKING_MESSAGE_CODECS } from "./cli";
import { exportStakingGenesis, initStakingGenesis } from "./genesis";
import { StakingKeeper } from "./keeper/keeper";
import { stakingMsgRoutes } from "./msgs";
import { stakingQueryRoutes } from "./queries";
import { stakingRestRoutes } from "./rest";
import { defaultStakingGenesis, parseStakingGenesis, stakingGenesisToJson, validateStakingGenesis } from "./types/genesis";
import { BONDED_POOL, NOT_BONDED_POOL, STAKING_MODULE_NAME, STAKING_STORE_KEY } from "./types/keys";
import { STAKING_MSG_TYPES } from "./types/msgs";

/** Proof-of-stake: validators, delegations, unbonding, and the validator set CometBFT runs. */
export const stakingModule: ModuleDescriptor<StakingKeeper> = {
  name: STAKING_MODULE_NAME,
  anyTypes: msgAnyTypes(STAKING_MSG_TYPES),
  moduleAccounts: { [BONDED_POOL]: [BURNER, STAKING], [NOT_BONDED_POOL]: [BURNER, STAKING] },
  createKeeper: (build) => new StakingKeeper({ accountKeeper: build.keeper(authModule), bankKeeper: build.keeper(bankModule) }),
  createModule: (keeper) => createStakingModule(keeper),
  restRoutes: stakingRestRoutes,
  cli: { messages: STAKING_MESSAGE_CODECS, registerTx: registerStakingTxCommands, registerQuery: registerStakingQueryCommands },
};

/**
 * The staking module. Its genesis and end block return the validator set: it owns what CometBFT runs. Modules that
 * track validators or delegations (slashing, distribution) register hooks on its keeper.
 */
export function createStakingModule(keeper: StakingKeeper): AppModule {
  return {
    name: STAKING_MODULE_NAME,
    consensusVersion: 4n,
    storeKeys: [STAKING_STORE_KEY],
    msgRoutes: stakingMsgRoutes(keeper),
    queryRoutes: stakingQueryRoutes(keeper),
    defaultGenesis: () => stakingGenesisToJson(defaultStakingGenesis()),
    validateGenesis: (genesis) => validateStakingGenesis(parseStakingGenesis(genesis), keeper.addressCodec),
    initGenesis: (ctx, genesis) => initStakingGenesis(ctx, keeper, parseStakingGenesis(genesis)),
    exportGenesis: (ctx) => stakingGenesisToJson(exportStakingGenesis(ctx, keeper)),
    endBlock: (ctx) => stakingEndBlock(ctx, keeper),
  };
}
