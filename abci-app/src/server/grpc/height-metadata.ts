import type { Metadata } from "@grpc/grpc-js";
import { invalidArgument } from "../api-error";

/** The SDK's gRPC metadata key for the height to query at, and of the height a query was answered at. */
export const BLOCK_HEIGHT_METADATA = "x-cosmos-block-height";

/**
 * The height a call asks for, as the SDK's gRPC server reads it: one `x-cosmos-block-height` value, a decimal
 * int64 ≥ 0; absent (or given more than once, which the SDK ignores too) means 0, the latest.
 */
export function requestedHeight(metadata: Metadata): bigint {
  const values = metadata.get(BLOCK_HEIGHT_METADATA);
  if (values.length !== 1) return 0n;
  const text = String(values[0]).trim();
  if (!/^[+-]?[0-9]{1,19}$/.test(text) || BigInt(text) > (1n << 63n) - 1n) {
    throw invalidArgument(`invalid height header ${JSON.stringify(BLOCK_HEIGHT_METADATA)}: ${JSON.stringify(text)} is not an int64`);
  }
  const height = BigInt(text);
  if (height < 0n) throw invalidArgument(`height must not be negative, got ${height}`);
  return height;
}
