import type { PageResponse } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import type { PageRequestValues } from "./flags";

/** A PageRequest of cosmjs-types from the pagination flags. */
export function cosmosPageRequest(page: PageRequestValues) {
  return { key: page.key, offset: page.offset, limit: page.limit, countTotal: page.countTotal, reverse: page.reverse };
}

/** A PageResponse as the SDK prints it: `next_key` null on the last page, `total` a string. */
export function pageResponseToJson(page: PageResponse | undefined): { next_key: string | null; total: string } | null {
  if (page === undefined) return null;
  return { next_key: page.nextKey.length === 0 ? null : Buffer.from(page.nextKey).toString("base64"), total: page.total.toString() };
}
