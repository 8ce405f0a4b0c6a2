import { BinaryReader as BufReader } from "@bufbuild/protobuf/wire";
import { BinaryReader as TelescopeReader } from "cosmjs-types/binary";
import { codecFamily } from "../codec/family";

/** A field number with bit 11 set (1024–2047, 3072–4095, …) is "non-critical" (ADR 020): a node may ignore it. */
const NON_CRITICAL_BIT = 1 << 10;

export interface UnknownField {
  readonly fieldNumber: number;
  readonly wireType: number;
}

/**
 * Generated decoders read each field's tag with `uint32()` and hand the fields they do not know (or whose
 * wire type is not the expected one) to a skip method. Nested messages decode through the same reader, so
 * a reader that records those skips sees unknown fields at every depth (but not inside `Any.value`, which
 * is bytes: those are decoded, strictly, on their own).
 */
class TelescopeRecordingReader extends TelescopeReader {
  readonly unknown: UnknownField[] = [];
  private lastVarint = 0;
  private skipping = 0;

  override uint32(): number {
    this.lastVarint = super.uint32();
    return this.lastVarint;
  }

  override skipType(wireType: number): this {
    if (this.skipping === 0) this.unknown.push({ fieldNumber: this.lastVarint >>> 3, wireType });
    this.skipping++;
    try {
      return super.skipType(wireType);
    } finally {
      this.skipping--;
    }
  }
}

class BufRecordingReader extends BufReader {
  readonly unknown: UnknownField[] = [];
  private lastVarint = 0;

  constructor(buf: Uint8Array) {
    super(buf);
    // @bufbuild's reader assigns uint32 as an instance property, so it is wrapped here, not overridden.
    const read = this.uint32;
    this.uint32 = () => (this.lastVarint = read.call(this));
  }

  override skip(wireType: number, fieldNo?: number): Uint8Array {
    this.unknown.push({ fieldNumber: fieldNo ?? this.lastVarint >>> 3, wireType });
    return super.skip(wireType, fieldNo);
  }
}

export class UnknownFieldError extends Error {
  constructor(
    readonly typeName: string,
    readonly field: UnknownField,
  ) {
    super(
      field.fieldNumber === 0
        ? `illegal field number 0 in ${typeName}`
        : `unknown field ${field.fieldNumber} (wire type ${field.wireType}) in ${typeName}`,
    );
  }
}

interface Decoder<T> {
  decode(input: any, length?: number): T;
}

/**
 * Decodes with the Cosmos SDK's unknown-field rules: with `allowNonCritical` false every unknown field
 * is rejected (TxRaw, AuthInfo); with it true only critical ones are (TxBody and the messages in it).
 * Throws UnknownFieldError, or the decoder's own error for malformed bytes.
 */
export function decodeStrict<T>(codec: Decoder<T>, bytes: Uint8Array, typeName: string, allowNonCritical = false): T {
  const reader = codecFamily(codec) === "ts-proto" ? new BufRecordingReader(bytes) : new TelescopeRecordingReader(bytes);
  const message = codec.decode(reader);
  if (reader.pos !== reader.len) throw new Error(`trailing bytes after ${typeName}`);
  for (const field of reader.unknown) {
    const nonCritical = field.fieldNumber !== 0 && (field.fieldNumber & NON_CRITICAL_BIT) !== 0;
    if (!(allowNonCritical && nonCritical)) throw new UnknownFieldError(typeName, field);
  }
  return message;
}
