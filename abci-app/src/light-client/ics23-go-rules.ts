import type { ics23 } from "@confio/ics23";

/** Go's ics23 (what ibc-go verifies with) allows at most this many inner steps when a spec sets no maximum. */
const DEFAULT_MAX_DEPTH = 128;

/**
 * The checks of Go's ics23 v0.10+ that @confio/ics23 0.6.8 (the JavaScript release, older) does not make, so that a
 * proof idledger accepts is one ibc-go would accept: for the IAVL level, each leaf and inner prefix must read as
 * IAVL's height, size and version (a leaf at height 0 and size 1 with nothing after; an inner node with 1 or 34 bytes
 * after, as when its child is on the left or the right), inner heights at least their layer; for the Tendermint level,
 * each inner prefix starts with 1 and is exactly 1 when a suffix follows; at most 128 steps either way.
 * Throws an Error naming the rule, for the caller to wrap.
 */
export function checkGoIcs23Rules(proof: ics23.ICommitmentProof, level: "iavl" | "tendermint"): void {
  const existence = [proof.exist, proof.nonexist?.left, proof.nonexist?.right].filter((p): p is ics23.IExistenceProof => p !== null && p !== undefined);
  for (const exist of existence) {
    const path = exist.path ?? [];
    if (path.length > DEFAULT_MAX_DEPTH) throw new Error(`innerOps depth too long: ${path.length}`);
    if (level === "iavl") {
      checkIavlPrefix(exist.leaf?.prefix ?? new Uint8Array(), 0);
      path.forEach((inner, i) => checkIavlPrefix(inner.prefix ?? new Uint8Array(), i + 1));
    } else {
      for (const inner of path) checkTendermintInner(inner);
    }
  }
}

function checkIavlPrefix(prefix: Uint8Array, layer: number): void {
  const reader = { bytes: prefix, at: 0 };
  const height = readZigzagVarint(reader, "height");
  if (height < 0n || height < BigInt(layer)) {
    throw new Error(`IAVL height (${height}) must be non-negative and greater than or equal to the layer number (${layer})`);
  }
  const size = readZigzagVarint(reader, "size");
  if (size < 0n) throw new Error("IAVL size must be non-negative");
  const version = readZigzagVarint(reader, "version");
  if (version < 0n) throw new Error("IAVL version must be non-negative");
  const remaining = prefix.length - reader.at;
  if (layer === 0) {
    if (remaining !== 0) throw new Error(`expected remaining prefix length to be 0, got: ${remaining}`);
    if (height !== 0n) throw new Error(`expected leaf node height to be 0, got: ${height}`);
    if (size !== 1n) throw new Error(`expected leaf node size to be 1, got: ${size}`);
  } else if (remaining !== 1 && remaining !== 34) {
    throw new Error(`remainder of prefix must be of length 1 or 34, got: ${remaining}`);
  }
}

function checkTendermintInner(inner: ics23.IInnerOp): void {
  const prefix = inner.prefix ?? new Uint8Array();
  if (prefix.length === 0) throw new Error("inner op prefix must not be empty");
  if (prefix[0] !== 1) throw new Error(`expected inner op prefix to begin with 1, got: ${prefix[0]}`);
  if ((inner.suffix?.length ?? 0) > 0 && prefix.length !== 1) throw new Error("expected inner op prefix [1] before a suffix");
}

/** Go's `binary.ReadVarint`: a zigzag-encoded signed varint of at most 10 bytes. */
function readZigzagVarint(reader: { bytes: Uint8Array; at: number }, what: string): bigint {
  let value = 0n;
  for (let shift = 0n; shift < 70n; shift += 7n) {
    if (reader.at >= reader.bytes.length) throw new Error(`failed to read IAVL ${what} varint: EOF`);
    const byte = reader.bytes[reader.at++]!;
    value |= BigInt(byte & 0x7f) << shift;
    if (byte < 0x80) return value & 1n ? -((value >> 1n) + 1n) : value >> 1n;
  }
  throw new Error(`failed to read IAVL ${what} varint: overflow`);
}
