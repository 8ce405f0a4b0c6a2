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

/** Burns slashed stake from the bonded pool. */
export function burnBondedTokens(ctx: Context, k: StakingKeeper, amount: bigint): void {
  if (amount > 0n) k.bank.burnCoins(ctx, BONDED_POOL, [{ denom: k.bondDenom(ctx), amount }]);
}

/** Burns slashed stake from the not-bonded pool. */
export function burnNotBondedTokens(ctx: Context, k: StakingKeeper, amount: bigint): void {
  if (amount > 0n) k.bank.burnCoins(ctx, NOT_BONDED_POOL, [{ denom: k.bondDenom(ctx), amount }]);
}
