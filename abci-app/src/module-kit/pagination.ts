import type { PageRequest, PageResponse } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import type { Bytes, KVStore } from "../store/types";
import { invalidArgument } from "../types/query-errors";

export type { PageRequest, PageResponse };

/** The page size when a request gives none (the SDK's `query.DefaultLimit`). */
export const DEFAULT_PAGE_LIMIT = 100n;

/** One page of results and the cursor for the next one. */
export interface Page<T> {
  readonly items: T[];
  readonly pagination: PageResponse;
}

interface Window {
  readonly key: Bytes | undefined;
  readonly offset: bigint;
  readonly limit: bigint;
  readonly countTotal: boolean;
  readonly reverse: boolean;
}

/**
 * The Cosmos SDK's `query.Paginate` over a (prefix) store: `key` resumes where a previous page stopped and
 * excludes `offset`; without a limit the page holds 100 items and the total is counted; `next_key` is the
 * key of the first item not returned (empty at the end); `total` is counted only on offset-based requests.
 */
export function paginate<T>(store: KVStore, request: PageRequest | undefined, toItem: (key: Bytes, value: Bytes) => T): Page<T> {
  return scan(store, window(request), (key, value, wanted) => ({ hit: true, item: wanted ? toItem(key, value) : undefined }));
}

/**
 * The SDK's `query.FilteredPaginate`: like `paginate`, but only entries for which `select` returns an item
 * count towards offset, limit and total. `select` sees every entry it scans.
 */
export function filteredPaginate<T>(store: KVStore, request: PageRequest | undefined, select: (key: Bytes, value: Bytes) => T | undefined): Page<T> {
  return scan(store, window(request), (key, value) => {
    const item = select(key, value);
    return { hit: item !== undefined, item };
  });
}

function window(request: PageRequest | undefined): Window {
  const key = request?.key !== undefined && request.key.length > 0 ? request.key : undefined;
  const offset = request?.offset ?? 0n;
  if (offset > 0n && key !== undefined) throw invalidArgument("either offset or key is expected, got both");
  const limit = request?.limit ?? 0n;
  return {
    key,
    offset: key === undefined ? offset : 0n,
    limit: limit === 0n ? DEFAULT_PAGE_LIMIT : limit,
    // The SDK counts the total whenever the client gave no limit.
    countTotal: key === undefined && (limit === 0n || (request?.countTotal ?? false)),
    reverse: request?.reverse ?? false,
  };
}

type Visit<T> = (key: Bytes, value: Bytes, wanted: boolean) => { hit: boolean; item: T | undefined };

function scan<T>(store: KVStore, w: Window, visit: Visit<T>): Page<T> {
  const items: T[] = [];
  const end = w.offset + w.limit;
  let hits = 0n;
  let nextKey: Bytes | undefined;
  for (const [key, value] of iterate(store, w)) {
    const wanted = hits >= w.offset && hits < end;
    const { hit, item } = visit(key, value, wanted);
    if (!hit) continue;
    hits++;
    if (wanted) items.push(item as T);
    else if (hits === end + 1n) {
      nextKey = key;
      if (!w.countTotal) break;
    }
  }
  return { items, pagination: { nextKey: nextKey ?? new Uint8Array(), total: w.countTotal ? hits : 0n } };
}

/** Ascending from `key`, or descending from `key` inclusive (the smallest key above it is `key ‖ 0x00`). */
function iterate(store: KVStore, w: Window): IterableIterator<[Bytes, Bytes]> {
  if (!w.reverse) return store.iterator(w.key);
  return store.reverseIterator(undefined, w.key === undefined ? undefined : Uint8Array.from([...w.key, 0]));
}
