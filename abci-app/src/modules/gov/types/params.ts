import type { Params } from "cosmjs-types/cosmos/gov/v1/gov";
import { coinsFromProto, DEC_ONE, formatDec, parseDec, validateCoins } from "../../../types/coins";
import { durationNanos } from "../../../types/time";

export type GovParams = Params;

/** The longest metadata, title and summary of a proposal and metadata of a vote (the SDK's `DefaultConfig`). */
export const MAX_METADATA_LEN = 255;

const TWO_DAYS = { seconds: 172_800n, nanos: 0 };

/**
 * The SDK v0.47 defaults, in the bond denomination: 10 HID to open voting, two days for deposits and two for votes,
 * a third of the bonded stake to vote, a majority of yes, a third of vetoes burns the deposits.
 */
export function defaultGovParams(bondDenom = "uhid"): GovParams {
  return {
    minDeposit: [{ denom: bondDenom, amount: "10000000" }],
    maxDepositPeriod: TWO_DAYS,
    votingPeriod: TWO_DAYS,
    quorum: formatDec((DEC_ONE * 334n) / 1000n),
    threshold: formatDec(DEC_ONE / 2n),
    vetoThreshold: formatDec((DEC_ONE * 334n) / 1000n),
    minInitialDepositRatio: formatDec(0n),
    burnVoteQuorum: false,
    burnProposalDepositPrevote: false,
    burnVoteVeto: true,
    // SDK v0.50 fields that v0.47 does not have: always left empty
    proposalCancelRatio: "",
    proposalCancelDest: "",
    expeditedThreshold: "",
    expeditedMinDeposit: [],
    minDepositRatio: "",
  };
}

/** A Dec param as its value × 10^18; throws an Error naming it when it is not a decimal. */
export function decimalParam(text: string, name: string): bigint {
  try {
    return parseDec(text);
  } catch {
    throw new Error(`invalid ${name} string: ${JSON.stringify(text)}`);
  }
}

/** The SDK's `Params.ValidateBasic`, and none of the fields SDK v0.47 does not know; throws an Error naming the field. */
export function validateGovParams(params: GovParams): void {
  if (params.minDeposit.length === 0) throw new Error("invalid minimum deposit: empty");
  try {
    validateCoins(coinsFromProto(params.minDeposit));
  } catch (err) {
    throw new Error(`invalid minimum deposit: ${(err as Error).message}`);
  }
  const positive = (duration: GovParams["votingPeriod"], name: string) => {
    if (duration === undefined) throw new Error(`${name} must not be nil`);
    if (durationNanos(duration) <= 0n) throw new Error(`${name} must be positive: ${duration.seconds}s`);
  };
  positive(params.maxDepositPeriod, "maximum deposit period");
  positive(params.votingPeriod, "voting period");
  const fraction = (text: string, name: string, zeroAllowed: boolean) => {
    const value = decimalParam(text, name);
    if (value < 0n) throw new Error(`${name} cannot be negative: ${text}`);
    if (!zeroAllowed && value === 0n) throw new Error(`${name} must be positive: ${text}`);
    if (value > DEC_ONE) throw new Error(`${name} too large: ${text}`);
  };
  fraction(params.quorum, "quorum", true);
  fraction(params.threshold, "vote threshold", false);
  fraction(params.vetoThreshold, "veto threshold", false);
  fraction(params.minInitialDepositRatio, "minimum initial deposit ratio", true);
  const unknown = [
    ["proposal_cancel_ratio", params.proposalCancelRatio !== ""],
    ["proposal_cancel_dest", params.proposalCancelDest !== ""],
    ["expedited_voting_period", params.expeditedVotingPeriod !== undefined],
    ["expedited_threshold", params.expeditedThreshold !== ""],
    ["expedited_min_deposit", params.expeditedMinDeposit.length > 0],
    ["min_deposit_ratio", params.minDepositRatio !== ""],
  ].find(([, set]) => set);
  if (unknown !== undefined) throw new Error(`${unknown[0]} is not a gov param of Cosmos SDK v0.47`);
}
