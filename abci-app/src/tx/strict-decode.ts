import { BinaryReader } from "cosmjs-types/binary";

/** A field number with bit 11 set (1024–2047, 3072–4095, …) is "non-critical" (ADR 020): a node may ignore it. */
const NON_CRITICAL_BIT = 1 << 10;

export interface UnknownField {
  readonly fieldNumber: number;
  readonly wireType: number;
}

/**
 * A reader that records the fields the generated decoder does not know. cosmjs-types decoders call
 * `skipType` only for unknown fields, right after reading their tag, and nested messages decode through
 * the same reader, so this sees unknown fields at every depth (but not inside `Any.value`, which is bytes).
 */
class RecordingReader extends BinaryReader {
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

interface Decoder<T> {
  decode(input: BinaryReader | Uint8Array, length?: number): T;
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

/**
 * Decodes with the Cosmos SDK's unknown-field rules: with `allowNonCritical` false every unknown field
 * is rejected (TxRaw, AuthInfo); with it true only critical ones are (TxBody and the messages in it).
 * Throws UnknownFieldError, or the decoder's own error for malformed bytes.
 */
export function decodeStrict<T>(codec: Decoder<T>, bytes: Uint8Array, typeName: string, allowNonCritical = false): T {
  const reader = new RecordingReader(bytes);
  const message = codec.decode(reader);
  if (reader.pos !== reader.len) throw new Error(`trailing bytes after ${typeName}`);
  for (const field of reader.unknown) {
    const nonCritical = field.fieldNumber !== 0 && (field.fieldNumber & NON_CRITICAL_BIT) !== 0;
    if (!(allowNonCritical && nonCritical)) throw new UnknownFieldError(typeName, field);
  }
  return message;
}
