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
