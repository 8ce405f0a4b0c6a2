import { OrderBy } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { RestInputError } from "../../module-kit/rest/input-error";
import { pageRequest } from "../../module-kit/rest/pagination";
import type { QueryParams } from "../../module-kit/rest/query-params";
import { restGet as get, restPost, type RestRoute } from "../../module-kit/rest/route";
import { TX_METHODS } from "./service";

const BASE = "/cosmos/tx/v1beta1";

/** The tx service's REST paths of Cosmos SDK v0.47 (GetBlockWithTxs and the encode/decode helpers are not served). */
export const txRestRoutes: readonly RestRoute[] = [
  restPost(`${BASE}/txs`, TX_METHODS.BroadcastTx),
  restPost(`${BASE}/simulate`, TX_METHODS.Simulate),
  get(`${BASE}/txs/:hash`, TX_METHODS.GetTx, (p) => ({ hash: p.hash })),
  get(`${BASE}/txs`, TX_METHODS.GetTxsEvent, (_p, q) => ({
    events: q.values("events"),
    pagination: pageRequest(q),
    orderBy: orderBy(q),
    page: q.uint64("page") ?? 0n,
    limit: q.uint64("limit") ?? 0n,
  })),
];

/** `order_by` as grpc-gateway reads an enum: its name or its number. */
function orderBy(q: QueryParams): OrderBy {
  const text = q.string("order_by");
  if (text === undefined) return OrderBy.ORDER_BY_UNSPECIFIED;
  const byName = (OrderBy as unknown as Record<string, unknown>)[text];
  if (typeof byName === "number" && byName >= 0) return byName;
  if (/^[0-9]+$/.test(text) && OrderBy[Number(text)] !== undefined) return Number(text);
  throw new RestInputError("order_by", `invalid order_by ${JSON.stringify(text)}: expected ORDER_BY_UNSPECIFIED, ORDER_BY_ASC or ORDER_BY_DESC`);
}
