import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";

/**
 * RFC 3339 date-times as hid-node reads them (Go's `time.Parse(time.RFC3339, …)`) and writes them, without
 * JavaScript's Date: consensus code must not depend on the host's clock, time zone or Date parsing.
 */

/** A point in time: seconds since 1970-01-01T00:00:00Z (negative before) and 0 ≤ nanos < 10^9. */
export interface Instant {
  readonly seconds: bigint;
  readonly nanos: number;
}

const NANOS_PER_SECOND = 1_000_000_000n;

// YYYY-MM-DDTHH:MM:SS, an optional fraction, then Z or ±HH:MM. Upper-case T and Z only, as Go.
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

/** The instant a date-time names, or undefined when it is not RFC 3339 or a field is out of range. */
export function parseRfc3339(text: string): Instant | undefined {
  const m = RFC3339.exec(text);
  if (m === null) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  let offsetSeconds = 0;
  if (m[8] === undefined) {
    const offsetHours = Number(m[10]);
    const offsetMinutes = Number(m[11]);
    if (offsetHours > 23 || offsetMinutes > 59) return undefined;
    offsetSeconds = (m[9] === "-" ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60);
  }
  // Go keeps nanoseconds: digits beyond the ninth are dropped.
  const nanos = m[7] === undefined ? 0 : Number(m[7].slice(0, 9).padEnd(9, "0"));
  const local = BigInt(daysFromCivil(year, month, day)) * 86_400n + BigInt(hour * 3600 + minute * 60 + second);
  return { seconds: local - BigInt(offsetSeconds), nanos };
}

/** Formats as Go's `t.UTC().Format(time.RFC3339)`: `YYYY-MM-DDTHH:MM:SSZ`, the fraction dropped. */
export function formatRfc3339(instant: Instant): string {
  const days = floorDiv(instant.seconds, 86_400n);
  const secondOfDay = Number(instant.seconds - days * 86_400n);
  const { year, month, day } = civilFromDays(Number(days));
  const yearText = year < 0 ? `-${pad(-year, 4)}` : pad(year, 4);
  const time = `${pad(Math.floor(secondOfDay / 3600), 2)}:${pad(Math.floor((secondOfDay % 3600) / 60), 2)}:${pad(secondOfDay % 60, 2)}`;
  return `${yearText}-${pad(month, 2)}-${pad(day, 2)}T${time}Z`;
}

/** Block time (a protobuf Timestamp) as an Instant. */
export function instantOf(time: Timestamp): Instant {
  return { seconds: BigInt(time.seconds), nanos: time.nanos };
}

/** Negative, zero or positive as `a` is before, at or after `b`. */
export function compareInstants(a: Instant, b: Instant): number {
  if (a.seconds !== b.seconds) return a.seconds < b.seconds ? -1 : 1;
  return a.nanos === b.nanos ? 0 : a.nanos < b.nanos ? -1 : 1;
}

/**
 * Whole seconds from `from` to `to`, truncated toward zero, as hid-node computes `int64(to.Sub(from)) / 1e9`
 * (so half a second either way is 0).
 */
export function wholeSecondsBetween(from: Instant, to: Instant): bigint {
  const nanos = (to.seconds - from.seconds) * NANOS_PER_SECOND + BigInt(to.nanos - from.nanos);
  return nanos / NANOS_PER_SECOND;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The inverse of `daysFromCivil`. */
function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n !== b < 0n ? q - 1n : q;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}
