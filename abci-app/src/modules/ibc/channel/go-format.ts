/*
 * Values as ibc-go's error messages print them with Go's fmt, so that a failed transaction's log reads the same.
 * Logs are not part of consensus; these only keep the messages familiar to relayer operators.
 */

const NANOS_PER_SECOND = 1_000_000_000n;

/**
 * `time.Unix(0, int64(nanos)).UTC().String()`: `2023-11-14 22:13:20.5 +0000 UTC`, the fraction without trailing zeros
 * (none when whole). A uint64 above the int64 range wraps negative, as Go's conversion does.
 */
export function goTime(nanos: bigint): string {
  const signed = BigInt.asIntN(64, nanos);
  let seconds = signed / NANOS_PER_SECOND;
  let fraction = signed % NANOS_PER_SECOND;
  if (fraction < 0n) {
    fraction += NANOS_PER_SECOND;
    seconds -= 1n;
  }
  const iso = new Date(Number(seconds) * 1000).toISOString(); // 2023-11-14T22:13:20.000Z
  const digits = fraction === 0n ? "" : `.${fraction.toString().padStart(9, "0").replace(/0+$/, "")}`;
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${digits} +0000 UTC`;
}

/** A byte slice as `%v` prints it: `[1 2 255]`. */
export function goBytes(bytes: Uint8Array): string {
  return `[${Array.from(bytes).join(" ")}]`;
}
