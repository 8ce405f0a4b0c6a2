import { msgAnyTypes } from "../../codec/proto-codec";
import type { ModuleDescriptor } from "../../module-kit/descriptor";
import type { AppModule } from "../../module-kit/module";
import { MINTER } from "../auth/types/account";
import { bankModule } from "../bank/module";
import { stakingModule } from "../staking/module";
import { MINT_MESSAGE_CODECS, registerMintQueryCommands } from "./cli";
import { MintKeeper } from "./keeper";
import { mintMsgRoutes } from "./msgs";
import { mintQueryRoutes } from "./queries";
import { mintRestRoutes } from "./rest";
import { defaultMintGenesis, mintGenesisToJson, parseMintGenesis, validateMintGenesis } from "./types/genesis";
import { MINT_MODULE_NAME, MINT_STORE_KEY } from "./types/keys";
import { MINT_MSG_TYPES } from "./types/msgs";

/** Inflation: new coins every block, for the validators and delegators (through the fee collector and distribution). */
export const mintModule: ModuleDescriptor<MintKeeper> = {
  name: MINT_MODULE_NAME,
  anyTypes: msgAnyTypes(MINT_MSG_TYPES),
  moduleAccounts: { [MINT_MODULE_NAME]: [MINTER] },
  createKeeper: (build) => new MintKeeper(build.keeper(stakingModule), build.keeper(bankModule)),
  createModule: (keeper) => createMintModule(keeper),
  restRoutes: mintRestRoutes,
  cli: { messages: MINT_MESSAGE_CODECS, registerQuery: registerMintQueryCommands },
};

/** The mint module: its begin block mints this block's provision. */
export function createMintModule(keeper: MintKeeper): AppModule {
  return {
    name: MINT_MODULE_NAME,
    consensusVersion: 2n,
    storeKeys: [MINT_STORE_KEY],
    msgRoutes: mintMsgRoutes(keeper),
    queryRoutes: mintQueryRoutes(keeper),
    defaultGenesis: () => mintGenesisToJson(defaultMintGenesis()),
    validateGenesis: (genesis) => validateMintGenesis(parseMintGenesis(genesis)),
    initGenesis: (ctx, genesis) => {
      const { minter, params } = parseMintGenesis(genesis);
      validateMintGenesis({ minter, params });
      keeper.setMinter(ctx, minter);
      keeper.setParams(ctx, params);
    },
    exportGenesis: (ctx) => mintGenesisToJson({ minter: keeper.getMinter(ctx), params: keeper.getParams(ctx) }),
    beginBlock: (ctx) => keeper.beginBlock(ctx),
  };
}
