import { concatBytes, readU64be, u64be } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";
import { sortableTimeBytes } from "../../../types/time";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { GOV_MODULE_NAME } from "../../../module-kit/authority";

export { readU64be, u64be };

/** The module's name: its codespace, genesis section, store name and module account (it holds the deposits). */
export { GOV_MODULE_NAME };
export const GOV_STORE_KEY = "gov";

/*
 * Store layout, Cosmos SDK v0.47 x/gov (types/keys.go); lp(a) is a's length byte then a, time is the 29-byte
 * sortable text of a UTC instant:
 *   0x00 ‖ u64be(id)                 v1.Proposal
 *   0x01 ‖ time ‖ u64be(id)          u64be(id): the active queue, by voting end time
 *   0x02 ‖ time ‖ u64be(id)          u64be(id): the inactive queue, by deposit end time
 *   0x03                             u64be: the next proposal id
 *   0x04 ‖ u64be(id)                 0x01 while the proposal is in its voting period
 *   0x10 ‖ u64be(id) ‖ lp(depositor) v1.Deposit
 *   0x20 ‖ u64be(id) ‖ lp(voter)     v1.Vote
 *   0x30                             v1.Params
 */
export const PROPOSALS_PREFIX = Uint8Array.of(0x00);
export const ACTIVE_QUEUE_PREFIX = Uint8Array.of(0x01);
export const INACTIVE_QUEUE_PREFIX = Uint8Array.of(0x02);
export const PROPOSAL_ID_KEY = Uint8Array.of(0x03);
export const VOTING_PERIOD_PREFIX = Uint8Array.of(0x04);
export const DEPOSITS_PREFIX = Uint8Array.of(0x10);
export const VOTES_PREFIX = Uint8Array.of(0x20);
export const PARAMS_KEY = Uint8Array.of(0x30);

export const proposalKey = (id: bigint) => concatBytes(PROPOSALS_PREFIX, u64be(id));
export const votingPeriodKey = (id: bigint) => concatBytes(VOTING_PERIOD_PREFIX, u64be(id));
export const queueKey = (prefix: Uint8Array, end: Timestamp, id: bigint) => concatBytes(prefix, sortableTimeBytes(end), u64be(id));
export const depositsPrefix = (id: bigint) => concatBytes(DEPOSITS_PREFIX, u64be(id));
export const depositKey = (id: bigint, depositor: Uint8Array) => concatBytes(depositsPrefix(id), lengthPrefixed(depositor));
export const votesPrefix = (id: bigint) => concatBytes(VOTES_PREFIX, u64be(id));
export const voteKey = (id: bigint, voter: Uint8Array) => concatBytes(votesPrefix(id), lengthPrefixed(voter));
