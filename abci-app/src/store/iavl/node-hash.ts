import { hash } from "node:crypto";
import { sha256 } from "../../types/hash";
import type { Bytes } from "../types";
import { uvarintLength, writeUvarint, writeZigzag, zigzagLength } from "./varint";

/**
 * IAVL node hashing, the layout ICS23's `iavlSpec` verifies:
 *
 *   leaf  = sha256(zz(0) ‖ zz(1) ‖ zz(version) ‖ uvarint(len key) ‖ key ‖ uvarint(32) ‖ sha256(value))
 *   inner = sha256(zz(height) ‖ zz(size) ‖ zz(version) ‖ uvarint(32) ‖ leftHash ‖ uvarint(32) ‖ rightHash)
 *
 * where zz is Go's signed (zig-zag) varint. The `*Prefix` functions give the bytes before the child hash,
 * which proofs carry as the ICS23 leaf and inner op prefixes. Node hashes are latin1 strings (see ./node).
 */

/** The root hash of an empty tree: sha256 of nothing. */
export const EMPTY_TREE_HASH: Bytes = sha256(new Uint8Array(0));

const HASH_LENGTH = 32;
const scratch = Buffer.allocUnsafe(8192);

/** zz(height) ‖ zz(size) ‖ zz(version): the start of a node's hash preimage. */
export function nodePrefix(height: number, size: number, version: number): Bytes {
  const out = new Uint8Array(zigzagLength(height) + zigzagLength(size) + zigzagLength(version));
  writeHeader(out, 0, height, size, version);
  return out;
}

/** The hash of a leaf (formula above). */
export function leafHash(key: string, value: Bytes, version: number): string {
  const length = 2 + zigzagLength(version) + uvarintLength(key.length) + key.length + 1 + HASH_LENGTH;
  const buf = length <= scratch.length ? scratch : Buffer.allocUnsafe(length);
  let at = writeHeader(buf, 0, 0, 1, version);
  at = writeUvarint(buf, at, key.length);
  at += buf.write(key, at, "latin1");
  buf[at++] = HASH_LENGTH;
  buf.set(sha256(value), at);
  return sha256Latin1(buf.subarray(0, at + HASH_LENGTH));
}

/** The hash of an inner node (formula above). */
export function innerHash(height: number, size: number, version: number, leftHash: string, rightHash: string): string {
  let at = writeHeader(scratch, 0, height, size, version);
  scratch[at++] = HASH_LENGTH;
  at += scratch.write(leftHash, at, "latin1");
  scratch[at++] = HASH_LENGTH;
  at += scratch.write(rightHash, at, "latin1");
  return sha256Latin1(scratch.subarray(0, at));
}

function sha256Latin1(data: Bytes): string {
  return hash("sha256", data, "binary"); // "binary" is Node's name for latin1
}

function writeHeader(buf: Uint8Array, offset: number, height: number, size: number, version: number): number {
  return writeZigzag(buf, writeZigzag(buf, writeZigzag(buf, offset, height), size), version);
}
