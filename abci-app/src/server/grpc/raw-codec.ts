import type { MethodDefinition } from "@grpc/grpc-js";

const passThrough = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A method whose messages stay protobuf bytes: the server hands requests on undecoded and sends the bytes a
 * handler returns. The app decodes what it answers; nothing is decoded twice.
 */
export function rawMethod(path: string, requestStream = false, responseStream = false): MethodDefinition<Uint8Array, Uint8Array> {
  return {
    path,
    requestStream,
    responseStream,
    requestSerialize: passThrough,
    requestDeserialize: (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    responseSerialize: passThrough,
    responseDeserialize: (bytes: Buffer) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  };
}
