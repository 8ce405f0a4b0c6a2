import { ScalarType, type DescField, type DescMessage } from "@bufbuild/protobuf";

/** Bounds a walk checks before it descends; every one is a count, so the outcome never depends on the host. */
export interface WireLimits {
  /** Messages nested in messages, Any wrappers included; the walked message is level 1. */
  readonly maxMessageDepth: number;
  /** Groups nested inside unknown fields. */
  readonly maxGroupDepth: number;
  /** Anys nested in Anys; an Any directly in the walked message is level 1. */
  readonly maxAnyDepth: number;
  /** Anys under one level-1 Any, itself included. */
  readonly maxAnysPerAny: number;
}

export interface WireRules {
  /**
   * Which unknown fields may be present: none, only those whose number has bit 11 set (ADR 020 "non-critical"), or
   * any (when reading stored data rather than judging a transaction).
   */
  readonly unknownFields: "refuse" | "allow-non-critical" | "allow";
  /**
   * The message an Any of this type URL holds, or undefined when it is not a type the chain knows (refused). Without
   * a resolver, Any values are not walked into.
   */
  readonly resolveAny?: (typeUrl: string) => DescMessage | undefined;
  readonly limits: WireLimits;
}

/** Bytes that break a rule of the walk; the message says which and where. */
export class WireCheckError extends Error {
  override readonly name = "WireCheckError";
}

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const START_GROUP = 3;
const END_GROUP = 4;
const FIXED32 = 5;
const NON_CRITICAL_BIT = 1 << 10;
const ANY = "google.protobuf.Any";

/** How a known field may appear on the wire, and what to walk into. */
interface FieldRule {
  readonly name: string;
  readonly wireTypes: readonly number[];
  /** A message (or map entry holding one) to walk into. */
  readonly message?: DescMessage;
  readonly mapEntry?: { readonly key: readonly number[]; readonly value: readonly number[]; readonly message?: DescMessage };
}

/**
 * Checks protobuf bytes against a message's descriptor before anything decodes them, as the Cosmos SDK's
 * RejectUnknownFields does: unknown fields (critical ones always refused, non-critical ones as `rules` say), known
 * fields with the wrong wire type, truncated or malformed values, and the type of every Any, walked into with the
 * descriptor it resolves to. Unlike the generated decoders, whose stack depth the bytes choose, it stops at the
 * limits of `rules.limits` before going deeper. Throws WireCheckError.
 */
export function checkWire(desc: DescMessage, bytes: Uint8Array, rules: WireRules): void {
  new Walk(bytes, rules).message(desc, 0, bytes.length, 1);
}

class Walk {
  private anyDepth = 0;
  private anysUnderTopAny = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly rules: WireRules,
  ) {}

  message(desc: DescMessage, start: number, end: number, depth: number): void {
    const { limits } = this.rules;
    if (depth > limits.maxMessageDepth) throw new WireCheckError(`messages nested more than ${limits.maxMessageDepth} deep`);
    if (desc.typeName === ANY) return this.any(start, end, depth);
    const table = fieldRules(desc);
    let pos = start;
    while (pos < end) {
      const [fieldNo, wireType, afterTag] = this.tag(pos, end, desc);
      const rule = table.get(fieldNo);
      if (rule === undefined || !rule.wireTypes.includes(wireType)) {
        this.unknownOrMismatched(desc, fieldNo, wireType, rule);
        pos = this.skip(fieldNo, wireType, afterTag, end, desc);
        continue;
      }
      if (wireType !== LENGTH_DELIMITED) {
        pos = this.skip(fieldNo, wireType, afterTag, end, desc);
        continue;
      }
      const [length, valueStart] = this.varint(afterTag, end, desc);
      const valueEnd = valueStart + length;
      if (valueEnd > end) throw new WireCheckError(`field ${fieldNo} of ${desc.typeName} runs past the end of its message`);
      if (rule.message !== undefined) this.message(rule.message, valueStart, valueEnd, depth + 1);
      else if (rule.mapEntry !== undefined) this.mapEntry(desc, rule.mapEntry, valueStart, valueEnd, depth + 1);
      pos = valueEnd;
    }
  }

  /** An Any: its own two fields, then its value walked as the type it names. */
  private any(start: number, end: number, depth: number): void {
    let typeUrl = "";
    let value: [number, number] = [start, start];
    let pos = start;
    while (pos < end) {
      const [fieldNo, wireType, afterTag] = this.tag(pos, end, ANY_DESC_NAME);
      if ((fieldNo === 1 || fieldNo === 2) && wireType === LENGTH_DELIMITED) {
        const [length, valueStart] = this.varint(afterTag, end, ANY_DESC_NAME);
        if (valueStart + length > end) throw new WireCheckError(`field ${fieldNo} of ${ANY} runs past the end of its message`);
        if (fieldNo === 1) typeUrl = new TextDecoder().decode(this.bytes.subarray(valueStart, valueStart + length));
        else value = [valueStart, valueStart + length];
        pos = valueStart + length;
        continue;
      }
      this.unknownOrMismatched({ typeName: ANY }, fieldNo, wireType, fieldNo === 1 || fieldNo === 2 ? { name: "", wireTypes: [] } : undefined);
      pos = this.skip(fieldNo, wireType, afterTag, end, ANY_DESC_NAME);
    }

    const { limits, resolveAny } = this.rules;
    if (resolveAny === undefined) return;
    if (this.anyDepth + 1 > limits.maxAnyDepth) throw new WireCheckError(`messages nested more than ${limits.maxAnyDepth} deep (Any in Any)`);
    if (this.anyDepth === 0) this.anysUnderTopAny = 0;
    if (++this.anysUnderTopAny > limits.maxAnysPerAny) throw new WireCheckError(`more than ${limits.maxAnysPerAny} messages inside one message`);
    const inner = resolveAny(typeUrl);
    if (inner === undefined) throw new WireCheckError(`unable to resolve type URL ${typeUrl}`);
    this.anyDepth++;
    try {
      this.message(inner, value[0], value[1], depth + 1);
    } finally {
      this.anyDepth--;
    }
  }

  private mapEntry(owner: DescMessage, entry: NonNullable<FieldRule["mapEntry"]>, start: number, end: number, depth: number): void {
    let pos = start;
    while (pos < end) {
      const [fieldNo, wireType, afterTag] = this.tag(pos, end, owner);
      const allowed = fieldNo === 1 ? entry.key : fieldNo === 2 ? entry.value : undefined;
      if (allowed === undefined || !allowed.includes(wireType)) {
        this.unknownOrMismatched(
          { typeName: `${owner.typeName} map entry` },
          fieldNo,
          wireType,
          allowed === undefined ? undefined : { name: "", wireTypes: allowed },
        );
        pos = this.skip(fieldNo, wireType, afterTag, end, owner);
        continue;
      }
      if (fieldNo === 2 && entry.message !== undefined) {
        const [length, valueStart] = this.varint(afterTag, end, owner);
        if (valueStart + length > end) throw new WireCheckError(`a map entry of ${owner.typeName} runs past its end`);
        this.message(entry.message, valueStart, valueStart + length, depth + 1);
        pos = valueStart + length;
      } else {
        pos = this.skip(fieldNo, wireType, afterTag, end, owner);
      }
    }
  }

  /** A field the message does not know, or knows with another wire type: refused unless non-critical and allowed. */
  private unknownOrMismatched(desc: { typeName: string }, fieldNo: number, wireType: number, known: FieldRule | undefined): void {
    if (known !== undefined) throw new WireCheckError(`field ${fieldNo} of ${desc.typeName} has wire type ${wireType}, which its type does not allow`);
    const { unknownFields } = this.rules;
    if (unknownFields === "allow") return;
    const nonCritical = (fieldNo & NON_CRITICAL_BIT) !== 0;
    if (!nonCritical || unknownFields === "refuse") throw new WireCheckError(`unknown field ${fieldNo} (wire type ${wireType}) in ${desc.typeName}`);
  }

  /** The position after the value of a field whose tag ends at `pos`; groups are skipped with a loop, to a bounded depth. */
  private skip(fieldNo: number, wireType: number, pos: number, end: number, where: Named): number {
    switch (wireType) {
      case VARINT:
        return this.varint(pos, end, where)[1];
      case FIXED64:
        return this.fixed(pos, 8, end, where);
      case FIXED32:
        return this.fixed(pos, 4, end, where);
      case LENGTH_DELIMITED: {
        const [length, after] = this.varint(pos, end, where);
        if (after + length > end) throw new WireCheckError(`field ${fieldNo} of ${nameOf(where)} runs past the end of its message`);
        return after + length;
      }
      case START_GROUP:
        return this.skipGroup(fieldNo, pos, end, where);
      default:
        throw new WireCheckError(`field ${fieldNo} of ${nameOf(where)} has wire type ${wireType}, which closes no group`);
    }
  }

  private skipGroup(fieldNo: number, pos: number, end: number, where: Named): number {
    const open = [fieldNo];
    const max = this.rules.limits.maxGroupDepth;
    while (open.length > 0) {
      const [field, wireType, afterTag] = this.tag(pos, end, where);
      if (wireType === START_GROUP) {
        if (open.length >= max) throw new WireCheckError(`groups nested more than ${max} deep in ${nameOf(where)}`);
        open.push(field);
        pos = afterTag;
      } else if (wireType === END_GROUP) {
        if (open.pop() !== field) throw new WireCheckError(`an end-group tag of field ${field} in ${nameOf(where)} closes no open group of that field`);
        pos = afterTag;
      } else {
        pos = this.skip(field, wireType, afterTag, end, where);
      }
    }
    return pos;
  }

  /** A tag: field number (1 to 2^29 − 1), wire type, and the position after it. */
  private tag(pos: number, end: number, where: Named): [number, number, number] {
    const [tag, after] = this.varint(pos, end, where);
    if (after - pos > 5 || tag > 0xffffffff) throw new WireCheckError(`a tag in ${nameOf(where)} overflows 32 bits`);
    const fieldNo = Math.floor(tag / 8);
    if (fieldNo === 0) throw new WireCheckError(`illegal field number 0 in ${nameOf(where)}`);
    return [fieldNo, tag % 8, after];
  }

  /** A varint of at most 10 bytes ending within `end`: its value (exact up to 2^53) and the position after it. */
  private varint(pos: number, end: number, where: Named): [number, number] {
    let value = 0;
    let scale = 1;
    for (let i = 0; i < 10; i++) {
      if (pos >= end) throw new WireCheckError(`truncated varint in ${nameOf(where)}`);
      const byte = this.bytes[pos++]!;
      value += (byte & 0x7f) * scale;
      if ((byte & 0x80) === 0) return [value, pos];
      scale *= 128;
    }
    throw new WireCheckError(`a varint in ${nameOf(where)} is longer than 10 bytes`);
  }

  private fixed(pos: number, size: number, end: number, where: Named): number {
    if (pos + size > end) throw new WireCheckError(`truncated fixed-size value in ${nameOf(where)}`);
    return pos + size;
  }
}

type Named = DescMessage | string;
const ANY_DESC_NAME = ANY;

function nameOf(where: Named): string {
  return typeof where === "string" ? where : where.typeName;
}

const tables = new WeakMap<DescMessage, ReadonlyMap<number, FieldRule>>();

/** Each field of a message by number, with the wire types it may use; computed once per descriptor. */
function fieldRules(desc: DescMessage): ReadonlyMap<number, FieldRule> {
  let table = tables.get(desc);
  if (table === undefined) {
    table = new Map(desc.fields.map((field) => [field.number, ruleOf(field)]));
    tables.set(desc, table);
  }
  return table;
}

function ruleOf(field: DescField): FieldRule {
  switch (field.fieldKind) {
    case "scalar":
      return { name: field.name, wireTypes: [scalarWireType(field.scalar)] };
    case "enum":
      return { name: field.name, wireTypes: [VARINT] };
    case "message":
      return {
        name: field.name,
        wireTypes: [field.delimitedEncoding ? START_GROUP : LENGTH_DELIMITED],
        ...(field.delimitedEncoding ? {} : { message: field.message }),
      };
    case "list":
      if (field.listKind === "message")
        return {
          name: field.name,
          wireTypes: [field.delimitedEncoding ? START_GROUP : LENGTH_DELIMITED],
          ...(field.delimitedEncoding ? {} : { message: field.message }),
        };
      return { name: field.name, wireTypes: packable(field.listKind === "enum" ? VARINT : scalarWireType(field.scalar)) };
    case "map": {
      const value = field.mapKind === "message" ? [LENGTH_DELIMITED] : field.mapKind === "enum" ? [VARINT] : [scalarWireType(field.scalar)];
      return {
        name: field.name,
        wireTypes: [LENGTH_DELIMITED],
        mapEntry: { key: [scalarWireType(field.mapKey)], value, ...(field.mapKind === "message" ? { message: field.message } : {}) },
      };
    }
  }
}

/** A repeated number may come one per tag or packed into one length-delimited field. */
function packable(wireType: number): number[] {
  return wireType === LENGTH_DELIMITED ? [LENGTH_DELIMITED] : [wireType, LENGTH_DELIMITED];
}

function scalarWireType(type: ScalarType): number {
  switch (type) {
    case ScalarType.DOUBLE:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return FIXED64;
    case ScalarType.FLOAT:
    case ScalarType.FIXED32:
    case ScalarType.SFIXED32:
      return FIXED32;
    case ScalarType.STRING:
    case ScalarType.BYTES:
      return LENGTH_DELIMITED;
    default:
      return VARINT;
  }
}
