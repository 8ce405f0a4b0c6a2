import { fromJson, ScalarType, type DescEnum, type DescField, type DescMessage, type FileRegistry, type JsonObject, type JsonValue } from "@bufbuild/protobuf";
import { DurationSchema, TimestampSchema } from "@bufbuild/protobuf/wkt";
import type { ProtoCodec } from "./proto-codec";
import { DecFields, decWireValue, intBytesWireValue } from "./dec-fields";
import { descriptorRegistry, messageDescriptor } from "./descriptors";
import { sdkJsonToBytes, typeNameOfCodec } from "./sdk-json";

const MAX_UINT64 = 2n ** 64n - 1n;
const MIN_INT64 = -(2n ** 63n);
const MAX_INT64 = 2n ** 63n - 1n;

/**
 * Reads a message of `codec`'s type from its Cosmos JSON form as the SDK's jsonpb does, strictly: either spelling of
 * a field (proto name or json_name), `null` for "not set", 64-bit integers as strings or numbers, bytes as base64,
 * an Any as `{"@type", …fields}`. Unknown fields, a field given twice and values of the wrong type are errors that
 * name the path (`$.verificationMethod[0].id`) before anything is converted. Schema-driven: works for every type in
 * the descriptor set, and returns the message as `codec` holds it. An `sdk.Dec` field reads as its decimal text
 * ("0.05"), as the SDK's JSON has it (codec/dec-fields.ts).
 */
export function readSdkJson<T>(codec: ProtoCodec<T>, json: unknown, options: ReadOptions = {}): T {
  const typeName = typeNameOfCodec(codec);
  const registry = options.registry ?? descriptorRegistry();
  const wireJson = new JsonChecker(registry, options.anyTypes).message(messageDescriptor(typeName, registry), json, options.path ?? "$");
  try {
    return codec.decode(sdkJsonToBytes(typeName, wireJson, registry));
  } catch (err) {
    throw new Error(`${options.path ?? "$"}: ${(err as Error).message}`);
  }
}

export interface ReadOptions {
  /** Where the JSON sits, for errors: "$" unless given (e.g. "bank genesis"). */
  readonly path?: string;
  readonly registry?: FileRegistry;
  /** The type URLs an Any may hold here (the app's type registry); any type of the descriptor set when not given. */
  readonly anyTypes?: { has(typeUrl: string): boolean };
}

/** Parses JSON text, with the argument's name in the error when it is not JSON. */
export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${what} is not valid JSON: ${(err as Error).message}`);
  }
}

/**
 * Walks JSON against a message's descriptor, naming the path of the first problem, and returns it in the form
 * protobuf-es reads: the same JSON, with each Dec field's decimal turned into its wire text.
 */
class JsonChecker {
  private readonly decFields: DecFields;

  constructor(
    private readonly registry: FileRegistry,
    private readonly anyTypes: ReadOptions["anyTypes"],
  ) {
    this.decFields = new DecFields(registry);
  }

  message(desc: DescMessage, json: unknown, path: string): JsonValue {
    if (desc.typeName === "google.protobuf.Any") return this.any(json, path);
    if (desc.typeName === "google.protobuf.Timestamp") return checkTimestamp(json, path);
    if (desc.typeName === "google.protobuf.Duration") return checkDuration(json, path);
    if (typeof json !== "object" || json === null || Array.isArray(json))
      throw new Error(`${path}: expected a JSON object for ${desc.name}, got ${describe(json)}`);
    return this.fields(desc, json as Record<string, unknown>, path);
  }

  private fields(desc: DescMessage, json: Record<string, unknown>, path: string): JsonObject {
    const byKey = new Map<string, DescField>();
    for (const field of desc.fields) {
      byKey.set(field.name, field);
      byKey.set(field.jsonName, field);
    }
    const seen = new Map<DescField, string>();
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(json)) {
      const field = byKey.get(key);
      if (field === undefined) throw new Error(`${path}: unknown field ${JSON.stringify(key)} in ${desc.name}`);
      const earlier = seen.get(field);
      if (earlier !== undefined) throw new Error(`${path}: field ${field.name} of ${desc.name} is given twice (as ${earlier} and ${key})`);
      seen.set(field, key);
      out[key] = value === null ? null : this.field(field, value, `${path}.${key}`);
    }
    return out;
  }

  private field(field: DescField, value: unknown, path: string): JsonValue {
    switch (field.fieldKind) {
      case "list":
        if (!Array.isArray(value)) throw new Error(`${path}: expected a JSON array, got ${describe(value)}`);
        return value.map((item, i) => {
          if (item === null) throw new Error(`${path}[${i}]: null is not allowed in a list`);
          return this.value(field, item, `${path}[${i}]`);
        });
      case "map": {
        if (typeof value !== "object" || Array.isArray(value)) throw new Error(`${path}: expected a JSON object, got ${describe(value)}`);
        const out: JsonObject = {};
        for (const [key, item] of Object.entries(value as object)) out[key] = this.value(field, item, `${path}.${key}`);
        return out;
      }
      default:
        return this.value(field, value, path);
    }
  }

  /** One value of a field: the field itself, an element of a list, or a value of a map. */
  private value(field: DescField, value: unknown, path: string): JsonValue {
    const { message, enum: enumeration, scalar } = field as { message?: DescMessage; enum?: DescEnum; scalar?: ScalarType };
    if (message !== undefined) return this.message(message, value, path);
    if (enumeration !== undefined) {
      if (!enumeration.values.some((v) => v.name === value || v.number === value)) {
        throw new Error(`${path}: expected one of ${enumeration.values.map((v) => v.name).join(", ")}, got ${describe(value)}`);
      }
      return value as JsonValue;
    }
    if (this.decFields.isDec(field)) return decValue(scalar!, value, path);
    if (this.decFields.isIntBytes(field)) {
      const wire = typeof value === "string" ? intBytesWireValue(value) : undefined;
      if (wire === undefined) throw new Error(`${path}: expected an integer as a string of digits, got ${describe(value)}`);
      return wire;
    }
    checkScalar(scalar!, value, path);
    return value as JsonValue;
  }

  /** `{"@type": url, …fields}`: a type this place accepts, with its fields checked as that type's. */
  private any(value: unknown, path: string): JsonValue {
    const typeUrl = (value as { "@type"?: unknown } | null)?.["@type"];
    if (typeof value !== "object" || value === null || Array.isArray(value) || typeof typeUrl !== "string") {
      throw new Error(`${path}: expected a JSON object with "@type", got ${describe(value)}`);
    }
    const typeName = typeUrl.slice(typeUrl.lastIndexOf("/") + 1);
    const desc = this.registry.getMessage(typeName);
    if (desc === undefined || (this.anyTypes !== undefined && !this.anyTypes.has(`/${typeName}`))) {
      throw new Error(`${path}: unknown "@type" ${JSON.stringify(typeUrl)}`);
    }
    const { "@type": _, ...fields } = value as Record<string, unknown>;
    // Well-known types hold their JSON form under "value" (a Duration as "3600s").
    if (desc.file.proto.package === "google.protobuf") return value as JsonValue;
    return { "@type": typeUrl, ...this.fields(desc, fields, path) };
  }
}

/** A Dec field's decimal text, as its wire value. */
function decValue(scalar: ScalarType, value: unknown, path: string): JsonValue {
  const wire = typeof value === "string" ? decWireValue(value, scalar) : undefined;
  if (wire === undefined) throw new Error(`${path}: expected a decimal with at most 18 digits after the point (such as "0.05"), got ${describe(value)}`);
  return wire;
}

function checkScalar(type: ScalarType, value: unknown, path: string): void {
  switch (type) {
    case ScalarType.STRING:
      if (typeof value !== "string") throw new Error(`${path}: expected a string, got ${describe(value)}`);
      return;
    case ScalarType.BOOL:
      if (typeof value !== "boolean") throw new Error(`${path}: expected true or false, got ${describe(value)}`);
      return;
    case ScalarType.BYTES:
      if (typeof value !== "string" || !/^[A-Za-z0-9+/\-_]*={0,2}$/.test(value)) throw new Error(`${path}: expected base64 bytes, got ${describe(value)}`);
      return;
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      if (integerIn(value, 0n, MAX_UINT64) === undefined)
        throw new Error(`${path}: expected an unsigned 64-bit integer (a string of digits), got ${describe(value)}`);
      return;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      if (integerIn(value, MIN_INT64, MAX_INT64) === undefined)
        throw new Error(`${path}: expected a signed 64-bit integer (a string of digits), got ${describe(value)}`);
      return;
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      if (integerIn(value, 0n, 2n ** 32n - 1n) === undefined) throw new Error(`${path}: expected an unsigned 32-bit integer, got ${describe(value)}`);
      return;
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      if (integerIn(value, -(2n ** 31n), 2n ** 31n - 1n) === undefined) throw new Error(`${path}: expected a signed 32-bit integer, got ${describe(value)}`);
      return;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      if (typeof value !== "number" && !(typeof value === "string" && /^(NaN|-?Infinity|-?[0-9.eE+-]+)$/.test(value))) {
        throw new Error(`${path}: expected a number, got ${describe(value)}`);
      }
      return;
  }
}

/** An integer given as a safe JSON number or a string of digits (with a sign where `min` allows one), within bounds. */
function integerIn(value: unknown, min: bigint, max: bigint): bigint | undefined {
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !(min < 0n ? /^-?[0-9]+$/ : /^[0-9]+$/).test(text)) return undefined;
  const n = BigInt(text);
  return n < min || n > max ? undefined : n;
}

function checkDuration(value: unknown, path: string): JsonValue {
  if (typeof value !== "string") throw new Error(`${path}: expected a duration string such as "1814400s", got ${describe(value)}`);
  try {
    fromJson(DurationSchema, value);
  } catch {
    throw new Error(`${path}: expected a duration such as "1814400s" (seconds, with an "s"), got ${describe(value)}`);
  }
  return value;
}

function checkTimestamp(value: unknown, path: string): JsonValue {
  if (typeof value !== "string") throw new Error(`${path}: expected an RFC 3339 date-time string, got ${describe(value)}`);
  try {
    fromJson(TimestampSchema, value);
  } catch {
    throw new Error(`${path}: expected an RFC 3339 date-time such as "2026-01-01T00:00:00Z", got ${describe(value)}`);
  }
  return value;
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}
