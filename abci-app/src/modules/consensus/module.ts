import { msgAnyTypes } from "../../codec/proto-codec";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import { checkEmptyGenesis } from "../../module-kit/empty-genesis";
import type { AppModule } from "../../module-kit/module";
import { CONSENSUS_MESSAGE_CODECS, registerConsensusQueryCommands } from "./cli";
import { ConsensusKeeper } from "./keeper";
import { consensusMsgRoutes } from "./msgs";
import { consensusQueryRoutes } from "./queries";
import { consensusRestRoutes } from "./rest";
import { CONSENSUS_MODULE_NAME, CONSENSUS_STORE_KEY } from "./types/keys";
import { CONSENSUS_MSG_TYPES } from "./types/msgs";

/** CometBFT's consensus parameters in state, changed by governance (MsgUpdateParams). */
export const consensusModule: ModuleDescriptor<ConsensusKeeper> = {
  name: CONSENSUS_MODULE_NAME,
  anyTypes: msgAnyTypes(CONSENSUS_MSG_TYPES),
  createKeeper: (build) => new ConsensusKeeper(build.addressCodec),
  createModule: (keeper) => createConsensusModule(keeper),
  restRoutes: consensusRestRoutes,
  cli: { messages: CONSENSUS_MESSAGE_CODECS, registerQuery: registerConsensusQueryCommands },
};

/**
 * The consensus module. Its genesis section is empty: the parameters come with InitChain (genesis.json's
 * `consensus_params`), and the app stores them through `consensusParams`.
 */
export function createConsensusModule(keeper: ConsensusKeeper): AppModule {
  return {
    name: CONSENSUS_MODULE_NAME,
    storeKeys: [CONSENSUS_STORE_KEY],
    consensusVersion: 1n,
    msgRoutes: consensusMsgRoutes(keeper),
    queryRoutes: consensusQueryRoutes(keeper),
    defaultGenesis: () => ({}),
    validateGenesis: (genesis) => checkEmptyGenesis(genesis),
    initGenesis: () => undefined,
    exportGenesis: () => ({}),
    consensusParams: keeper,
  };
}
