/** The largest magnitude of the SDK's `math.Int`: 256 bits. */
const MAX_INT_MAGNITUDE = (1n << 256n) - 1n;
/** More significant digits than this overflow 256 bits in any base (binary needs the most). */
const MAX_DIGITS = 256;

/**
 * Go's `big.Int.SetString(s, 0)`, as the SDK's `math.NewIntFromString` reads a packet's amount: an optional sign,
 * then decimal, `0x` hex, `0b` binary, `0o` octal or, after a leading `0`, octal ("017" is 15), with `_` allowed
 * between digits and after a prefix.
 */
const GO_INTEGER = /^([+-]?)(?:0[xX]((?:_?[0-9a-fA-F])+)|0[bB]((?:_?[01])+)|0[oO]((?:_?[0-7])+)|0((?:_?[0-7])*)|([1-9](?:_?[0-9])*))$/;

/**
 * The integer `math.NewIntFromString` reads from `s`, or undefined where it fails: not such an integer, or more
 * than 256 bits. Negative values are returned (the caller refuses them as not positive).
 */
export function parseGoInt(s: string): bigint | undefined {
  const match = GO_INTEGER.exec(s);
  if (match === null) return undefined;
  const [, sign, hex, binary, octal, leadingZeroOctal, decimal] = match;
  const [prefix, body] =
    hex !== undefined ? ["0x", hex] : binary !== undefined ? ["0b", binary] : decimal !== undefined ? ["", decimal] : ["0o", octal ?? leadingZeroOctal!];
  // Leading zeros are allowed in any number; the digits after them are bounded before BigInt sees them.
  const digits = body.replace(/_/g, "").replace(/^0+/, "");
  if (digits.length > MAX_DIGITS) return undefined;
  const magnitude = digits === "" ? 0n : BigInt(`${prefix}${digits}`);
  if (magnitude > MAX_INT_MAGNITUDE) return undefined;
  return sign === "-" ? -magnitude : magnitude;
}
