import { BinaryReader } from "cosmjs-types/binary";
import { BinaryReader as BinaryReaderIbcV7, BinaryWriter as BinaryWriterIbcV7 } from "cosmjs-types-ibc-v7/binary";
import type { ProtoCodec } from "../codec/proto-codec";
import { MAX_UNKNOWN_GROUP_DEPTH } from "./limits";

/** A field number with bit 11 set (1024–2047, 3072–4095, …) is "non-critical" (ADR 020): a node may ignore it. */
const NON_CRITICAL_BIT = 1 << 10;

export interface UnknownField {
  readonly fieldNumber: number;
  readonly wireType: number;
}

const START_GROUP = 3;
const END_GROUP = 4;

/** The reader methods an iterative group skip needs. */
interface GroupCursor {
  /** The next tag: [field number, wire type]. */
  tag(): [number, number];
  /** Skips one value of a wire type other than the group ones. */
  skipValue(wireType: number): void;
}

/**
 * Skips the rest of a group whose start tag (field `fieldNumber`) was just read, groups inside it included, with a
 * loop and a stack of at most MAX_UNKNOWN_GROUP_DEPTH open groups: the generated readers recurse once per level,
 * which lets the bytes choose how deep the stack goes. Throws for nesting past the limit and mismatched end tags.
 */
function skipGroup(fieldNumber: number, cursor: GroupCursor): void {
  const open = [fieldNumber];
  while (open.length > 0) {
    const [field, wireType] = cursor.tag();
    if (wireType === START_GROUP) {
      if (open.length >= MAX_UNKNOWN_GROUP_DEPTH) throw new Error(`groups nested more than ${MAX_UNKNOWN_GROUP_DEPTH} deep`);
      open.push(field);
    } else if (wireType === END_GROUP) {
      if (open.pop() !== field) throw new Error(`end group tag of field ${field} does not close the open group`);
    } else {
      cursor.skipValue(wireType);
    }
  }
}

/** The reader part a recording reader extends: cosmjs-types' BinaryReader, of either runtime (see `readerClassFor`). */
interface ReaderBase {
  buf: Uint8Array;
  pos: number;
  len: number;
  uint32(): number;
  skipType(wireType: number): unknown;
  tag(): [number, number, number];
}

/**
 * Generated decoders read each field's tag with `uint32()` and hand the fields they do not know (or whose
 * wire type is not the expected one) to a skip method. Nested messages decode through the same reader, so
 * a reader that records those skips sees unknown fields at every depth (but not inside `Any.value`, which
 * is bytes: those are decoded, strictly, on their own). Groups are skipped by `skipGroup`, never recursively.
 */
function recordingReader<B extends new (...args: any[]) => ReaderBase>(Base: B) {
  return class RecordingReader extends Base {
    readonly unknown: UnknownField[] = [];
    private lastVarint = 0;

    // BinaryReader's constructor copies its input; the bytes decoded strictly are already the node's own (a
    // transaction's private copy, or a part of it), so they are read where they are.
    // A mixin's constructor takes `...any[]` (TypeScript's rule); the one argument is the bytes.
    constructor(...args: any[]) {
      super();
      const bytes = args[0] as Uint8Array;
      this.buf = bytes;
      this.len = bytes.length;
    }

    override uint32(): number {
      this.lastVarint = super.uint32();
      return this.lastVarint;
    }

    override skipType(wireType: number): this {
      const fieldNumber = this.lastVarint >>> 3;
      this.unknown.push({ fieldNumber, wireType });
      if (wireType !== START_GROUP) {
        super.skipType(wireType);
        return this;
      }
      skipGroup(fieldNumber, {
        tag: () => {
          const [field, type] = this.tag();
          return [field, type];
        },
        skipValue: (type) => void super.skipType(type),
      });
      return this;
    }
  };
}

/**
 * A generated decoder reads through the reader it is given only when that reader is of its own runtime's class (it
 * checks with `instanceof`): cosmjs-types 0.11 for the SDK's types, the 0.9 runtime (alias cosmjs-types-ibc-v7) for
 * ibc-go v7's. The runtime of a codec shows in the writer its `encode` returns.
 */
const RecordingReader = recordingReader(BinaryReader as unknown as new (...args: any[]) => ReaderBase);
const RecordingReaderIbcV7 = recordingReader(BinaryReaderIbcV7 as unknown as new (...args: any[]) => ReaderBase);
const readerClasses = new WeakMap<object, typeof RecordingReader>();

function readerClassFor(codec: Decoder<unknown>): typeof RecordingReader {
  let readerClass = readerClasses.get(codec);
  if (readerClass === undefined) {
    readerClass = codec.encode(codec.fromPartial({})) instanceof BinaryWriterIbcV7 ? RecordingReaderIbcV7 : RecordingReader;
    readerClasses.set(codec, readerClass);
  }
  return readerClass;
}

export class UnknownFieldError extends Error {
  constructor(
    readonly typeName: string,
    readonly field: UnknownField,
  ) {
    super(
      field.fieldNumber === 0 ? `illegal field number 0 in ${typeName}` : `unknown field ${field.fieldNumber} (wire type ${field.wireType}) in ${typeName}`,
    );
  }
}

/** What strict decoding needs of a codec: a decoder that reads through the reader it is given, and its runtime's writer. */
export type Decoder<T> = Pick<ProtoCodec<T>, "decode" | "encode" | "fromPartial">;

/**
 * Decodes with the Cosmos SDK's unknown-field rules: with `allowNonCritical` false every unknown field
 * is rejected (TxRaw, AuthInfo); with it true only critical ones are (TxBody and the messages in it).
 * Throws UnknownFieldError, or the decoder's own error for malformed bytes. The message's byte fields are views of
 * `bytes`, not copies: give it bytes nobody will change.
 */
export function decodeStrict<T>(codec: Decoder<T>, bytes: Uint8Array, typeName: string, allowNonCritical = false): T {
  const reader = new (readerClassFor(codec))(bytes);
  const message = codec.decode(reader as unknown as BinaryReader);
  if (reader.pos !== reader.len) throw new Error(`trailing bytes after ${typeName}`);
  for (const field of reader.unknown) {
    const nonCritical = field.fieldNumber !== 0 && (field.fieldNumber & NON_CRITICAL_BIT) !== 0;
    if (!(allowNonCritical && nonCritical)) throw new UnknownFieldError(typeName, field);
  }
  return message;
}
