import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";

/** `google.protobuf.UInt64Value`, the encoding of the SDK's global account number. */
export function encodeUInt64Value(value: bigint): Uint8Array {
  const writer = BinaryWriter.create();
  if (value !== 0n) writer.uint32(8).uint64(value);
  return writer.finish();
}

export function decodeUInt64Value(bytes: Uint8Array): bigint {
  const reader = new BinaryReader(bytes);
  let value = 0n;
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag >>> 3 === 1) value = reader.uint64();
    else reader.skipType(tag & 7);
  }
  return value;
}
