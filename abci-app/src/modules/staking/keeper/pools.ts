import type { Context } from "../../../module-kit/context";
import { BONDED_POOL, NOT_BONDED_POOL } from "../types/keys";
import type { StakingKeeper } from "./keeper";

/** Moves stake between the two pools when validators or delegations change bonded-ness. */
export function bondedTokensToNotBonded(ctx: Context, k: StakingKeeper, amount: bigint): void {
  if (amount > 0n) k.bank.sendCoinsFromModuleToModule(ctx, BONDED_POOL, NOT_BONDED_POOL, [{ denom: k.bondDenom(ctx), amount }]);
}

export function notBondedTokensToBonded(ctx: Context, k: StakingKeeper, amount: bigint): void {
  if (amount > 0n) k.bank.sendCoinsFromModuleToModule(ctx, NOT_BONDED_POOL, BONDED_POOL, [{ denom: k.bondDenom(ctx), amount }]);
}
