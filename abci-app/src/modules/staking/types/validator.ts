import { BondStatus, type Validator } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { decAdd, decFromInt, decMulInt, decQuo, decQuoInt, decQuoRoundUp, decQuoTruncate, decSub, decTruncateInt } from "../../../types/dec";
import { tokensToConsensusPower } from "./params";

/**
 * A validator's numbers as BigInt: `tokens` an integer, `delegatorShares` a Dec (scaled by 10^18). The stored
 * Validator proto holds them as text; these read and write them, with the SDK's share arithmetic
 * (x/staking/types/validator.go).
 */
export const tokensOf = (v: Validator): bigint => BigInt(v.tokens === "" ? "0" : v.tokens);
export const sharesOf = (v: Validator): bigint => BigInt(v.delegatorShares === "" ? "0" : v.delegatorShares);

export const isBonded = (v: Validator) => v.status === BondStatus.BOND_STATUS_BONDED;
export const isUnbonded = (v: Validator) => v.status === BondStatus.BOND_STATUS_UNBONDED;
export const isUnbonding = (v: Validator) => v.status === BondStatus.BOND_STATUS_UNBONDING;

/** Tokens zero while shares remain: every delegator was slashed to nothing. */
export function invalidExRate(v: Validator): boolean {
  return tokensOf(v) === 0n && sharesOf(v) > 0n;
}

/** Power whatever the status. */
export function potentialConsensusPower(v: Validator): bigint {
  return tokensToConsensusPower(tokensOf(v));
}

/** Power CometBFT counts: zero unless bonded. */
export function consensusPower(v: Validator): bigint {
  return isBonded(v) ? potentialConsensusPower(v) : 0n;
}

export function bondedTokens(v: Validator): bigint {
  return isBonded(v) ? tokensOf(v) : 0n;
}

/** shares × tokens ÷ delegatorShares, rounded (a Dec). */
export function tokensFromShares(v: Validator, shares: bigint): bigint {
  return decQuo(decMulInt(shares, tokensOf(v)), sharesOf(v));
}

/** shares × tokens ÷ delegatorShares, cut (a Dec). */
export function tokensFromSharesTruncated(v: Validator, shares: bigint): bigint {
  return decQuoTruncate(decMulInt(shares, tokensOf(v)), sharesOf(v));
}

/** shares × tokens ÷ delegatorShares, rounded up (a Dec). */
export function tokensFromSharesRoundUp(v: Validator, shares: bigint): bigint {
  return decQuoRoundUp(decMulInt(shares, tokensOf(v)), sharesOf(v));
}

/** delegatorShares × amount ÷ tokens; undefined when the validator has no tokens (the SDK's ErrInsufficientShares). */
export function sharesFromTokens(v: Validator, amount: bigint): bigint | undefined {
  const tokens = tokensOf(v);
  if (tokens === 0n) return undefined;
  return decQuoInt(decMulInt(sharesOf(v), amount), tokens);
}

/** delegatorShares × amount ÷ tokens, cut; undefined when the validator has no tokens. */
export function sharesFromTokensTruncated(v: Validator, amount: bigint): bigint | undefined {
  const tokens = tokensOf(v);
  if (tokens === 0n) return undefined;
  return decQuoTruncate(decMulInt(sharesOf(v), amount), decFromInt(tokens));
}

/** Adds delegated tokens; the first delegation gets one share per token. Returns the shares issued. */
export function addTokensFromDelegation(v: Validator, amount: bigint): { validator: Validator; shares: bigint } {
  const shares = sharesOf(v) === 0n ? decFromInt(amount) : sharesFromTokens(v, amount);
  if (shares === undefined) throw new Error("invariant: a validator with shares but no tokens takes no delegation");
  return { validator: { ...v, tokens: (tokensOf(v) + amount).toString(), delegatorShares: decAdd(sharesOf(v), shares).toString() }, shares };
}

/** Removes delegator shares; the last shares take every token. Returns the tokens they were worth (cut). */
export function removeDelegatorShares(v: Validator, shares: bigint): { validator: Validator; tokens: bigint } {
  const remaining = decSub(sharesOf(v), shares);
  const tokens = remaining === 0n ? tokensOf(v) : decTruncateInt(tokensFromShares(v, shares));
  const left = tokensOf(v) - tokens;
  if (left < 0n) throw new Error("invariant: removing more tokens than the validator has");
  return { validator: { ...v, tokens: left.toString(), delegatorShares: remaining.toString() }, tokens };
}

/** Removes tokens (slashing, or moving them out of a pool). */
export function removeTokens(v: Validator, tokens: bigint): Validator {
  if (tokens < 0n || tokensOf(v) < tokens) throw new Error(`invariant: removing ${tokens} tokens from a validator holding ${tokensOf(v)}`);
  return { ...v, tokens: (tokensOf(v) - tokens).toString() };
}
