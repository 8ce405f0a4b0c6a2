import { create, toJson } from "@bufbuild/protobuf";
import { TimestampSchema } from "@bufbuild/protobuf/wkt";
import { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { sdkJsonPrinter } from "../../codec/sdk-json";
import { propertyOf, type FieldSpec, type MessageSpec } from "./spec";

/**
 * A message in the Cosmos JSON form the SDK prints (jsonpb with OrigName and EmitDefaults): every field in
 * field-number order under its proto name, `""`/`false`/`[]` for defaults, `null` for an unset message,
 * uint64 as a decimal string, bytes as base64.
 */
export function printProtoJson(spec: MessageSpec, message: unknown): Record<string, unknown> {
  const source = message as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of spec.fields) out[f.name] = printField(f, source[propertyOf(spec, f)]);
  return out;
}

function printField(f: FieldSpec, value: unknown): unknown {
  if (f.repeated) return ((value as unknown[] | undefined) ?? []).map((item) => printSingle(f, item));
  return printSingle(f, value);
}

function printSingle(f: FieldSpec, value: unknown): unknown {
  if (typeof f.kind === "object") return value === undefined || value === null ? null : printProtoJson(f.kind, value);
  switch (f.kind) {
    case "string":
      return value ?? "";
    case "bool":
      return value ?? false;
    case "uint64":
      return String(value ?? 0n);
    case "bytes":
      return Buffer.from((value as Uint8Array | undefined) ?? new Uint8Array()).toString("base64");
    case "any":
      return value === undefined || value === null ? null : anyJson(value as Any);
    case "timestamp":
      return value === undefined || value === null ? null : (toJson(TimestampSchema, create(TimestampSchema, value as Timestamp)) as string);
  }
}

/** An Any with its contents in Cosmos JSON; a type the descriptor set lacks prints as `{"@type", "value": <base64>}`. */
function anyJson(any: Any): unknown {
  try {
    return sdkJsonPrinter().printBytes("google.protobuf.Any", Any.encode(any).finish());
  } catch {
    return { "@type": any.typeUrl, value: Buffer.from(any.value).toString("base64") };
  }
}
