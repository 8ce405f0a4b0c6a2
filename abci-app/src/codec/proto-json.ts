import { fromBase64, toBase64 } from "@cosmjs/encoding";
import type { ProtoCodec } from "./proto-codec";
import { codecFamily } from "./family";
import type { TypeRegistry } from "./registry";

/**
 * The Cosmos JSON form of protobuf messages (what `gaiad q … -o json`, genesis files and the REST gateway
 * print): proto field names, 64-bit integers as strings, bytes as base64, and an `Any` inlined as
 * `{"@type": "<type URL>", …fields}`. cosmjs-types' own `toJSON` uses camelCase names for the SDK's
 * snake_case proto names and leaves an Any as `{typeUrl, value}`; these functions convert between the two
 * using the registry for Any contents. Our ts-proto codecs need no conversion (codec/family.ts).
 */
export function toProtoJson<T>(codec: ProtoCodec<T>, message: T, registry: TypeRegistry): unknown {
  // Our ts-proto codecs print proto names, defaults and uint64 strings already, and hold no Any.
  if (codecFamily(codec) === "ts-proto") return codec.toJSON(message);
  return convertOut(codec.toJSON(message), registry);
}

export function fromProtoJson<T>(codec: ProtoCodec<T>, json: unknown, registry: TypeRegistry): T {
  if (codecFamily(codec) === "ts-proto") return codec.fromJSON(json);
  return codec.fromJSON(convertIn(json, registry));
}

/** Any → `{"@type", …}` with the inner message converted too. */
export function anyToProtoJson(typeUrl: string, value: Uint8Array, registry: TypeRegistry): Record<string, unknown> {
  const codec = registry.lookup(typeUrl);
  if (codec === undefined) throw new Error(`cannot print Any of unknown type ${typeUrl}`);
  const inner = toProtoJson(codec, codec.decode(value), registry) as Record<string, unknown>;
  return { "@type": typeUrl, ...inner };
}

export function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function snakeToCamel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function isAnyShape(value: Record<string, unknown>): boolean {
  const keys = Object.keys(value);
  return keys.length === 2 && keys.includes("typeUrl") && keys.includes("value") && typeof value.typeUrl === "string" && typeof value.value === "string";
}

function convertOut(value: unknown, registry: TypeRegistry): unknown {
  if (Array.isArray(value)) return value.map((v) => convertOut(v, registry));
  if (value === null || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  if (isAnyShape(obj)) return anyToProtoJson(obj.typeUrl as string, fromBase64(obj.value as string), registry);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(obj)) if (v !== undefined) out[camelToSnake(key)] = convertOut(v, registry);
  return out;
}

function convertIn(value: unknown, registry: TypeRegistry): unknown {
  if (Array.isArray(value)) return value.map((v) => convertIn(v, registry));
  if (value === null || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj["@type"] === "string") {
    const typeUrl = obj["@type"];
    const codec = registry.lookup(typeUrl);
    if (codec === undefined) throw new Error(`unknown @type ${typeUrl}`);
    const { "@type": _, ...fields } = obj;
    const message = codecFamily(codec) === "ts-proto" ? codec.fromJSON(fields) : codec.fromJSON(convertIn(fields, registry));
    return { typeUrl, value: toBase64(codec.encode(message).finish()) };
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(obj)) out[snakeToCamel(key)] = convertIn(v, registry);
  return out;
}
