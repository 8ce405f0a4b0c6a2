import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { msgAnyTypes } from "../../codec/proto-codec";
import type { AppModule } from "../../module-kit/module";
import { bankModule } from "../bank/module";
import { stakingModule } from "../staking/module";
import { govEndBlock } from "./abci";
import { GOV_MESSAGE_CODECS, registerGovQueryCommands, registerGovTxCommands } from "./cli";
import { exportGovGenesis, initGovGenesis } from "./genesis";
import { GovKeeper } from "./keeper/keeper";
import { govMsgRoutes } from "./msgs";
import { govQueryRoutes } from "./queries";
import { govRestRoutes } from "./rest";
import { defaultGovGenesis, govGenesisToJson, parseGovGenesis, validateGovGenesis } from "./types/genesis";
import { GOV_MODULE_NAME, GOV_STORE_KEY } from "./types/keys";
import { GOV_MSG_TYPES, TEXT_PROPOSAL_TYPE } from "./types/msgs";

/**
 * On-chain governance (gov v1): proposals that carry messages for the gov account to run, deposits, votes weighted
 * by bonded stake, the tally and the execution of what passed. Every module's parameter messages name the gov
 * account as their authority (module-kit/authority.ts), so they run only through here.
 */
export const govModule: ModuleDescriptor<GovKeeper> = {
  name: GOV_MODULE_NAME,
  anyTypes: [...msgAnyTypes(GOV_MSG_TYPES), TEXT_PROPOSAL_TYPE],
  moduleAccounts: { [GOV_MODULE_NAME]: ["burner"] },
  createKeeper: (build) => new GovKeeper(build.keeper(bankModule), build.keeper(stakingModule), build.msgRoutes),
  createModule: (keeper) => createGovModule(keeper),
  restRoutes: govRestRoutes,
  cli: { messages: GOV_MESSAGE_CODECS, registerTx: registerGovTxCommands, registerQuery: registerGovQueryCommands },
};

/** The gov module: its end block drops, tallies and executes the proposals whose period ended. */
export function createGovModule(keeper: GovKeeper): AppModule {
  return {
    name: GOV_MODULE_NAME,
    consensusVersion: 4n,
    storeKeys: [GOV_STORE_KEY],
    msgRoutes: govMsgRoutes(keeper),
    queryRoutes: govQueryRoutes(keeper),
    defaultGenesis: () => govGenesisToJson(defaultGovGenesis()),
    validateGenesis: (genesis) => validateGovGenesis(parseGovGenesis(genesis), keeper.addressCodec),
    initGenesis: (ctx, genesis) => initGovGenesis(ctx, keeper, parseGovGenesis(genesis)),
    exportGenesis: (ctx) => govGenesisToJson(exportGovGenesis(ctx, keeper)),
    endBlock: (ctx) => govEndBlock(ctx, keeper),
  };
}
