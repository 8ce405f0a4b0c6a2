import { parseAmount } from "../../../types/coins";

/** Amounts are stored as their decimal text, as the SDK's `math.Int.Marshal`. */
export function encodeAmount(amount: bigint): Uint8Array {
  return new TextEncoder().encode(amount.toString());
}

export function decodeAmount(bytes: Uint8Array): bigint {
  return parseAmount(new TextDecoder().decode(bytes));
}
