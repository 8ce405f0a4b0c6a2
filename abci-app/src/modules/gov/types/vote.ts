import { VoteOption, type WeightedVoteOption } from "cosmjs-types/cosmos/gov/v1/gov";
import { DEC_ONE, formatDec, parseDec } from "../../../types/coins";
import { ErrInvalidVote } from "../errors";

/** A vote for one option carries its whole weight. */
export const FULL_WEIGHT = formatDec(DEC_ONE);

const NAMES: Readonly<Record<number, string>> = {
  [VoteOption.VOTE_OPTION_YES]: "VOTE_OPTION_YES",
  [VoteOption.VOTE_OPTION_ABSTAIN]: "VOTE_OPTION_ABSTAIN",
  [VoteOption.VOTE_OPTION_NO]: "VOTE_OPTION_NO",
  [VoteOption.VOTE_OPTION_NO_WITH_VETO]: "VOTE_OPTION_NO_WITH_VETO",
};

/** yes, abstain, no, no_with_veto: the four options one can vote (the SDK's `ValidVoteOption`). */
export function isValidVoteOption(option: number): boolean {
  return NAMES[option] !== undefined;
}

export function voteOptionName(option: number): string {
  return NAMES[option] ?? `${option}`;
}

/** The CLI's words for the options: yes, abstain, no, no_with_veto (or the enum names). */
export function parseVoteOption(text: string): VoteOption {
  const word = text.trim().toLowerCase();
  const found = Object.entries(NAMES).find(([, name]) => name.toLowerCase() === word || name.slice("VOTE_OPTION_".length).toLowerCase() === word);
  if (found === undefined) throw new Error(`'${text}' is not a valid vote option: use yes, no, abstain or no_with_veto`);
  return Number(found[0]) as VoteOption;
}

/**
 * The SDK's checks of a weighted vote: at least one option; each a real option with a weight in (0, 1] given once;
 * the weights adding up to exactly 1. Throws gov's ErrInvalidVote.
 */
export function validateWeightedOptions(options: readonly WeightedVoteOption[]): void {
  if (options.length === 0) throw ErrInvalidVote.wrap("no options");
  const seen = new Set<number>();
  let total = 0n;
  for (const { option, weight } of options) {
    if (!isValidVoteOption(option)) throw ErrInvalidVote.wrap(`${voteOptionName(option)}`);
    let value: bigint;
    try {
      value = parseDec(weight);
    } catch {
      throw ErrInvalidVote.wrap(`invalid weight ${JSON.stringify(weight)}`);
    }
    if (value <= 0n || value > DEC_ONE) throw ErrInvalidVote.wrap(`option:${voteOptionName(option)} weight:"${weight}"`);
    if (seen.has(option)) throw ErrInvalidVote.wrap(`duplicated vote option ${voteOptionName(option)}`);
    seen.add(option);
    total += value;
  }
  if (total > DEC_ONE) throw ErrInvalidVote.wrap("Total weight overflow 1.00");
  if (total < DEC_ONE) throw ErrInvalidVote.wrap("Total weight lower than 1.00");
}

/** The options as the SDK's `proposal_vote` event prints them: Go's text form, one option per line. */
export function optionsText(options: readonly WeightedVoteOption[]): string {
  return options.map(({ option, weight }) => `option:${voteOptionName(option)} weight:"${formatDec(parseDec(weight))}"`).join("\n");
}

/** The CLI's weighted vote, `yes=0.6,no=0.4`. */
export function parseWeightedOptions(text: string): WeightedVoteOption[] {
  return text.split(",").map((part) => {
    const [option = "", weight = ""] = part.split("=");
    return { option: parseVoteOption(option), weight: formatDec(parseDec(weight.trim())) };
  });
}
