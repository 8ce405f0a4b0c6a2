import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { IntProto } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { Context } from "../../../module-kit/context";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import { STAKING_STORE_KEY } from "../types/keys";

/** The staking store of the context's branch, gas-metered. */
export function stakingStore(ctx: Context): KVStore {
  return ctx.kvStore(STAKING_STORE_KEY);
}

/** The rows below one prefix, keyed without it. */
export function prefixed(ctx: Context, prefix: Uint8Array): KVStore {
  return new PrefixStore(stakingStore(ctx), prefix);
}

/** Every entry below `prefix`, read before the caller changes any (iterators do not survive writes). */
export function entriesBelow(ctx: Context, prefix: Uint8Array): [Uint8Array, Uint8Array][] {
  return [...prefixed(ctx, prefix).iterator()];
}

/** `google.protobuf.Int64Value`: a last validator power. */
export function encodeInt64Value(value: bigint): Uint8Array {
  const writer = BinaryWriter.create();
  if (value !== 0n) writer.uint32(8).int64(value);
  return writer.finish();
}

export function decodeInt64Value(bytes: Uint8Array): bigint {
  const reader = new BinaryReader(bytes);
  let value = 0n;
  while (reader.pos < reader.len) {
    const tag = reader.uint32();
    if (tag === 8) value = reader.int64();
    else reader.skipType(tag & 7);
  }
  return value;
}

/** `cosmos.base.v1beta1.IntProto`: the last total power. */
export function encodeIntProto(value: bigint): Uint8Array {
  return IntProto.encode({ int: value.toString() }).finish();
}

export function decodeIntProto(bytes: Uint8Array): bigint {
  const text = IntProto.decode(bytes).int;
  return BigInt(text === "" ? "0" : text);
}
