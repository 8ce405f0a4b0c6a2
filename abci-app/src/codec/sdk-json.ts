import {
  create,
  fromBinary,
  fromJson,
  getOption,
  hasOption,
  ScalarType,
  toBinary,
  toJson,
  type DescExtension,
  type DescField,
  type FileRegistry,
  type JsonObject,
  type JsonValue,
} from "@bufbuild/protobuf";
import { reflect, type ReflectMessage } from "@bufbuild/protobuf/reflect";
import type { ProtoCodec } from "./proto-codec";
import { decJson, DecFields, intBytesJson } from "./dec-fields";
import { descriptorRegistry, messageDescriptor } from "./descriptors";
import { checkWire, WireCheckError, type WireRules } from "./wire-check";

/**
 * How deep an answer may nest before it is decoded for printing: stored data is read without its unknown fields and
 * each Any is printed on its own, so these bound every recursion of printing (protobuf-es stops groups at 100 too).
 */
const PRINT_RULES: WireRules = { unknownFields: "allow", limits: { maxMessageDepth: 100, maxGroupDepth: 100, maxAnyDepth: 0, maxAnysPerAny: 0 } };
/** Anys inside Anys printed in full; deeper ones print in their raw form (a transaction may nest 10, tx/limits.ts). */
const MAX_PRINTED_ANY_DEPTH = 16;

/** An answer that cannot be printed as JSON: nested deeper than printing allows. */
export class UnprintableError extends Error {
  override readonly name = "UnprintableError";
}

/**
 * Cosmos JSON with defaults, as the SDK's REST gateway and CLI print messages (gogoproto's jsonpb with
 * `OrigName` and `EmitDefaults`): proto field names, every field present — `""`, `0`, `false`, `[]`, `{}`,
 * and `null` for an unset message or empty bytes — 64-bit integers as strings, bytes as base64, enums by name, an Any
 * inlined as `{"@type": url, …fields}`, Timestamp and Duration in their JSON forms. A message field marked
 * `(gogoproto.nullable) = false` is a struct in Go, never nil, so it prints as its defaults when unset. An
 * unset member of a oneof is left out. An `sdk.Dec` field prints as its decimal (codec/dec-fields.ts). Schema-driven: works for any type in the descriptor set.
 *
 * An Any it cannot print in full (a type the descriptor set lacks, bytes that do not decode, or Anys nested more than
 * 16 deep) prints in its raw form `{"@type": url, "value": <base64>}`, so that one such message (a transaction from
 * history, say) never makes a whole answer unprintable. Printing is bounded: bytes nested deeper than 100 messages
 * are refused with UnprintableError before they are decoded.
 */
export class SdkJsonPrinter {
  private readonly nullable: DescExtension | undefined;
  private readonly decFields: DecFields;
  private anyDepth = 0;

  constructor(readonly registry: FileRegistry = descriptorRegistry()) {
    this.nullable = registry.getExtension("gogoproto.nullable");
    this.decFields = new DecFields(registry);
  }

  /** The JSON of a message of type `typeName` ("cosmos.bank.v1beta1.QueryBalanceResponse") from its protobuf bytes. */
  printBytes(typeName: string, bytes: Uint8Array): JsonValue {
    const desc = messageDescriptor(typeName, this.registry);
    try {
      checkWire(desc, bytes, PRINT_RULES);
    } catch (err) {
      if (err instanceof WireCheckError) throw new UnprintableError(`cannot print ${typeName} as JSON: ${err.message}`);
      throw err;
    }
    return this.message(reflect(desc, fromBinary(desc, bytes, { readUnknownFields: false })));
  }

  /** The JSON of a message held by one of our codecs (cosmjs-types' or our ssi types). */
  printMessage<T>(codec: ProtoCodec<T>, message: T): JsonValue {
    return this.printBytes(typeNameOfCodec(codec), codec.encode(message).finish());
  }

  private message(r: ReflectMessage): JsonValue {
    const { desc } = r;
    if (desc.typeName === "google.protobuf.Any") return this.any(r);
    if (desc.file.proto.package === "google.protobuf") return toJson(desc, r.message, { registry: this.registry });
    const out: JsonObject = {};
    for (const field of desc.fields) {
      if (field.oneof !== undefined && !r.isSet(field)) continue;
      out[field.name] = this.field(r, field);
    }
    return out;
  }

  private field(r: ReflectMessage, field: DescField): JsonValue {
    switch (field.fieldKind) {
      case "list": {
        const list = r.get(field);
        return [...list].map((item) => this.element(field, item));
      }
      case "map": {
        const out: JsonObject = {};
        for (const [key, value] of r.get(field)) out[String(key)] = this.element(field, value);
        return out;
      }
      case "message":
        if (r.isSet(field)) return this.message(r.get(field));
        return this.isNullable(field) ? null : this.message(reflect(field.message, create(field.message)));
      case "enum":
        return enumName(field.enum.values, r.get(field));
      case "scalar": {
        const value = r.get(field);
        if (this.decFields.isDec(field)) return decJson(value as string | Uint8Array);
        if (this.decFields.isIntBytes(field)) return intBytesJson(value as Uint8Array);
        // Go decodes empty bytes as a nil slice, which jsonpb prints as null.
        if (field.scalar === ScalarType.BYTES && (value as Uint8Array).length === 0) return null;
        return scalarJson(field.scalar, value);
      }
    }
  }

  /** One element of a list or one value of a map. */
  private element(field: DescField & { fieldKind: "list" | "map" }, value: unknown): JsonValue {
    const kind = field.fieldKind === "list" ? field.listKind : field.mapKind;
    if (kind === "message") return this.message(value as ReflectMessage);
    if (kind === "enum") return enumName(field.enum!.values, value as number);
    if (this.decFields.isDec(field)) return decJson(value as string | Uint8Array);
    return scalarJson(field.scalar!, value);
  }

  private any(r: ReflectMessage): JsonValue {
    const fields = r.desc.fields;
    const typeUrl = r.get(fields.find((f) => f.name === "type_url")!) as string;
    const value = r.get(fields.find((f) => f.name === "value")!) as Uint8Array;
    if (typeUrl === "") return {};
    const typeName = typeUrl.slice(typeUrl.lastIndexOf("/") + 1);
    const desc = this.registry.getMessage(typeName);
    if (desc === undefined || this.anyDepth >= MAX_PRINTED_ANY_DEPTH) return rawAny(typeUrl, value);
    let inner: JsonValue;
    this.anyDepth++;
    try {
      inner = this.printBytes(typeName, value);
    } catch {
      return rawAny(typeUrl, value);
    } finally {
      this.anyDepth--;
    }
    // Well-known types have a JSON form that is not an object; it goes under "value".
    if (desc.file.proto.package === "google.protobuf" && desc.typeName !== "google.protobuf.Any") return { "@type": typeUrl, value: inner };
    return { "@type": typeUrl, ...(inner as JsonObject) };
  }

  private isNullable(field: DescField): boolean {
    if (this.nullable === undefined || !hasOption(field, this.nullable)) return true;
    return getOption(field, this.nullable) !== false;
  }
}

/**
 * Cosmos JSON → protobuf bytes of `typeName`: proto or JSON field names, 64-bit integers as strings or
 * numbers, enums by name or number, `{"@type", …}` Anys. Throws an Error naming the problem for bad input.
 */
export function sdkJsonToBytes(typeName: string, json: JsonValue, registry: FileRegistry = descriptorRegistry()): Uint8Array {
  const desc = messageDescriptor(typeName, registry);
  const message = reflect(desc, fromJson(desc, json, { registry }));
  useCosmosTypeUrls(message, registry);
  return toBinary(desc, message.message);
}

const GOOGLE_TYPE_URL_PREFIX = "type.googleapis.com/";

/**
 * protobuf-es packs the Anys it reads from JSON as `type.googleapis.com/<name>`; Cosmos type URLs are
 * `/<name>`, whatever prefix the JSON's `@type` had. Rewrites them, inside packed messages too.
 */
function useCosmosTypeUrls(r: ReflectMessage, registry: FileRegistry): void {
  if (r.desc.typeName === "google.protobuf.Any") {
    const any = r.message as unknown as { typeUrl: string; value: Uint8Array };
    if (any.typeUrl.startsWith(GOOGLE_TYPE_URL_PREFIX)) any.typeUrl = `/${any.typeUrl.slice(GOOGLE_TYPE_URL_PREFIX.length)}`;
    const inner = any.typeUrl === "" ? undefined : registry.getMessage(any.typeUrl.slice(1));
    if (inner !== undefined) {
      const packed = reflect(inner, fromBinary(inner, any.value));
      useCosmosTypeUrls(packed, registry);
      any.value = toBinary(inner, packed.message);
    }
    return;
  }
  for (const field of r.desc.fields) {
    if (!r.isSet(field)) continue;
    if (field.fieldKind === "message") useCosmosTypeUrls(r.get(field), registry);
    else if (field.fieldKind === "list" && field.listKind === "message") for (const item of r.get(field)) useCosmosTypeUrls(item as ReflectMessage, registry);
    else if (field.fieldKind === "map" && field.mapKind === "message") for (const [, item] of r.get(field)) useCosmosTypeUrls(item as ReflectMessage, registry);
  }
}

/** The full type name of a codec's message ("/cosmos.bank.v1beta1.MsgSend" → "cosmos.bank.v1beta1.MsgSend"). */
export function typeNameOfCodec(codec: ProtoCodec<unknown>): string {
  return codec.typeUrl.replace(/^\//, "");
}

let defaultPrinter: SdkJsonPrinter | undefined;

/** The printer over the node's descriptor set, built once (and again when descriptors are added). */
export function sdkJsonPrinter(): SdkJsonPrinter {
  const registry = descriptorRegistry();
  if (defaultPrinter?.registry !== registry) defaultPrinter = new SdkJsonPrinter(registry);
  return defaultPrinter;
}

/** Cosmos JSON with defaults of a message held by one of our codecs (see {@link SdkJsonPrinter}). */
export function toSdkJson<T>(codec: ProtoCodec<T>, message: T): JsonValue {
  return sdkJsonPrinter().printMessage(codec, message);
}

/** An Any as it is on the wire: what JSON can say of a message it cannot print. */
function rawAny(typeUrl: string, value: Uint8Array): JsonValue {
  return { "@type": typeUrl, value: Buffer.from(value).toString("base64") };
}

function enumName(values: readonly { number: number; name: string }[], value: number): JsonValue {
  return values.find((v) => v.number === value)?.name ?? value;
}

function scalarJson(type: ScalarType, value: unknown): JsonValue {
  switch (type) {
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.SINT64:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return String(value);
    case ScalarType.BYTES:
      return Buffer.from(value as Uint8Array).toString("base64");
    case ScalarType.FLOAT:
    case ScalarType.DOUBLE: {
      const n = value as number;
      if (Number.isNaN(n)) return "NaN";
      if (n === Infinity) return "Infinity";
      if (n === -Infinity) return "-Infinity";
      return n;
    }
    default:
      return value as JsonValue;
  }
}
