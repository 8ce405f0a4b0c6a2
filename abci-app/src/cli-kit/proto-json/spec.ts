/**
 * A declarative description of a protobuf message's fields, enough to read and write its Cosmos JSON form
 * exactly as the SDK does (jsonpb with OrigName and EmitDefaults): the generated ts-proto `toJSON` omits empty
 * lists and unset messages, and its `fromJSON` accepts unknown fields and coerces types, so neither will do.
 */
export type ScalarKind = "string" | "bool" | "uint64" | "bytes" | WellKnownKind;

/**
 * `any`: a google.protobuf.Any, in JSON `{"@type": "<type URL>", …fields}`, its contents read and printed through
 * the descriptor set (codec/sdk-json), so it may hold any type the node knows; `timestamp`: a
 * google.protobuf.Timestamp, in JSON an RFC 3339 text. Either is `null` when unset.
 */
export type WellKnownKind = "any" | "timestamp";

export interface FieldSpec {
  /** The proto field name: the TypeScript property and the printed JSON key. */
  readonly name: string;
  /** The json_name when it differs from `name` (protoc's lowerCamelCase of a snake_case name); also accepted on input. */
  readonly jsonName?: string;
  readonly kind: ScalarKind | MessageSpec;
  readonly repeated: boolean;
}

/**
 * How the generated TypeScript names a message's properties: "proto" (our ts-proto output: the proto field
 * names) or "camelCase" (cosmjs-types: `from_address` becomes `fromAddress`).
 */
export type PropertyNaming = "proto" | "camelCase";

export interface MessageSpec {
  /** The short message name, used in error messages ("Did", "SchemaProof"). */
  readonly name: string;
  /** In proto field-number order: the order of the printed JSON. */
  readonly fields: readonly FieldSpec[];
  readonly naming: PropertyNaming;
}

export function messageSpec(name: string, fields: readonly FieldSpec[], naming: PropertyNaming = "proto"): MessageSpec {
  return { name, fields, naming };
}

/** The property of the generated TypeScript message that holds a field. */
export function propertyOf(spec: MessageSpec, f: FieldSpec): string {
  return spec.naming === "camelCase" ? (f.jsonName ?? f.name) : f.name;
}

/** A singular field. A snake_case name gets protoc's camelCase json_name as its accepted alternative spelling. */
export function field(name: string, kind: ScalarKind | MessageSpec): FieldSpec {
  return withJsonName({ name, kind, repeated: false });
}

export function repeated(name: string, kind: ScalarKind | MessageSpec): FieldSpec {
  return withJsonName({ name, kind, repeated: true });
}

function withJsonName(spec: FieldSpec): FieldSpec {
  const jsonName = spec.name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
  return jsonName === spec.name ? spec : { ...spec, jsonName };
}
