import { VoteOption, type Proposal, type TallyResult, type WeightedVoteOption } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Context } from "../../../module-kit/context";
import { parseDec } from "../../../types/coins";
import { decAdd, decFromInt, decMul, decMulInt, decQuo, decSub, decTruncateInt } from "../../../types/dec";
import { isBonded } from "../../staking/types/validator";
import { decimalParam } from "../types/params";
import type { GovKeeper } from "./keeper";

/** What a tally decides: whether the proposal passes, whether its deposits burn, and the counts. */
export interface TallyOutcome {
  readonly passes: boolean;
  readonly burnDeposits: boolean;
  readonly result: TallyResult;
}

interface ValidatorVote {
  readonly operator: Uint8Array;
  readonly bondedTokens: bigint;
  readonly delegatorShares: bigint;
  deductions: bigint;
  options: readonly WeightedVoteOption[] | undefined;
}

const OPTIONS = [VoteOption.VOTE_OPTION_YES, VoteOption.VOTE_OPTION_ABSTAIN, VoteOption.VOTE_OPTION_NO, VoteOption.VOTE_OPTION_NO_WITH_VETO];

/**
 * The SDK's `Tally` (x/gov/keeper/tally.go), with LegacyDec arithmetic: every vote counts with the voter's stake
 * in bonded validators, and a bonded validator that voted counts with the stake of its delegators who did not.
 * Votes are deleted as they are counted, as in the SDK (a query tallies on a branch that is thrown away).
 */
export function tally(ctx: Context, k: GovKeeper, proposal: Proposal): TallyOutcome {
  const validators = new Map<string, ValidatorVote>();
  const key = (operator: Uint8Array) => Buffer.from(operator).toString("hex");
  for (const validator of k.staking.lastValidators(ctx)) {
    if (!isBonded(validator) || validator.jailed) continue;
    const operator = k.staking.operatorOf(validator);
    validators.set(key(operator), {
      operator,
      bondedTokens: BigInt(validator.tokens),
      delegatorShares: BigInt(validator.delegatorShares),
      deductions: 0n,
      options: undefined,
    });
  }

  const results = new Map<VoteOption, bigint>(OPTIONS.map((option) => [option, 0n]));
  let totalPower = 0n;
  const count = (power: bigint, options: readonly WeightedVoteOption[]) => {
    for (const { option, weight } of options) results.set(option, decAdd(results.get(option) ?? 0n, decMul(power, parseDec(weight))));
    totalPower = decAdd(totalPower, power);
  };

  for (const { voter, vote } of k.votes(ctx, proposal.id)) {
    const asValidator = validators.get(key(voter));
    if (asValidator !== undefined) asValidator.options = vote.options;
    for (const delegation of k.staking.delegatorDelegations(ctx, voter)) {
      const operator = k.staking.operatorCodec.decode(delegation.validatorAddress);
      const validator = validators.get(key(operator));
      if (validator === undefined) continue;
      const shares = BigInt(delegation.shares);
      validator.deductions = decAdd(validator.deductions, shares);
      count(votingPower(validator, shares), vote.options);
    }
    k.deleteVote(ctx, proposal.id, voter);
  }

  for (const validator of validators.values()) {
    if (validator.options === undefined) continue;
    count(votingPower(validator, decSub(validator.delegatorShares, validator.deductions)), validator.options);
  }

  const result: TallyResult = {
    yesCount: decTruncateInt(results.get(VoteOption.VOTE_OPTION_YES)!).toString(),
    abstainCount: decTruncateInt(results.get(VoteOption.VOTE_OPTION_ABSTAIN)!).toString(),
    noCount: decTruncateInt(results.get(VoteOption.VOTE_OPTION_NO)!).toString(),
    noWithVetoCount: decTruncateInt(results.get(VoteOption.VOTE_OPTION_NO_WITH_VETO)!).toString(),
  };
  return { ...decide(ctx, k, totalPower, results), result };
}

/** The tokens `shares` of a validator stand for: shares × bonded tokens ÷ all its shares. */
function votingPower(validator: ValidatorVote, shares: bigint): bigint {
  return decQuo(decMulInt(shares, validator.bondedTokens), validator.delegatorShares);
}

function decide(ctx: Context, k: GovKeeper, totalPower: bigint, results: ReadonlyMap<VoteOption, bigint>): Omit<TallyOutcome, "result"> {
  const params = k.getParams(ctx);
  const totalBonded = k.staking.bondedPoolBalance(ctx);
  if (totalBonded === 0n) return { passes: false, burnDeposits: false };
  const fraction = (part: bigint, whole: bigint) => decQuo(part, whole);
  if (fraction(totalPower, decFromInt(totalBonded)) < decimalParam(params.quorum, "quorum")) return { passes: false, burnDeposits: params.burnVoteQuorum };
  const abstain = results.get(VoteOption.VOTE_OPTION_ABSTAIN)!;
  if (decSub(totalPower, abstain) === 0n) return { passes: false, burnDeposits: false };
  if (fraction(results.get(VoteOption.VOTE_OPTION_NO_WITH_VETO)!, totalPower) > decimalParam(params.vetoThreshold, "veto threshold")) {
    return { passes: false, burnDeposits: params.burnVoteVeto };
  }
  if (fraction(results.get(VoteOption.VOTE_OPTION_YES)!, decSub(totalPower, abstain)) > decimalParam(params.threshold, "threshold")) {
    return { passes: true, burnDeposits: false };
  }
  return { passes: false, burnDeposits: false };
}
