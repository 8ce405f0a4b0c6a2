/**
 * A string of decimal digits as a BigInt, or undefined when it has more than `maxDigits` digits after its leading
 * zeros. BigInt's parse of decimal text costs the square of its length, so untrusted numbers are measured first.
 */
export function boundedDigits(digits: string, maxDigits: number): bigint | undefined {
  let start = 0;
  while (start < digits.length - 1 && digits.charCodeAt(start) === 0x30) start++;
  return digits.length - start > maxDigits ? undefined : BigInt(digits.slice(start));
}
