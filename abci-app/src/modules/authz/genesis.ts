import type { GrantAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { Context } from "../../module-kit/context";
import type { AuthzKeeper } from "./keeper/keeper";
import { validateAuthzGenesis, type AuthzGenesisState } from "./types/genesis";
import { compareTimestamps } from "../../types/time";

/**
 * Loads authz genesis: each grant is saved as MsgGrant would save it (queued when it expires). A grant whose
 * expiration is not after the genesis time is dropped: the SDK skips the expired ones (and would panic on one
 * expiring exactly then).
 */
export function initAuthzGenesis(ctx: Context, keeper: AuthzKeeper, genesis: AuthzGenesisState): void {
  const codec = keeper.addressCodec;
  validateAuthzGenesis(genesis, codec, keeper.authorizations);
  for (const entry of genesis.authorization) {
    if (entry.expiration !== undefined && compareTimestamps(entry.expiration, ctx.time) <= 0) continue;
    keeper.saveGrant(ctx, codec.decode(entry.granter), codec.decode(entry.grantee), keeper.authorizations.unpack(entry.authorization), entry.expiration);
  }
}

/** Every stored grant, in key order: granter bytes, grantee bytes, message type. */
export function exportAuthzGenesis(ctx: Context, keeper: AuthzKeeper): AuthzGenesisState {
  const codec = keeper.addressCodec;
  const authorization: GrantAuthorization[] = [];
  keeper.iterateGrants(ctx, (granter, grantee, grant) => {
    authorization.push({ granter: codec.encode(granter), grantee: codec.encode(grantee), authorization: grant.authorization, expiration: grant.expiration });
  });
  return { authorization };
}
