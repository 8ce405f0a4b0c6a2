import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { Context } from "../../../module-kit/context";
import { CREDENTIAL_EXPIRY_PREFIX, CREDENTIAL_PREFIX, DID_PREFIX, SCHEMA_PREFIX, SSI_STORE_KEY } from "../types/keys";

/** The ssi store of the context's branch, gas-metered. */
export function ssiStore(ctx: Context): KVStore {
  return ctx.kvStore(SSI_STORE_KEY);
}

/** DID document states keyed by DID id. */
export function didStore(ctx: Context): KVStore {
  return new PrefixStore(ssiStore(ctx), DID_PREFIX);
}

/** Schemas keyed by their full (versioned) id. */
export function schemaStore(ctx: Context): KVStore {
  return new PrefixStore(ssiStore(ctx), SCHEMA_PREFIX);
}

/** Credential statuses keyed by claim id. */
export function credentialStore(ctx: Context): KVStore {
  return new PrefixStore(ssiStore(ctx), CREDENTIAL_PREFIX);
}

/** The expiry index: expiry(expirationDate) ‖ claim id, for credentials not yet expired by the chain. */
export function expiryIndexStore(ctx: Context): KVStore {
  return new PrefixStore(ssiStore(ctx), CREDENTIAL_EXPIRY_PREFIX);
}
