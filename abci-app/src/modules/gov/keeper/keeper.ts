import { Deposit, Params, Proposal, Vote } from "cosmjs-types/cosmos/gov/v1/gov";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Context } from "../../../module-kit/context";
import type { MsgRoutes } from "../../../module-kit/module";
import { prefixEnd } from "../../../store/bytes";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { AddressCodec } from "../../../types/address";
import { sortableTimeBytes } from "../../../types/time";
import type { BankModuleKeeper } from "../../bank/keeper/keeper";
import type { StakingKeeper } from "../../staking/keeper/keeper";
import {
  ACTIVE_QUEUE_PREFIX,
  depositKey,
  depositsPrefix,
  GOV_STORE_KEY,
  INACTIVE_QUEUE_PREFIX,
  PARAMS_KEY,
  PROPOSAL_ID_KEY,
  PROPOSALS_PREFIX,
  proposalKey,
  queueKey,
  readU64be,
  u64be,
  voteKey,
  votesPrefix,
  votingPeriodKey,
} from "../types/keys";
import { defaultGovParams, type GovParams } from "../types/params";

const ACTIVE = Uint8Array.of(0x01);

/**
 * x/gov state under the SDK v0.47 keys (types/keys.ts): proposals, the two queues of proposals waiting for the end
 * of their deposit or voting period, deposits, votes, params and the next id. The rules (submitting, depositing,
 * voting, tallying) are in the files beside this one; this class reads and writes records.
 */
export class GovKeeper {
  constructor(
    readonly bank: BankModuleKeeper,
    readonly staking: StakingKeeper,
    /** The app's message routes: proposal messages are checked against them and a passed proposal's run through them. */
    readonly router: MsgRoutes,
  ) {}

  get addressCodec(): AddressCodec {
    return this.staking.addressCodec;
  }

  // ── params and the id counter ──

  getParams(ctx: Context): GovParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultGovParams(this.staking.bondDenom(ctx)) : Params.decode(bytes);
  }

  setParams(ctx: Context, params: GovParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  /** The id the next proposal gets; undefined before genesis has set it. */
  nextProposalId(ctx: Context): bigint | undefined {
    const bytes = store(ctx).get(PROPOSAL_ID_KEY);
    return bytes === undefined ? undefined : readU64be(bytes);
  }

  setNextProposalId(ctx: Context, id: bigint): void {
    store(ctx).set(PROPOSAL_ID_KEY, u64be(id));
  }

  // ── proposals ──

  getProposal(ctx: Context, id: bigint): Proposal | undefined {
    const bytes = store(ctx).get(proposalKey(id));
    return bytes === undefined ? undefined : Proposal.decode(bytes);
  }

  /** Saves a proposal and keeps the voting-period marker in step with its status (the SDK's `SetProposal`). */
  setProposal(ctx: Context, proposal: Proposal): void {
    store(ctx).set(proposalKey(proposal.id), Proposal.encode(proposal).finish());
    if (proposal.status === 2) store(ctx).set(votingPeriodKey(proposal.id), ACTIVE);
    else store(ctx).delete(votingPeriodKey(proposal.id));
  }

  deleteProposal(ctx: Context, id: bigint): void {
    store(ctx).delete(proposalKey(id));
    store(ctx).delete(votingPeriodKey(id));
  }

  /** Whether the proposal is in its voting period (the marker the SDK reads before accepting a vote). */
  isVotingPeriod(ctx: Context, id: bigint): boolean {
    return store(ctx).get(votingPeriodKey(id)) !== undefined;
  }

  proposalStore(ctx: Context): KVStore {
    return new PrefixStore(store(ctx), PROPOSALS_PREFIX);
  }

  allProposals(ctx: Context): Proposal[] {
    return [...this.proposalStore(ctx).iterator()].map(([, bytes]) => Proposal.decode(bytes));
  }

  // ── queues ──

  insertInactive(ctx: Context, id: bigint, end: Timestamp): void {
    store(ctx).set(queueKey(INACTIVE_QUEUE_PREFIX, end, id), u64be(id));
  }

  removeInactive(ctx: Context, id: bigint, end: Timestamp): void {
    store(ctx).delete(queueKey(INACTIVE_QUEUE_PREFIX, end, id));
  }

  insertActive(ctx: Context, id: bigint, end: Timestamp): void {
    store(ctx).set(queueKey(ACTIVE_QUEUE_PREFIX, end, id), u64be(id));
  }

  removeActive(ctx: Context, id: bigint, end: Timestamp): void {
    store(ctx).delete(queueKey(ACTIVE_QUEUE_PREFIX, end, id));
  }

  /** The ids of a queue whose period ended at or before `time`, in end-time then id order. */
  dueIds(ctx: Context, queue: "active" | "inactive", time: Timestamp): bigint[] {
    const prefix = queue === "active" ? ACTIVE_QUEUE_PREFIX : INACTIVE_QUEUE_PREFIX;
    const end = prefixEnd(Uint8Array.from([...prefix, ...sortableTimeBytes(time)]));
    return [...store(ctx).iterator(prefix, end)].map(([, value]) => readU64be(value));
  }

  // ── deposits ──

  getDeposit(ctx: Context, id: bigint, depositor: Uint8Array): Deposit | undefined {
    const bytes = store(ctx).get(depositKey(id, depositor));
    return bytes === undefined ? undefined : Deposit.decode(bytes);
  }

  setDeposit(ctx: Context, deposit: Deposit): void {
    const depositor = this.addressCodec.decode(deposit.depositor, "depositor");
    store(ctx).set(depositKey(deposit.proposalId, depositor), Deposit.encode(deposit).finish());
  }

  depositStore(ctx: Context, id: bigint): KVStore {
    return new PrefixStore(store(ctx), depositsPrefix(id));
  }

  deposits(ctx: Context, id: bigint): Deposit[] {
    return [...this.depositStore(ctx, id).iterator()].map(([, bytes]) => Deposit.decode(bytes));
  }

  deleteDeposits(ctx: Context, id: bigint): void {
    const deposits = this.depositStore(ctx, id);
    for (const [key] of [...deposits.iterator()]) deposits.delete(key);
  }

  // ── votes ──

  getVote(ctx: Context, id: bigint, voter: Uint8Array): Vote | undefined {
    const bytes = store(ctx).get(voteKey(id, voter));
    return bytes === undefined ? undefined : Vote.decode(bytes);
  }

  setVote(ctx: Context, vote: Vote): void {
    const voter = this.addressCodec.decode(vote.voter, "voter");
    store(ctx).set(voteKey(vote.proposalId, voter), Vote.encode(vote).finish());
  }

  voteStore(ctx: Context, id: bigint): KVStore {
    return new PrefixStore(store(ctx), votesPrefix(id));
  }

  votes(ctx: Context, id: bigint): { voter: Uint8Array; vote: Vote }[] {
    return [...this.voteStore(ctx, id).iterator()].map(([key, bytes]) => ({ voter: key.subarray(1), vote: Vote.decode(bytes) }));
  }

  deleteVote(ctx: Context, id: bigint, voter: Uint8Array): void {
    store(ctx).delete(voteKey(id, voter));
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(GOV_STORE_KEY);
}
