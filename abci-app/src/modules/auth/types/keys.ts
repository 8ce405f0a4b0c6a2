import { concatBytes } from "../../../store/bytes";
import { FEE_COLLECTOR } from "../../../tx/expected-keepers";

/** The module's name, its codespace-free identity in events and module accounts. */
export const AUTH_MODULE_NAME = "auth";
/** The store the module owns (the SDK's `acc`). */
export const AUTH_STORE_KEY = "acc";
export const FEE_COLLECTOR_NAME = FEE_COLLECTOR;

/*
 * Store layout, Cosmos SDK v0.47 x/auth plus one key of ours:
 *   0x00                                   params (cosmos.auth.v1beta1.Params)
 *   0x01 ‖ address                         account (google.protobuf.Any of BaseAccount / ModuleAccount)
 *   "globalAccountNumber"                  next account number (google.protobuf.UInt64Value)
 *   "accountNumber" ‖ uint64 big-endian    address of that account number
 *   "bech32Prefix"                         the chain's bech32 prefix (UTF-8), ours: the SDK keeps it in app config
 */
export const PARAMS_KEY = Uint8Array.of(0x00);
export const ACCOUNT_PREFIX = Uint8Array.of(0x01);
export const GLOBAL_ACCOUNT_NUMBER_KEY = new TextEncoder().encode("globalAccountNumber");
export const ACCOUNT_NUMBER_PREFIX = new TextEncoder().encode("accountNumber");
export const BECH32_PREFIX_KEY = new TextEncoder().encode("bech32Prefix");

export function accountKey(address: Uint8Array): Uint8Array {
  return concatBytes(ACCOUNT_PREFIX, address);
}

export function accountNumberKey(accountNumber: bigint): Uint8Array {
  const key = new Uint8Array(ACCOUNT_NUMBER_PREFIX.length + 8);
  key.set(ACCOUNT_NUMBER_PREFIX);
  new DataView(key.buffer).setBigUint64(ACCOUNT_NUMBER_PREFIX.length, accountNumber);
  return key;
}
