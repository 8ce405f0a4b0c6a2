import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { Context } from "../../../module-kit/context";
import { ALLOWANCE_PREFIX, ALLOWANCE_QUEUE_PREFIX, FEEGRANT_STORE_KEY, granteeAllowancesPrefix } from "../types/keys";

/** The feegrant store of the context's branch, gas-metered. */
export function feegrantStore(ctx: Context): KVStore {
  return ctx.kvStore(FEEGRANT_STORE_KEY);
}

/** Every grant, keyed by len(grantee) ‖ grantee ‖ len(granter) ‖ granter. */
export function allowancesStore(ctx: Context): KVStore {
  return new PrefixStore(feegrantStore(ctx), ALLOWANCE_PREFIX);
}

/** The grants to one grantee, keyed by len(granter) ‖ granter. */
export function granteeAllowancesStore(ctx: Context, grantee: Uint8Array): KVStore {
  return new PrefixStore(feegrantStore(ctx), granteeAllowancesPrefix(grantee));
}

/** The expiry queue, keyed by expiration ‖ len(grantee) ‖ grantee ‖ len(granter) ‖ granter. */
export function queueStore(ctx: Context): KVStore {
  return new PrefixStore(feegrantStore(ctx), ALLOWANCE_QUEUE_PREFIX);
}
