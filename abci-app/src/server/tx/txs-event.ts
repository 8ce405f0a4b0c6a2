import { OrderBy, type GetTxsEventRequest, type GetTxsEventResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { CometRpcError } from "../../comet/errors";
import type { CometRpcClient } from "../../comet/rpc-client";
import { indexedTxResponses, searchTxs, type TxSearchPage } from "../../comet/tx-index";
import { invalidArgument } from "../api-error";
import { cometStatus, fromComet } from "../comet-status";
import { readStoredTx } from "./stored-tx";

/** The SDK's event syntax (x/auth/tx/service.go): `{eventType}.{eventAttribute}={value}`, `<`/`>` allowed before `=`. */
const EVENT = /^([a-zA-Z_]+\.[a-zA-Z_]+[<>]?=)(\S+)$/;
const DEFAULT_LIMIT = 100n;

/**
 * cosmos.tx.v1beta1.Service/GetTxsEvent: committed transactions matching every event condition, from RPC
 * `tx_search`, one page (`page` from 1, `limit` per page, default 100; `order_by` by height). A value without
 * quotes is quoted (`message.sender=hid1…` is `message.sender='hid1…'`), as CometBFT's query language needs.
 * The deprecated `pagination` is read only when `page` and `limit` are both unset: `offset` must then be a
 * multiple of `limit`.
 */
export async function getTxsEvent(rpc: CometRpcClient, req: GetTxsEventRequest): Promise<GetTxsEventResponse> {
  if (req.events.length === 0) throw invalidArgument("must declare at least one event to search");
  const conditions = req.events.map(condition);
  const { page, limit } = pageOf(req);
  let found: TxSearchPage;
  try {
    found = await searchTxs(rpc, { query: conditions.join(" AND "), page, perPage: limit, orderBy: req.orderBy === OrderBy.ORDER_BY_DESC ? "desc" : "asc" });
  } catch (err) {
    if (err instanceof CometRpcError && /page should be within/i.test(err.reason)) throw invalidArgument(err.reason);
    throw cometStatus(err);
  }
  return {
    // A stored transaction that cannot be read safely stays an empty Tx here: its TxResponse carries its bytes.
    txs: found.txs.map((t) => readStoredTx(t.tx) ?? Tx.fromPartial({})),
    txResponses: await fromComet(() => indexedTxResponses(rpc, found.txs)),
    pagination: undefined,
    total: found.total,
  };
}

function condition(event: string): string {
  const match = EVENT.exec(event);
  if (match === null) throw invalidArgument(`invalid event; event ${event} should be of the format: {eventType}.{eventAttribute}={value}`);
  const [, key, value] = match as unknown as [string, string, string];
  return /^'.*'$/.test(value) || /^[0-9]+$/.test(value) ? event : `${key}'${value}'`;
}

function pageOf(req: GetTxsEventRequest): { page: bigint; limit: bigint } {
  if (req.page === 0n && req.limit === 0n && req.pagination !== undefined) {
    const limit = req.pagination.limit === 0n ? DEFAULT_LIMIT : req.pagination.limit;
    if (req.pagination.offset % limit !== 0n)
      throw invalidArgument(`pagination.offset ${req.pagination.offset} is not a multiple of pagination.limit ${limit}`);
    return { page: req.pagination.offset / limit + 1n, limit };
  }
  return { page: req.page === 0n ? 1n : req.page, limit: req.limit === 0n ? DEFAULT_LIMIT : req.limit };
}
