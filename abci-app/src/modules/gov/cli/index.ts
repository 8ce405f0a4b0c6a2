import { readFileSync } from "node:fs";
import { Option, type Command } from "commander";
import { MsgDeposit, MsgSubmitProposal, MsgVote, MsgVoteWeighted } from "cosmjs-types/cosmos/gov/v1/tx";
import { ProposalStatus } from "cosmjs-types/cosmos/gov/v1/gov";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerQueryCommands, type QueryCommandSpec } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { addTxFlags, generateOrBroadcast, messageCodec, messageToAny, txContext, type MessageCodec, type TxFlags } from "../../../cli-kit/tx";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import { toSdkJson } from "../../../codec/sdk-json";
import { parseCoins } from "../../../types/coins";
import { DEPOSIT_MSG_TYPE, GOV_MSG_TYPES, SUBMIT_PROPOSAL_MSG_TYPE, VOTE_MSG_TYPE, VOTE_WEIGHTED_MSG_TYPE } from "../types/msgs";
import { GOV_QUERY } from "../types/query";
import { parseVoteOption, parseWeightedOptions } from "../types/vote";

/** The gov messages the command line reads, prints and signs (v1 and v1beta1). */
export const GOV_MESSAGE_CODECS: readonly MessageCodec[] = GOV_MSG_TYPES.map((type) => messageCodec(type));

const SUBMIT = messageCodec(SUBMIT_PROPOSAL_MSG_TYPE);
const DEPOSIT = messageCodec(DEPOSIT_MSG_TYPE);
const VOTE = messageCodec(VOTE_MSG_TYPE);
const VOTE_WEIGHTED = messageCodec(VOTE_WEIGHTED_MSG_TYPE);

/** The proposal file `tx gov submit-proposal` reads: the SDK's format. */
interface ProposalFile {
  messages?: unknown[];
  metadata?: string;
  deposit?: string;
  title?: string;
  summary?: string;
}

/** A proposal id argument: a positive integer. */
function proposalIdArgument(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n) throw new Error(`invalid proposal id ${JSON.stringify(text)}: expected a positive integer`);
  return BigInt(text);
}

function coinsArgument(text: string, what: string) {
  try {
    return parseCoins(text).map((c) => ({ denom: c.denom, amount: c.amount.toString() }));
  } catch (err) {
    throw new Error(`invalid ${what} ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
}

/**
 * Reads a proposal file: `messages` are Cosmos JSON Anys (`{"@type": "/cosmos.slashing.v1beta1.MsgUpdateParams",
 * "authority": "<gov account>", …}`), `deposit` a coin string, `title` and `summary` text, `metadata` any string.
 */
export function readProposalFile(path: string, proposer: string): MsgSubmitProposal {
  let file: ProposalFile;
  try {
    file = JSON.parse(readFileSync(path, "utf8")) as ProposalFile;
  } catch (err) {
    throw new Error(`cannot read the proposal file ${path}: ${(err as Error).message}`);
  }
  if (typeof file !== "object" || file === null || Array.isArray(file)) throw new Error(`${path}: a proposal file holds one JSON object`);
  const known = new Set(["messages", "metadata", "deposit", "title", "summary"]);
  const unknown = Object.keys(file).find((key) => !known.has(key));
  if (unknown !== undefined)
    throw new Error(`${path}: unknown field ${JSON.stringify(unknown)}; a proposal has messages, metadata, deposit, title and summary`);
  const msg = readSdkJson(
    MsgSubmitProposal,
    { messages: file.messages ?? [], metadata: file.metadata ?? "", title: file.title ?? "", summary: file.summary ?? "" },
    { path },
  );
  return { ...msg, proposer, initialDeposit: file.deposit === undefined || file.deposit === "" ? [] : coinsArgument(file.deposit, "deposit") };
}

/** `tx gov submit-proposal|deposit|vote|weighted-vote`. */
export function registerGovTxCommands(tx: Command, ctx: LedgerContext): void {
  const gov = tx.command("gov").description("Governance: submit proposals, deposit on them, vote");

  const submit = gov
    .command("submit-proposal")
    .description('Submit a proposal from a JSON file: {messages: [...], metadata, deposit: "10000000uhid", title, summary}')
    .argument("<proposal-file>", "the proposal's JSON file; its messages' authority is the gov account (q auth module-account gov)");
  addTxFlags(submit).action(async (file: string, _opts: TxFlags, self: Command) => {
    const tx = await txContext(self);
    await generateOrBroadcast(ctx, self, tx, [messageToAny(SUBMIT, readProposalFile(file, tx.sender))]);
  });

  const deposit = gov
    .command("deposit")
    .description("Deposit on a proposal in its deposit or voting period")
    .argument("<proposal-id>", "the proposal")
    .argument("<amount>", "the coins, e.g. 10000000uhid");
  addTxFlags(deposit).action(async (id: string, amount: string, _opts: TxFlags, self: Command) => {
    const tx = await txContext(self);
    const msg = MsgDeposit.fromPartial({ proposalId: proposalIdArgument(id), depositor: tx.sender, amount: coinsArgument(amount, "amount") });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(DEPOSIT, msg)]);
  });

  const vote = gov
    .command("vote")
    .description("Vote on a proposal in its voting period; a new vote replaces the previous one")
    .argument("<proposal-id>", "the proposal")
    .argument("<option>", "yes, no, no_with_veto or abstain")
    .addOption(new Option("--metadata <text>", "the vote's metadata").default(""));
  addTxFlags(vote).action(async (id: string, option: string, opts: TxFlags & { metadata: string }, self: Command) => {
    const tx = await txContext(self);
    const msg = MsgVote.fromPartial({ proposalId: proposalIdArgument(id), voter: tx.sender, option: parseVoteOption(option), metadata: opts.metadata });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(VOTE, msg)]);
  });

  const weighted = gov
    .command("weighted-vote")
    .description("Split a vote between options, with weights adding up to 1")
    .argument("<proposal-id>", "the proposal")
    .argument("<options>", "e.g. yes=0.6,no=0.3,abstain=0.1")
    .addOption(new Option("--metadata <text>", "the vote's metadata").default(""));
  addTxFlags(weighted).action(async (id: string, options: string, opts: TxFlags & { metadata: string }, self: Command) => {
    const tx = await txContext(self);
    const msg = MsgVoteWeighted.fromPartial({
      proposalId: proposalIdArgument(id),
      voter: tx.sender,
      options: parseWeightedOptions(options),
      metadata: opts.metadata,
    });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(VOTE_WEIGHTED, msg)]);
  });
}

/** A proposal status flag: deposit_period, voting_period, passed, rejected, failed. */
function statusOption(text: string | undefined): ProposalStatus {
  if (text === undefined || text === "") return ProposalStatus.PROPOSAL_STATUS_UNSPECIFIED;
  const name = `PROPOSAL_STATUS_${text.toUpperCase()}`;
  const status = ProposalStatus[name as keyof typeof ProposalStatus];
  if (typeof status !== "number" || status <= 0)
    throw new Error(`invalid --status ${JSON.stringify(text)}: use deposit_period, voting_period, passed, rejected or failed`);
  return status;
}

/** `q gov proposal|proposals|vote|votes|deposit|deposits|tally|params`, printed in Cosmos JSON (gov v1). */
export function registerGovQueryCommands(query: Command, ctx: LedgerContext): void {
  const id = { name: "proposal-id", description: "the proposal" };
  const json = (method: { response: Parameters<typeof toSdkJson>[0] }) => (res: unknown) => toSdkJson(method.response, res);
  const specs: readonly QueryCommandSpec<any, any>[] = [
    {
      name: "proposal",
      description: "Show a proposal",
      method: GOV_QUERY.Proposal,
      args: [id],
      buildRequest: ({ args }) => ({ proposalId: proposalIdArgument(args[0]!) }),
      toJson: json(GOV_QUERY.Proposal),
    },
    {
      name: "proposals",
      description: "List proposals, optionally by status, voter or depositor",
      method: GOV_QUERY.Proposals,
      options: () => [
        new Option("--status <status>", "deposit_period, voting_period, passed, rejected or failed"),
        new Option("--voter <address>", "only proposals this account voted on"),
        new Option("--depositor <address>", "only proposals this account deposited on"),
      ],
      pagination: { items: "proposals" },
      buildRequest: ({ options, page }) => ({
        proposalStatus: statusOption(options.status as string | undefined),
        voter: (options.voter as string | undefined) ?? "",
        depositor: (options.depositor as string | undefined) ?? "",
        pagination: cosmosPageRequest(page!),
      }),
      toJson: json(GOV_QUERY.Proposals),
    },
    {
      name: "vote",
      description: "Show one account's vote on a proposal (votes are deleted once counted)",
      method: GOV_QUERY.Vote,
      args: [id, { name: "voter", description: "the voter's address" }],
      buildRequest: ({ args }) => ({ proposalId: proposalIdArgument(args[0]!), voter: args[1]! }),
      toJson: json(GOV_QUERY.Vote),
    },
    {
      name: "votes",
      description: "List the votes on a proposal in its voting period",
      method: GOV_QUERY.Votes,
      args: [id],
      pagination: { items: "votes" },
      buildRequest: ({ args, page }) => ({ proposalId: proposalIdArgument(args[0]!), pagination: cosmosPageRequest(page!) }),
      toJson: json(GOV_QUERY.Votes),
    },
    {
      name: "deposit",
      description: "Show one account's deposit on a proposal",
      method: GOV_QUERY.Deposit,
      args: [id, { name: "depositor", description: "the depositor's address" }],
      buildRequest: ({ args }) => ({ proposalId: proposalIdArgument(args[0]!), depositor: args[1]! }),
      toJson: json(GOV_QUERY.Deposit),
    },
    {
      name: "deposits",
      description: "List the deposits on a proposal",
      method: GOV_QUERY.Deposits,
      args: [id],
      pagination: { items: "deposits" },
      buildRequest: ({ args, page }) => ({ proposalId: proposalIdArgument(args[0]!), pagination: cosmosPageRequest(page!) }),
      toJson: json(GOV_QUERY.Deposits),
    },
    {
      name: "tally",
      description: "Show a proposal's tally: live during voting, final after",
      method: GOV_QUERY.TallyResult,
      args: [id],
      buildRequest: ({ args }) => ({ proposalId: proposalIdArgument(args[0]!) }),
      toJson: json(GOV_QUERY.TallyResult),
    },
    {
      name: "params",
      description: "Show the gov parameters",
      method: GOV_QUERY.Params,
      buildRequest: () => ({ paramsType: "tallying" }),
      toJson: (res) => ({ params: (toSdkJson(GOV_QUERY.Params.response, res) as { params: unknown }).params }),
    },
  ];
  registerQueryCommands(query.command("gov").description("Query proposals, votes, deposits, tallies and the gov parameters"), ctx, specs);
}
