import type { AnyModuleDescriptor } from "../module-kit/descriptor";
import { authModule } from "../modules/auth/module";
import { authzModule } from "../modules/authz/module";
import { bankModule } from "../modules/bank/module";
import { consensusModule } from "../modules/consensus/module";
import { feegrantModule } from "../modules/feegrant/module";
import { distributionModule } from "../modules/distribution/module";
import { genutilModule } from "../modules/genutil/module";
import { govModule } from "../modules/gov/module";
import { ibcModule } from "../modules/ibc/module";
import { mintModule } from "../modules/mint/module";
import { slashingModule } from "../modules/slashing/module";
import { ssiModule } from "../modules/ssi/module";
import { stakingModule } from "../modules/staking/module";
import { transferModule } from "../modules/transfer/module";
import { upgradeModule } from "../modules/upgrade/module";

/**
 * The chain's modules, one line each: the node, its REST gateway and gRPC server, the command line and the Any
 * registry are all built from this list. Order matters: genesis loads and block hooks run in it, and a module's
 * keeper may use the keepers of those above it. auth comes first (its genesis sets the bech32 prefix); consensus (the
 * consensus parameters InitChain stores) and upgrade (which reads their app version) next, though upgrade's plan runs
 * in its pre-block hook, before every module's begin block, wherever it is listed; staking after bank (its genesis
 * checks the pools' balances); mint, distribution and slashing after staking, in the SDK's
 * begin-block order (new coins, then rewards for the previous block's votes, then penalties for them), with
 * distribution's staking hooks before slashing's; gov after them (its tally reads staking, its deposits are bank coins);
 * genutil after them (its gentxs create validators, which
 * distribution and slashing start tracking); feegrant after bank (its genesis creates grantees' accounts); ibc after them, so that
 * the applications listed after it (transfer, ICS-20) find its keeper to bind their ports.
 */
export const MODULES: readonly AnyModuleDescriptor[] = [
  authModule,
  consensusModule,
  upgradeModule,
  bankModule,
  stakingModule,
  mintModule,
  distributionModule,
  slashingModule,
  govModule,
  genutilModule,
  ssiModule,
  authzModule,
  feegrantModule,
  ibcModule,
  transferModule,
];
