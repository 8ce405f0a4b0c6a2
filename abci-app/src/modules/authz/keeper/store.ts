import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { Context } from "../../../module-kit/context";
import { AUTHZ_STORE_KEY, GRANT_PREFIX, granterGranteePrefix, granterPrefix } from "../types/keys";

/** The authz store of the context's branch, gas-metered. */
export function authzStore(ctx: Context): KVStore {
  return ctx.kvStore(AUTHZ_STORE_KEY);
}

/** Every grant, keyed by len(granter) ‖ granter ‖ len(grantee) ‖ grantee ‖ msg type URL. */
export function grantsStore(ctx: Context): KVStore {
  return new PrefixStore(authzStore(ctx), GRANT_PREFIX);
}

/** The grants of one granter, keyed by len(grantee) ‖ grantee ‖ msg type URL. */
export function granterGrantsStore(ctx: Context, granter: Uint8Array): KVStore {
  return new PrefixStore(authzStore(ctx), granterPrefix(granter));
}

/** The grants from one granter to one grantee, keyed by msg type URL. */
export function pairGrantsStore(ctx: Context, granter: Uint8Array, grantee: Uint8Array): KVStore {
  return new PrefixStore(authzStore(ctx), granterGranteePrefix(granter, grantee));
}
