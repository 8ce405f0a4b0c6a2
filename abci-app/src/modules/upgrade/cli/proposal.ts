import { Option, type Command } from "commander";
import type { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { MsgSubmitProposal } from "cosmjs-types/cosmos/gov/v1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { coinsToProto, parseCoins } from "../../../types/coins";

/** The gov v1 message that carries a proposal's messages (SDK v0.47 `cosmos.gov.v1.MsgSubmitProposal`). */
export const MSG_SUBMIT_PROPOSAL_TYPE_URL = "/cosmos.gov.v1.MsgSubmitProposal";

/** The proposal flags of the SDK's gov-proposal commands. */
export interface ProposalFlags {
  title: string;
  summary: string;
  deposit?: string;
  metadata?: string;
}

/** Adds --title, --summary (required), --deposit and --metadata to a command that submits a proposal. */
export function addProposalFlags(cmd: Command): Command {
  return cmd
    .addOption(new Option("--title <text>", "the proposal's title").makeOptionMandatory())
    .addOption(new Option("--summary <text>", "the proposal's summary: what it does and why").makeOptionMandatory())
    .addOption(new Option("--deposit <coins>", "the initial deposit, e.g. 10000000uhid (the rest can be deposited later with gov)"))
    .addOption(new Option("--metadata <text>", "the proposal's metadata, often an ipfs:// link to a JSON document").default(""));
}

/**
 * A gov v1 MsgSubmitProposal from --from carrying `messages` (each signed by the gov account once the proposal
 * passes), packed for a transaction body. The gov module routes it; this only builds it.
 */
export function submitProposalAny(proposer: string, messages: readonly Any[], flags: ProposalFlags): Any {
  const proposal = MsgSubmitProposal.fromPartial({
    messages: [...messages],
    initialDeposit: depositOf(flags.deposit),
    proposer,
    metadata: flags.metadata ?? "",
    title: flags.title,
    summary: flags.summary,
  });
  return { typeUrl: MSG_SUBMIT_PROPOSAL_TYPE_URL, value: MsgSubmitProposal.encode(proposal).finish() };
}

function depositOf(text: string | undefined): Coin[] {
  if (text === undefined || text === "") return [];
  try {
    return coinsToProto(parseCoins(text));
  } catch (err) {
    throw new Error(`invalid --deposit ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}
