import type { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Context } from "../../module-kit/context";
import type { FeegrantKeeper } from "./keeper/keeper";
import { validateFeegrantGenesis, type FeegrantGenesisState } from "./types/genesis";

/**
 * Loads the grants after auth's and bank's genesis, as the SDK's InitGenesis does: each through `grantAllowance`,
 * so a grantee without an account gets one, an expiration before the genesis time is refused, and expirations
 * enter the pruning queue. Allowances are stored as given (a periodic one keeps its period_reset).
 */
export function initFeegrantGenesis(ctx: Context, keeper: FeegrantKeeper, genesis: FeegrantGenesisState): void {
  for (const grant of validateFeegrantGenesis(genesis, keeper.addressCodec)) {
    keeper.grantAllowance(ctx, grant.granter, grant.grantee, grant.allowance);
  }
}

/** The grants in store order: by grantee address bytes, then granter address bytes. */
export function exportFeegrantGenesis(ctx: Context, keeper: FeegrantKeeper): FeegrantGenesisState {
  const allowances: Grant[] = [];
  keeper.iterateAllGrants(ctx, (grant) => void allowances.push(grant));
  return { allowances };
}
