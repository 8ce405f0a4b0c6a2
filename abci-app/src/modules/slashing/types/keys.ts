import { concatBytes } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";

/** The module's name: its codespace, genesis section and store name. */
export const SLASHING_MODULE_NAME = "slashing";
export const SLASHING_STORE_KEY = "slashing";

/*
 * Store layout, Cosmos SDK v0.47 x/slashing (types/keys.go):
 *   0x00                                         Params
 *   0x01 ‖ lp(consaddr)                          ValidatorSigningInfo
 *   0x02 ‖ lp(consaddr) ‖ u64le(index)           google.protobuf.BoolValue: missed the block at that window slot
 *   0x03 ‖ lp(pubkey address)                    the consensus key (an Any)
 */
export const PARAMS_KEY = Uint8Array.of(0x00);
export const SIGNING_INFO_PREFIX = Uint8Array.of(0x01);
export const MISSED_BLOCKS_PREFIX = Uint8Array.of(0x02);
export const PUBKEY_RELATION_PREFIX = Uint8Array.of(0x03);

export const signingInfoKey = (consAddress: Uint8Array) => concatBytes(SIGNING_INFO_PREFIX, lengthPrefixed(consAddress));
export const missedBlocksPrefix = (consAddress: Uint8Array) => concatBytes(MISSED_BLOCKS_PREFIX, lengthPrefixed(consAddress));
export const pubkeyRelationKey = (address: Uint8Array) => concatBytes(PUBKEY_RELATION_PREFIX, lengthPrefixed(address));

/** The window slot below `missedBlocksPrefix`: little-endian, as the SDK writes it. */
export function missedBlockIndexBytes(index: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, index, true);
  return out;
}

export function missedBlockIndexOf(bytes: Uint8Array): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, true);
}
