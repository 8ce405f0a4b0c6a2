import { parseAmount } from "../../../types/coins";
import { utf8 } from "../../../types/utf8";

/** Amounts are stored as their decimal text, as the SDK's `math.Int.Marshal`. */
export function encodeAmount(amount: bigint): Uint8Array {
  return utf8.encode(amount.toString());
}

export function decodeAmount(bytes: Uint8Array): bigint {
  return parseAmount(utf8.decode(bytes));
}
