import { concatBytes, keyBytes } from "../../../store/bytes";
import { utf8 } from "../../../types/utf8";

/** The module's name: its codespace, genesis section and router key. */
export const TRANSFER_MODULE_NAME = "transfer";
export const TRANSFER_STORE_KEY = "transfer";
/** The port the module binds at genesis. */
export const TRANSFER_PORT_ID = "transfer";
/** The ICS-20 version its channels carry. */
export const TRANSFER_VERSION = "ics20-1";

/*
 * Store layout, ibc-go v7 transfer (types/keys.go), plus the parameters:
 *   0x01                              the bound port id (text)
 *   0x02 ‖ sha256(full denom path)    ibc.applications.transfer.v1.DenomTrace
 *   "totalEscrowForDenom/" ‖ denom    cosmos.base.v1beta1 IntProto: this chain's tokens held in escrow
 *   "params"                          ibc.applications.transfer.v1.Params
 * v7 keeps its parameters in x/params; "params" is ibc-go v8's key for them in the module's own store.
 */
export const PORT_KEY = Uint8Array.of(0x01);
export const DENOM_TRACE_PREFIX = Uint8Array.of(0x02);
export const TOTAL_ESCROW_PREFIX = keyBytes("totalEscrowForDenom/");
export const PARAMS_KEY = keyBytes("params");

/** The key of the denomination trace whose hash is `hash`. */
export function denomTraceKey(hash: Uint8Array): Uint8Array {
  return concatBytes(DENOM_TRACE_PREFIX, hash);
}

/** The key of the escrowed total of `denom` (its UTF-8 text after the prefix). */
export function totalEscrowKey(denom: string): Uint8Array {
  return concatBytes(TOTAL_ESCROW_PREFIX, utf8.encode(denom));
}

/** The denomination of a total-escrow key: the text after the prefix. */
export function denomOfTotalEscrowKey(key: Uint8Array): string {
  return utf8.decode(key.subarray(TOTAL_ESCROW_PREFIX.length));
}
