import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { Context } from "../../../module-kit/context";
import {
  accountBalancesPrefix,
  BALANCES_PREFIX,
  BANK_STORE_KEY,
  DENOM_METADATA_PREFIX,
  denomAddressPrefix,
  SEND_ENABLED_PREFIX,
  SUPPLY_PREFIX,
} from "../types/keys";

/** The bank store of the context's branch, gas-metered. */
export function bankStore(ctx: Context): KVStore {
  return ctx.kvStore(BANK_STORE_KEY);
}

/** One account's balances, keyed by denom. */
export function accountBalancesStore(ctx: Context, address: Uint8Array): KVStore {
  return new PrefixStore(bankStore(ctx), accountBalancesPrefix(address));
}

/** Every balance, keyed by len(address) ‖ address ‖ denom. */
export function allBalancesStore(ctx: Context): KVStore {
  return new PrefixStore(bankStore(ctx), BALANCES_PREFIX);
}

/** The holders of one denom, keyed by len(address) ‖ address. */
export function denomOwnersStore(ctx: Context, denom: string): KVStore {
  return new PrefixStore(bankStore(ctx), denomAddressPrefix(denom));
}

/** Total supply, keyed by denom. */
export function supplyStore(ctx: Context): KVStore {
  return new PrefixStore(bankStore(ctx), SUPPLY_PREFIX);
}

/** Denom metadata, keyed by base denom. */
export function denomMetadataStore(ctx: Context): KVStore {
  return new PrefixStore(bankStore(ctx), DENOM_METADATA_PREFIX);
}

/** Send-enabled flags, keyed by denom. */
export function sendEnabledStore(ctx: Context): KVStore {
  return new PrefixStore(bankStore(ctx), SEND_ENABLED_PREFIX);
}

/*
 * A send-enabled flag as SDK v0.47 stores it, a `google.protobuf.BoolValue`: true is `08 01`. False is the empty
 * message there, a value this store cannot hold (ICS23 proofs carry no empty value), so it is written `08 00`, which
 * decodes to the same BoolValue.
 */
const BOOL_TRUE = Uint8Array.of(0x08, 0x01);
const BOOL_FALSE = Uint8Array.of(0x08, 0x00);

export function sendEnabledValue(enabled: boolean): Uint8Array {
  return enabled ? BOOL_TRUE : BOOL_FALSE;
}

export function isSendEnabled(value: Uint8Array): boolean {
  return value.length === 2 && value[0] === 0x08 && value[1] === 0x01;
}
