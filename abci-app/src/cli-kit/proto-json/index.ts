/** Cosmos JSON (jsonpb OrigName + EmitDefaults) for messages described by a {@link MessageSpec}. */
export { field, messageSpec, repeated, type FieldSpec, type MessageSpec, type PropertyNaming, type ScalarKind } from "./spec";
export { parseJsonText, parseProtoJson } from "./parse";
export { printProtoJson } from "./print";
