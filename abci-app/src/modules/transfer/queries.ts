import { DenomTrace } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";
import type { QueryRoute } from "../../module-kit/module";
import { paginate } from "../../module-kit/pagination";
import { queryArgument, queryRoute } from "../../module-kit/query";
import { validateDenom } from "../../types/coins";
import { notFound } from "../../types/query-errors";
import type { TransferKeeper } from "./keeper/keeper";
import { denomTraceHash, parseDenomTrace, parseHexHash, validateDenomTrace } from "./types/denom-trace";
import { escrowAddress } from "./types/escrow-address";
import { TRANSFER_QUERY } from "./types/query";

/** The `ibc.applications.transfer.v1.Query` service, with ibc-go's argument checks and NotFound answers. */
export function transferQueryRoutes(keeper: TransferKeeper): QueryRoute[] {
  return [
    queryRoute(TRANSFER_QUERY.DenomTrace, (ctx, req) => {
      const hash = queryArgument(() => parseHexHash(req.hash.replace(/^ibc\//, "")), `invalid denom trace hash: ${req.hash}`);
      const denomTrace = keeper.getDenomTrace(ctx, hash);
      if (denomTrace === undefined) throw notFound(`${req.hash}: denomination trace not found`);
      return { denomTrace };
    }),
    queryRoute(TRANSFER_QUERY.DenomTraces, (ctx, req) => {
      const page = paginate(keeper.denomTraces(ctx), req.pagination, (_key, value) => DenomTrace.decode(value));
      return { denomTraces: page.items, pagination: page.pagination };
    }),
    queryRoute(TRANSFER_QUERY.Params, (ctx) => ({ params: keeper.getParams(ctx) })),
    queryRoute(TRANSFER_QUERY.DenomHash, (ctx, req) => {
      const trace = parseDenomTrace(req.trace);
      queryArgument(() => validateDenomTrace(trace), "invalid denom trace");
      const hash = denomTraceHash(trace);
      if (keeper.getDenomTrace(ctx, hash) === undefined) throw notFound(`${req.trace}: denomination trace not found`);
      return { hash: Buffer.from(hash).toString("hex").toUpperCase() };
    }),
    queryRoute(TRANSFER_QUERY.EscrowAddress, (_ctx, req) => ({ escrowAddress: keeper.addressCodec.encode(escrowAddress(req.portId, req.channelId)) })),
    queryRoute(TRANSFER_QUERY.TotalEscrowForDenom, (ctx, req) => {
      queryArgument(() => validateDenom(req.denom), "invalid denom");
      return { amount: { denom: req.denom, amount: keeper.getTotalEscrow(ctx, req.denom).toString() } };
    }),
  ];
}
