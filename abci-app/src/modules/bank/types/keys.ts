import { concatBytes } from "../../../store/bytes";
import { lengthPrefixed } from "../../../types/address";
import { ErrInvalidKey } from "../errors";
import { utf8 } from "../../../types/utf8";

/** The module's name: its codespace, event module name and store name. */
export const BANK_MODULE_NAME = "bank";
export const BANK_STORE_KEY = "bank";

/*
 * Store layout, Cosmos SDK v0.47 x/bank:
 *   0x00 ‖ denom                               total supply (decimal string)
 *   0x01 ‖ denom                               denom metadata (cosmos.bank.v1beta1.Metadata)
 *   0x02 ‖ len(address) ‖ address ‖ denom      balance (decimal string)
 *   0x03 ‖ denom ‖ 0x00 ‖ len(address) ‖ address   reverse index for DenomOwners (value 0x00)
 *   0x04 ‖ denom                               send enabled flag (0x01 / 0x00)
 *   0x05                                       params (cosmos.bank.v1beta1.Params)
 */
export const SUPPLY_PREFIX = Uint8Array.of(0x00);
export const DENOM_METADATA_PREFIX = Uint8Array.of(0x01);
export const BALANCES_PREFIX = Uint8Array.of(0x02);
export const DENOM_ADDRESS_PREFIX = Uint8Array.of(0x03);
export const SEND_ENABLED_PREFIX = Uint8Array.of(0x04);
export const PARAMS_KEY = Uint8Array.of(0x05);

/** The prefix of every balance of one account. */
export function accountBalancesPrefix(address: Uint8Array): Uint8Array {
  return concatBytes(BALANCES_PREFIX, lengthPrefixed(address));
}

/** The key of one balance in the bank store: what `/store/bank/key` proofs are requested for. */
export function balanceKey(address: Uint8Array, denom: string): Uint8Array {
  return concatBytes(accountBalancesPrefix(address), utf8.encode(denom));
}

/** The prefix of the holders of one denomination; the 0x00 ends the denom so "uhid" does not match "uhidx". */
export function denomAddressPrefix(denom: string): Uint8Array {
  return concatBytes(DENOM_ADDRESS_PREFIX, utf8.encode(denom), Uint8Array.of(0));
}

/** The reverse-index entry saying `address` holds some `denom`. */
export function denomOwnerKey(denom: string, address: Uint8Array): Uint8Array {
  return concatBytes(denomAddressPrefix(denom), lengthPrefixed(address));
}

/** The address at the front of a balances-store key (after `BALANCES_PREFIX`) or a denom-owner key. */
export function addressFromLengthPrefixed(key: Uint8Array): Uint8Array {
  const length = key[0];
  if (length === undefined || key.length < 1 + length) throw ErrInvalidKey.wrap("truncated length-prefixed address");
  return key.subarray(1, 1 + length);
}

export function supplyKey(denom: string): Uint8Array {
  return concatBytes(SUPPLY_PREFIX, utf8.encode(denom));
}

export function denomMetadataKey(denom: string): Uint8Array {
  return concatBytes(DENOM_METADATA_PREFIX, utf8.encode(denom));
}

export function sendEnabledKey(denom: string): Uint8Array {
  return concatBytes(SEND_ENABLED_PREFIX, utf8.encode(denom));
}
