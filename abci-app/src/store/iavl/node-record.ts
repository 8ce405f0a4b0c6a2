import { keyStringAt } from "../bytes";
import type { Bytes } from "../types";
import { Node } from "./node";
import { readUvarint, uvarintLength, writeUvarint } from "./varint";

/**
 * The LevelDB value of a persisted node (its hash ends the LevelDB key, so it is not repeated here):
 *
 *   uvarint(height) ‖ uvarint(size) ‖ uvarint(version) ‖ uvarint(len key) ‖ key ‖ rest
 *
 * where rest is the value for a leaf (height 0), and for an inner node
 *
 *   uvarint(left version) ‖ uvarint(right version) ‖ leftHash ‖ rightHash
 *
 * Both child hashes are in the record, so hashing a parent or proving a path never loads a sibling; with the
 * children's versions they are the children's keys (layout.ts).
 */

const HASH_LENGTH = 32;

/** The record of a node whose hashes (its own and its children's) are set. */
export function encodeNodeRecord(node: Node): Buffer {
  const tail = node.isLeaf ? node.value!.length : uvarintLength(node.leftVersion) + uvarintLength(node.rightVersion) + 2 * HASH_LENGTH;
  const length = uvarintLength(node.height) + uvarintLength(node.size) + uvarintLength(node.version) + uvarintLength(node.key.length) + node.key.length + tail;
  const out = Buffer.allocUnsafe(length);
  let at = writeUvarint(out, 0, node.height);
  at = writeUvarint(out, at, node.size);
  at = writeUvarint(out, at, node.version);
  at = writeUvarint(out, at, node.key.length);
  at += out.write(node.key, at, "latin1");
  if (node.isLeaf) {
    out.set(node.value!, at);
  } else {
    at = writeUvarint(out, at, node.leftVersion);
    at = writeUvarint(out, at, node.rightVersion);
    at += out.write(node.leftHash!, at, "latin1");
    out.write(node.rightHash!, at, "latin1");
  }
  return out;
}

/** What every node record starts with (format 1's too, store/layout-upgrade.ts), and where the rest begins. */
export interface NodeRecordHeader {
  readonly height: number;
  readonly size: number;
  readonly version: number;
  readonly key: string;
  readonly end: number;
}

export function decodeNodeRecordHeader(record: Bytes): NodeRecordHeader {
  // biome-ignore lint/style/useConst: each is assigned once, by the destructuring reads below that also move `at`
  let height: number, size: number, version: number, keyLength: number;
  let at = 0;
  [height, at] = readUvarint(record, at);
  [size, at] = readUvarint(record, at);
  [version, at] = readUvarint(record, at);
  [keyLength, at] = readUvarint(record, at);
  if (record.length - at < keyLength) throw new Error("truncated node record");
  return { height, size, version, key: keyStringAt(record, at, at + keyLength), end: at + keyLength };
}

/**
 * Decodes a record into a persisted node. Key and child hashes are copied out as strings, so an inner node
 * keeps nothing of `record`; a leaf's value is a view into it.
 */
export function decodeNodeRecord(hash: string, record: Bytes): Node {
  const { height, size, version, key, end } = decodeNodeRecordHeader(record);
  let at = end;
  if (height === 0) return Node.persisted(hash, version, 0, size, key, record.subarray(at));
  // biome-ignore lint/style/useConst: each is assigned once, by the destructuring reads below that also move `at`
  let leftVersion: number, rightVersion: number;
  [leftVersion, at] = readUvarint(record, at);
  [rightVersion, at] = readUvarint(record, at);
  if (record.length - at !== 2 * HASH_LENGTH) throw new Error("malformed inner node record");
  return Node.persisted(
    hash,
    version,
    height,
    size,
    key,
    undefined,
    keyStringAt(record, at, at + HASH_LENGTH),
    keyStringAt(record, at + HASH_LENGTH, at + 2 * HASH_LENGTH),
    leftVersion,
    rightVersion,
  );
}
