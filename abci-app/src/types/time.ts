import type { Duration } from "cosmjs-types/google/protobuf/duration";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { formatRfc3339, parseRfc3339 } from "./rfc3339";

/*
 * Block times, grant expirations and allowance periods. Instants and durations are compared and added as BigInt
 * nanoseconds, exact and without Date. Ranges are protobuf's: a Timestamp lies in 0001-01-01 … 9999-12-31 (UTC)
 * and a Duration within ±10,000 years.
 */
const NANOS_PER_SECOND = 1_000_000_000n;
const MIN_TIMESTAMP_SECONDS = -62_135_596_800n;
const MAX_TIMESTAMP_SECONDS = 253_402_300_799n;
const MAX_DURATION_SECONDS = 315_576_000_000n;

/** The length of the SDK's sortable time text, "2006-01-02T15:04:05.000000000". */
export const SORTABLE_TIME_LENGTH = 29;

export function timestampNanos(time: Timestamp): bigint {
  return time.seconds * NANOS_PER_SECOND + BigInt(time.nanos);
}

export function durationNanos(duration: Duration): bigint {
  return duration.seconds * NANOS_PER_SECOND + BigInt(duration.nanos);
}

/** The Timestamp of a count of nanoseconds since 1970 (nanos always 0 … 10^9 - 1, before 1970 too). */
function timestampOfNanos(nanos: bigint): Timestamp {
  const remainder = ((nanos % NANOS_PER_SECOND) + NANOS_PER_SECOND) % NANOS_PER_SECOND;
  return { seconds: (nanos - remainder) / NANOS_PER_SECOND, nanos: Number(remainder) };
}

/** Go's `t.Add(d)`. */
export function addDuration(time: Timestamp, duration: Duration): Timestamp {
  return timestampOfNanos(timestampNanos(time) + durationNanos(duration));
}

/** Go's `a.Before(b)`. */
export function isBefore(a: Timestamp, b: Timestamp): boolean {
  return timestampNanos(a) < timestampNanos(b);
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareTimestamps(a: Timestamp, b: Timestamp): number {
  const d = timestampNanos(a) - timestampNanos(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

/** A valid protobuf Timestamp: in range, 0 ≤ nanos < 10^9. */
export function isValidTimestamp(time: Timestamp): boolean {
  return (
    time.seconds >= MIN_TIMESTAMP_SECONDS &&
    time.seconds <= MAX_TIMESTAMP_SECONDS &&
    Number.isInteger(time.nanos) &&
    time.nanos >= 0 &&
    time.nanos < 1_000_000_000
  );
}

/** A valid protobuf Duration: within ±10,000 years, seconds and nanos of the same sign. */
export function isValidDuration(duration: Duration): boolean {
  const { seconds, nanos } = duration;
  if (seconds < -MAX_DURATION_SECONDS || seconds > MAX_DURATION_SECONDS || !Number.isInteger(nanos) || Math.abs(nanos) >= 1_000_000_000) return false;
  return !((seconds > 0n && nanos < 0) || (seconds < 0n && nanos > 0));
}

/** The SDK's `FormatTimeBytes`: UTC, nanoseconds always nine digits, so the text sorts as the instants do. */
export function sortableTimeBytes(time: Timestamp): Uint8Array {
  const text = `${formatRfc3339(time).slice(0, -1)}.${String(time.nanos).padStart(9, "0")}`;
  return new TextEncoder().encode(text);
}

/** Go's `time.RFC3339` text of a time, as the SDK's error messages print it: whole seconds, UTC. */
export function rfc3339Seconds(time: Timestamp): string {
  return formatRfc3339(time);
}

/** Go's `time.RFC3339Nano` text of a UTC time: fractional seconds without trailing zeros ("…T00:00:05.5Z"). */
export function rfc3339Nano(time: Timestamp): string {
  const fraction = String(time.nanos).padStart(9, "0").replace(/0+$/, "");
  return `${formatRfc3339(time).slice(0, -1)}${fraction === "" ? "" : `.${fraction}`}Z`;
}

/** A Timestamp in its proto JSON form: RFC 3339 in UTC with 0, 3, 6 or 9 fractional digits ("2026-01-01T00:00:00.500Z"). */
export function timestampToJson(time: Timestamp): string {
  let fraction = String(time.nanos).padStart(9, "0");
  while (fraction.endsWith("000")) fraction = fraction.slice(0, -3);
  return `${formatRfc3339(time).slice(0, -1)}${fraction === "" ? "" : `.${fraction}`}Z`;
}

/** The Timestamp of an RFC 3339 text, or an Error naming `what` when it is not one or is out of the Timestamp range. */
export function timestampFromJson(text: unknown, what: string): Timestamp {
  const instant = typeof text === "string" ? parseRfc3339(text) : undefined;
  if (instant === undefined) throw new Error(`${what}: expected an RFC 3339 date-time such as "2026-01-01T00:00:00Z", got ${JSON.stringify(text)}`);
  if (instant.seconds < MIN_TIMESTAMP_SECONDS || instant.seconds > MAX_TIMESTAMP_SECONDS)
    throw new Error(`${what}: ${text} is outside 0001-01-01 to 9999-12-31`);
  return { seconds: instant.seconds, nanos: instant.nanos };
}
