import { BinaryWriter } from "cosmjs-types/binary";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { BlockID } from "cosmjs-types/tendermint/types/types";

/** tendermint.types.SignedMsgType PRECOMMIT: the votes a commit carries. */
const PRECOMMIT = 2;

export interface PrecommitVote {
  readonly chainId: string;
  readonly height: bigint;
  readonly round: number;
  /** The block voted for; a zero BlockID for a vote for nil. */
  readonly blockId: BlockID;
  readonly timestamp: Timestamp;
}

/**
 * CometBFT's `VoteSignBytes` for a precommit: the length-delimited CanonicalVote{type, height (sfixed64), round
 * (sfixed64), block_id (CanonicalBlockID, left out for nil), timestamp (always present), chain_id}. What each
 * validator signs, and so what a light client verifies a commit's signatures over.
 */
export function precommitSignBytes(vote: PrecommitVote): Uint8Array {
  const w = new BinaryWriter();
  w.uint32(8).int32(PRECOMMIT);
  if (vote.height !== 0n) w.uint32(17).sfixed64(vote.height);
  if (vote.round !== 0) w.uint32(25).sfixed64(BigInt(vote.round));
  if (!isZeroBlockId(vote.blockId)) {
    w.uint32(34).fork();
    if (vote.blockId.hash.length > 0) w.uint32(10).bytes(vote.blockId.hash);
    const parts = vote.blockId.partSetHeader;
    w.uint32(18).fork();
    if (parts.total !== 0) w.uint32(8).uint32(parts.total);
    if (parts.hash.length > 0) w.uint32(18).bytes(parts.hash);
    w.ldelim();
    w.ldelim();
  }
  w.uint32(42).fork();
  if (vote.timestamp.seconds !== 0n) w.uint32(8).int64(vote.timestamp.seconds);
  if (vote.timestamp.nanos !== 0) w.uint32(16).int32(vote.timestamp.nanos);
  w.ldelim();
  if (vote.chainId !== "") w.uint32(50).string(vote.chainId);
  const body = w.finish();
  return new BinaryWriter().bytes(body).finish();
}

export function isZeroBlockId(id: BlockID): boolean {
  return id.hash.length === 0 && id.partSetHeader.total === 0 && id.partSetHeader.hash.length === 0;
}
