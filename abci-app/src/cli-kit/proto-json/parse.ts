import { fromJson, type JsonValue } from "@bufbuild/protobuf";
import { TimestampSchema } from "@bufbuild/protobuf/wkt";
import { Any } from "cosmjs-types/google/protobuf/any";
import { sdkJsonToBytes } from "../../codec/sdk-json";
import { propertyOf, type FieldSpec, type MessageSpec, type ScalarKind } from "./spec";

/**
 * Reads a message from its Cosmos JSON form as the SDK's jsonpb does: either spelling of a field (proto name or
 * json_name), `null` for "not set", uint64 as a string or a number, bytes as base64; unknown fields and values of
 * the wrong type are errors that name the path ("$.verificationMethod[0].id"). Returns a plain object with every
 * field present (defaults filled, unset messages undefined) under the spec's property names: the shape of the
 * generated message, ready for its codec's `fromPartial`.
 */
export function parseProtoJson(spec: MessageSpec, json: unknown, path = "$"): Record<string, unknown> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new Error(`${path}: expected a JSON object for ${spec.name}, got ${describe(json)}`);
  }
  const input = json as Record<string, unknown>;
  const byKey = new Map<string, FieldSpec>();
  for (const f of spec.fields) {
    byKey.set(f.name, f);
    if (f.jsonName !== undefined) byKey.set(f.jsonName, f);
  }
  const seen = new Map<FieldSpec, string>();
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    const f = byKey.get(key);
    if (f === undefined) throw new Error(`${path}: unknown field ${JSON.stringify(key)} in ${spec.name}`);
    const earlier = seen.get(f);
    if (earlier !== undefined) throw new Error(`${path}: field ${f.name} of ${spec.name} is given twice (as ${earlier} and ${key})`);
    seen.set(f, key);
    out[propertyOf(spec, f)] = parseField(f, input[key], `${path}.${key}`);
  }
  for (const f of spec.fields) if (out[propertyOf(spec, f)] === undefined) out[propertyOf(spec, f)] = defaultValue(f);
  return out;
}

/** Parses JSON text, with the argument's name in the error when it is not JSON. */
export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${what} is not valid JSON: ${(err as Error).message}`);
  }
}

function parseField(f: FieldSpec, value: unknown, path: string): unknown {
  if (value === null) return defaultValue(f);
  if (!f.repeated) return parseSingle(f.kind, value, path);
  if (!Array.isArray(value)) throw new Error(`${path}: expected a JSON array, got ${describe(value)}`);
  return value.map((item, i) => {
    if (item === null) throw new Error(`${path}[${i}]: null is not allowed in a list`);
    return parseSingle(f.kind, item, `${path}[${i}]`);
  });
}

function parseSingle(kind: ScalarKind | MessageSpec, value: unknown, path: string): unknown {
  if (typeof kind === "object") return parseProtoJson(kind, value, path);
  switch (kind) {
    case "string":
      if (typeof value !== "string") throw new Error(`${path}: expected a string, got ${describe(value)}`);
      return value;
    case "bool":
      if (typeof value !== "boolean") throw new Error(`${path}: expected true or false, got ${describe(value)}`);
      return value;
    case "uint64":
      return parseUint64(value, path);
    case "bytes":
      return parseBase64(value, path);
    case "any":
      return parseAny(value, path);
    case "timestamp":
      return parseTimestamp(value, path);
  }
}

function parseAny(value: unknown, path: string): Any {
  if (typeof value !== "object" || value === null || Array.isArray(value) || typeof (value as { "@type"?: unknown })["@type"] !== "string") {
    throw new Error(`${path}: expected a JSON object with "@type", got ${describe(value)}`);
  }
  try {
    return Any.decode(sdkJsonToBytes("google.protobuf.Any", value as JsonValue));
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`);
  }
}

function parseTimestamp(value: unknown, path: string): { seconds: bigint; nanos: number } {
  if (typeof value !== "string") throw new Error(`${path}: expected an RFC 3339 date-time string, got ${describe(value)}`);
  try {
    const { seconds, nanos } = fromJson(TimestampSchema, value);
    return { seconds, nanos };
  } catch {
    throw new Error(`${path}: expected an RFC 3339 date-time such as "2026-01-01T00:00:00Z", got ${describe(value)}`);
  }
}

const MAX_UINT64 = 2n ** 64n - 1n;

function parseUint64(value: unknown, path: string): bigint {
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !/^[0-9]+$/.test(text) || BigInt(text) > MAX_UINT64) {
    throw new Error(`${path}: expected an unsigned 64-bit integer (a string of digits), got ${describe(value)}`);
  }
  return BigInt(text);
}

function parseBase64(value: unknown, path: string): Uint8Array {
  if (typeof value !== "string" || !/^[A-Za-z0-9+/\-_]*={0,2}$/.test(value)) throw new Error(`${path}: expected base64 bytes, got ${describe(value)}`);
  return new Uint8Array(Buffer.from(value, "base64"));
}

function defaultValue(f: FieldSpec): unknown {
  if (f.repeated) return [];
  switch (f.kind) {
    case "string":
      return "";
    case "bool":
      return false;
    case "uint64":
      return 0n;
    case "bytes":
      return new Uint8Array();
    default:
      return undefined;
  }
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return "an object";
  if (typeof value === "string") return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}
