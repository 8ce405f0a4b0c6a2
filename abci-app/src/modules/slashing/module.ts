import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { stakingModule } from "../staking/module";
import { slashingBeginBlock } from "./abci";
import { registerSlashingQueryCommands, registerSlashingTxCommands, SLASHING_MESSAGE_CODECS } from "./cli";
import { exportSlashingGenesis, initSlashingGenesis } from "./genesis";
import { SlashingKeeper } from "./keeper/keeper";
import { slashingMsgRoutes } from "./msgs";
import { slashingQueryRoutes } from "./queries";
import { slashingRestRoutes } from "./rest";
import { defaultSlashingGenesis, parseSlashingGenesis, slashingGenesisToJson, validateSlashingGenesis } from "./types/genesis";
import { SLASHING_MODULE_NAME, SLASHING_STORE_KEY } from "./types/keys";
import { SLASHING_MSG_TYPES } from "./types/msgs";

/** Penalties: downtime (liveness from each block's votes) and double signs (CometBFT's evidence). */
export const slashingModule: ModuleDescriptor<SlashingKeeper> = {
  name: SLASHING_MODULE_NAME,
  anyTypes: msgAnyTypes(SLASHING_MSG_TYPES),
  createKeeper: (build) => {
    const staking = build.keeper(stakingModule);
    const keeper = new SlashingKeeper(staking);
    staking.addHooks(keeper.hooks());
    return keeper;
  },
  createModule: (keeper) => createSlashingModule(keeper),
  restRoutes: slashingRestRoutes,
  cli: { messages: SLASHING_MESSAGE_CODECS, registerTx: registerSlashingTxCommands, registerQuery: registerSlashingQueryCommands },
};

/** The slashing module: its begin block reads the previous block's votes and the evidence in `ctx.block`. */
export function createSlashingModule(keeper: SlashingKeeper): AppModule {
  return {
    name: SLASHING_MODULE_NAME,
    consensusVersion: 3n,
    storeKeys: [SLASHING_STORE_KEY],
    msgRoutes: slashingMsgRoutes(keeper),
    queryRoutes: slashingQueryRoutes(keeper),
    defaultGenesis: () => slashingGenesisToJson(defaultSlashingGenesis()),
    validateGenesis: (genesis) => validateSlashingGenesis(parseSlashingGenesis(genesis), keeper.staking.addressCodec),
    initGenesis: (ctx, genesis) => initSlashingGenesis(ctx, keeper, parseSlashingGenesis(genesis)),
    exportGenesis: (ctx) => slashingGenesisToJson(exportSlashingGenesis(ctx, keeper)),
    beginBlock: (ctx) => slashingBeginBlock(ctx, keeper),
  };
}
