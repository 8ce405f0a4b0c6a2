import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { ModuleBuild, ModuleDescriptor } from "../../module-kit/descriptor";
import type { AppModule } from "../../module-kit/module";
import type { StakingKeeper } from "../staking/keeper/keeper";
import { applyAndReturnValidatorSetUpdates } from "../staking/keeper/validator-set";
import { stakingModule } from "../staking/module";
import { GENUTIL_MODULE_NAME, genutilGenesisToJson, parseGenutilGenesis, readGentx } from "./types/genesis";

/** Genesis transactions: each genesis validator's signed MsgCreateValidator, delivered at InitChain. */
export const genutilModule: ModuleDescriptor<null> = {
  name: GENUTIL_MODULE_NAME,
  anyTypes: [],
  createKeeper: () => null,
  createModule: (_keeper, build) => createGenutilModule(build.keeper(stakingModule), build),
  restRoutes: [],
  cli: { messages: [] },
};

/**
 * The genutil module (the SDK's `x/genutil`): it keeps no state. Its genesis delivers the gentxs through the whole
 * transaction path (ante chain included: signed with account number 0, as at height 0), after auth, bank and
 * staking have loaded, and returns the validator set they make. A gentx that fails stops the chain from starting.
 */
export function createGenutilModule(staking: StakingKeeper, build: ModuleBuild): AppModule {
  const read = (json: unknown) => parseGenutilGenesis(json).genTxs.map((tx, i) => readGentx(tx, i, build.registry, build.msgRoutes));
  return {
    name: GENUTIL_MODULE_NAME,
    storeKeys: [],
    msgRoutes: [],
    queryRoutes: [],
    defaultGenesis: () => genutilGenesisToJson({ genTxs: [] }),
    validateGenesis: (genesis) => void read(genesis),
    initGenesis: (ctx, genesis): ValidatorUpdate[] => {
      const txs = read(genesis);
      if (txs.length === 0) return [];
      for (const [i, tx] of txs.entries()) {
        const result = build.txs.deliverTx(ctx, tx);
        if (result.code !== 0) throw new Error(`genutil genesis.gen_txs[${i}]: failed to execute the gentx: ${result.log}`);
      }
      return applyAndReturnValidatorSetUpdates(ctx, staking);
    },
    exportGenesis: () => genutilGenesisToJson({ genTxs: [] }),
  };
}
