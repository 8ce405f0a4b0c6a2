import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { Plan } from "cosmjs-types/cosmos/upgrade/v1beta1/upgrade";
import { ErrInvalidRequest } from "../../../types/sdk-errors";

/**
 * Go's zero time.Time (0001-01-01T00:00:00Z) as gogoproto writes a plan's non-nullable `time`. Plans are stored
 * with it, so they encode and print as a Go node's do.
 */
export const GO_ZERO_TIME: Timestamp = { seconds: -62_135_596_800n, nanos: 0 };

/**
 * Whether a plan's deprecated `time` is unset: Go's zero time, or the empty Timestamp, which is how cosmjs writes
 * (and how the decoder reads) a field left out. A Go node tells an explicit 1970-01-01 apart and refuses it; here
 * the two cannot be told apart after decoding, so both count as unset.
 */
export function isZeroTime(time: Timestamp | undefined): boolean {
  if (time === undefined) return true;
  if (time.nanos !== 0) return false;
  return time.seconds === 0n || time.seconds === GO_ZERO_TIME.seconds;
}

/** The SDK's `Plan.ValidateBasic`: no time, no IBC client state, a name, a positive height (sdk 18 otherwise). */
export function validatePlan(plan: Plan): void {
  if (!isZeroTime(plan.time)) throw ErrInvalidRequest.wrap("time-based upgrades have been deprecated in the SDK");
  if (plan.upgradedClientState !== undefined) throw ErrInvalidRequest.wrap("upgrade logic for IBC has been moved to the IBC module");
  if (plan.name.length === 0) throw ErrInvalidRequest.wrap("name cannot be empty");
  if (plan.height <= 0n) throw ErrInvalidRequest.wrap("height must be greater than 0");
}

/** The plan as it is stored: its time Go's zero time. */
export function canonicalPlan(plan: Plan): Plan {
  return { name: plan.name, time: GO_ZERO_TIME, height: plan.height, info: plan.info };
}

/** Whether the plan runs in the block at `height`: its height reached (the SDK's `ShouldExecute`). */
export function isDue(plan: Plan, height: bigint): boolean {
  return plan.height > 0n && plan.height <= height;
}

/** "height: <h>", the SDK's `DueAt`. */
export const dueAt = (plan: Plan) => `height: ${plan.height}`;

/** What the node says when it halts for a plan it has no handler for (the SDK's `BuildUpgradeNeededMsg`). */
export const upgradeNeededMessage = (plan: Plan) => `UPGRADE "${plan.name}" NEEDED at ${dueAt(plan)}: ${plan.info}`;

/**
 * `<home>/data/upgrade-info.json` as the SDK writes it (Go's encoding/json of a Plan): the name, Go's zero time, the
 * height the node halted at, and the info when there is one. What cosmovisor watches, and what the new binary reads.
 */
export function upgradeInfoJson(plan: Plan, haltHeight: bigint): string {
  const fields = [`"name":${goJsonString(plan.name)}`, `"time":"0001-01-01T00:00:00Z"`, `"height":${haltHeight}`];
  if (plan.info !== "") fields.push(`"info":${goJsonString(plan.info)}`);
  return `{${fields.join(",")}}`;
}

/** A JSON string as Go's encoding/json writes it: `<`, `>`, `&`, U+2028 and U+2029 escaped too. */
function goJsonString(value: string): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
