import { ValidatorSigningInfo } from "cosmjs-types/cosmos/slashing/v1beta1/slashing";
import type { QueryRoute } from "../../module-kit/module";
import { paginate } from "../../module-kit/pagination";
import { queryRoute } from "../../module-kit/query";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { SlashingKeeper } from "./keeper/keeper";
import { SLASHING_QUERY } from "./types/query";

/** The `cosmos.slashing.v1beta1.Query` service as SDK v0.47 answers it. */
export function slashingQueryRoutes(k: SlashingKeeper): QueryRoute[] {
  return [
    queryRoute(SLASHING_QUERY.Params, (ctx) => ({ params: k.getParams(ctx) })),
    queryRoute(SLASHING_QUERY.SigningInfo, (ctx, req) => {
      if (req.consAddress === "") throw invalidArgument("invalid request");
      let consAddress: Uint8Array;
      try {
        consAddress = k.consensusCodec.decode(req.consAddress, "consensus address");
      } catch (err) {
        throw invalidArgument((err as Error).message);
      }
      const info = k.getSigningInfo(ctx, consAddress);
      if (info === undefined) throw notFound(`SigningInfo not found for validator ${req.consAddress}`);
      return { valSigningInfo: info };
    }),
    queryRoute(SLASHING_QUERY.SigningInfos, (ctx, req) => {
      const page = paginate(k.signingInfoStore(ctx), req.pagination, (_key, bytes) => ValidatorSigningInfo.decode(bytes));
      return { info: page.items, pagination: page.pagination };
    }),
  ];
}
