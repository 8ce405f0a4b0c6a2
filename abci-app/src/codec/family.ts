/**
 * This project decodes protobuf with two generators' code: cosmjs-types (telescope) for the Cosmos SDK types
 * and ts-proto for our own protos (proto/). They differ in two ways that matter: the reader class their
 * decoders accept (cosmjs-types/binary vs @bufbuild/protobuf/wire), and their JSON field names (telescope:
 * camelCase; our ts-proto output: the proto names, already as Cosmos JSON prints them). ts-proto always
 * generates a `create` method and telescope never does, which tells them apart.
 */
export type CodecFamily = "cosmjs-types" | "ts-proto";

export function codecFamily(codec: object): CodecFamily {
  return typeof (codec as { create?: unknown }).create === "function" ? "ts-proto" : "cosmjs-types";
}
