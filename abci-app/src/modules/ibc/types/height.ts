import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { u64be } from "../../../store/bytes";

export const ZERO_HEIGHT: Height = Object.freeze({ revisionNumber: 0n, revisionHeight: 0n });

export function isZeroHeight(height: Height): boolean {
  return height.revisionNumber === 0n && height.revisionHeight === 0n;
}

/** ibc-go's `ParseHeight`: `{revision}-{height}`, both decimal uint64. Undefined for any other text. */
export function parseHeight(text: string): Height | undefined {
  const match = /^(0|[1-9][0-9]{0,19})-(0|[1-9][0-9]{0,19})$/.exec(text);
  if (match === null) return undefined;
  const revisionNumber = BigInt(match[1]!);
  const revisionHeight = BigInt(match[2]!);
  if (revisionNumber >= 1n << 64n || revisionHeight >= 1n << 64n) return undefined;
  return { revisionNumber, revisionHeight };
}

/** The 16 bytes that sort heights in order: revision then height, both big-endian (07-tendermint's iteration keys). */
export function sortableHeightBytes(height: Height): Uint8Array {
  const bytes = new Uint8Array(16);
  bytes.set(u64be(height.revisionNumber), 0);
  bytes.set(u64be(height.revisionHeight), 8);
  return bytes;
}
