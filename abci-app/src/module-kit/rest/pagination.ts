import type { PageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import type { QueryParams } from "./query-params";

const FIELDS = ["key", "offset", "limit", "count_total", "reverse"] as const;

/**
 * `pagination.key` (base64), `pagination.offset`, `pagination.limit`, `pagination.count_total`,
 * `pagination.reverse` → a PageRequest; undefined when none is given (the request then has no pagination,
 * as grpc-gateway leaves it nil). Whether key and offset may be combined is the query handler's call.
 */
export function pageRequest(query: QueryParams): PageRequest | undefined {
  if (!FIELDS.some((field) => query.has(`pagination.${field}`))) return undefined;
  return {
    key: query.bytes("pagination.key") ?? new Uint8Array(),
    offset: query.uint64("pagination.offset") ?? 0n,
    limit: query.uint64("pagination.limit") ?? 0n,
    countTotal: query.bool("pagination.count_total") ?? false,
    reverse: query.bool("pagination.reverse") ?? false,
  };
}
