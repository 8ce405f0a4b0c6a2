import type { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { compareTimestamps } from "../../../types/time";

/**
 * A grant is expired once the block time is past its expiration (the SDK's `Expiration.Before(blockTime)`):
 * in a block whose time equals the expiration it still works, and the next block's start prunes it.
 */
export function isExpired(grant: Grant, now: Timestamp): boolean {
  return grant.expiration !== undefined && compareTimestamps(grant.expiration, now) < 0;
}
