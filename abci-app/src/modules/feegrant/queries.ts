import { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import { equalBytes } from "../../store/bytes";
import type { QueryRoute } from "../../module-kit/module";
import { filteredPaginate, paginate } from "../../module-kit/pagination";
import { addressArgument, queryRoute } from "../../module-kit/query";
import { notFound } from "../../types/query-errors";
import type { FeegrantKeeper } from "./keeper/keeper";
import { allowancesStore, granteeAllowancesStore } from "./keeper/store";
import { parseGrantPairKey } from "./types/keys";
import { FEEGRANT_QUERY } from "./types/query";

/**
 * The `cosmos.feegrant.v1beta1.Query` service: each handler rejects a null request, validates, reads, wraps. A
 * missing grant is NotFound (the SDK answers Internal for it, which says nothing about the cause).
 */
export function feegrantQueryRoutes(keeper: FeegrantKeeper): QueryRoute[] {
  const address = (text: string) => addressArgument(keeper.addressCodec, text);
  return [
    queryRoute(FEEGRANT_QUERY.Allowance, (ctx, req) => {
      const grant = keeper.getGrant(ctx, address(req.granter), address(req.grantee));
      if (grant === undefined) throw notFound("fee-grant not found");
      return { allowance: grant };
    }),
    queryRoute(FEEGRANT_QUERY.Allowances, (ctx, req) => {
      const page = paginate(granteeAllowancesStore(ctx, address(req.grantee)), req.pagination, (_key, bytes) => Grant.decode(bytes));
      return { allowances: page.items, pagination: page.pagination };
    }),
    queryRoute(FEEGRANT_QUERY.AllowancesByGranter, (ctx, req) => {
      const granter = address(req.granter);
      // Grants are keyed by grantee first: every grant is scanned, those of other granters do not count.
      const page = filteredPaginate(allowancesStore(ctx), req.pagination, (key, bytes) =>
        equalBytes(parseGrantPairKey(key).granter, granter) ? Grant.decode(bytes) : undefined,
      );
      return { allowances: page.items, pagination: page.pagination };
    }),
  ];
}
