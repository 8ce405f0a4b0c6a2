import { Grant, type GrantAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { equalBytes } from "../../store/bytes";
import type { QueryRoute } from "../../module-kit/module";
import { filteredPaginate, paginate } from "../../module-kit/pagination";
import { addressArgument, queryRoute } from "../../module-kit/query";
import { ErrNoAuthorizationFound } from "./errors";
import type { AuthzKeeper } from "./keeper/keeper";
import { granterGrantsStore, grantsStore, pairGrantsStore } from "./keeper/store";
import { granteeOfGranterKey, parseGrantKey } from "./types/keys";
import { AUTHZ_QUERY } from "./types/query";

/**
 * The `cosmos.authz.v1beta1.Query` service. Grants are listed as stored, expired ones included until the start
 * of a block prunes them (as in the SDK); pages follow the store's key order.
 */
export function authzQueryRoutes(keeper: AuthzKeeper): QueryRoute[] {
  const codec = keeper.addressCodec;
  const address = (text: string) => addressArgument(codec, text);
  return [
    queryRoute(AUTHZ_QUERY.Grants, (ctx, req) => {
      const granter = address(req.granter);
      const grantee = address(req.grantee);
      if (req.msgTypeUrl !== "") {
        const grant = keeper.getGrant(ctx, granter, grantee, req.msgTypeUrl);
        if (grant === undefined) throw ErrNoAuthorizationFound.wrap(`authorization not found for ${req.msgTypeUrl} type`);
        return { grants: [grant] };
      }
      const page = paginate(pairGrantsStore(ctx, granter, grantee), req.pagination, (_key, value) => Grant.decode(value));
      return { grants: page.items, pagination: page.pagination };
    }),
    queryRoute(AUTHZ_QUERY.GranterGrants, (ctx, req) => {
      const granter = address(req.granter);
      const page = paginate(granterGrantsStore(ctx, granter), req.pagination, (key, value) =>
        grantAuthorization(codec.encode(granter), codec.encode(granteeOfGranterKey(key)), Grant.decode(value)),
      );
      return { grants: page.items, pagination: page.pagination };
    }),
    queryRoute(AUTHZ_QUERY.GranteeGrants, (ctx, req) => {
      const grantee = address(req.grantee);
      const page = filteredPaginate(grantsStore(ctx), req.pagination, (key, value) => {
        const parts = parseGrantKey(key);
        if (!equalBytes(parts.grantee, grantee)) return undefined;
        return grantAuthorization(codec.encode(parts.granter), codec.encode(grantee), Grant.decode(value));
      });
      return { grants: page.items, pagination: page.pagination };
    }),
  ];
}

function grantAuthorization(granter: string, grantee: string, grant: Grant): GrantAuthorization {
  return { granter, grantee, authorization: grant.authorization, expiration: grant.expiration };
}
