import { Option, type Command } from "commander";
import { parseRpcAddress } from "../../comet/rpc-address";
import { argParser } from "../../../../lib/cli-kit/options";

/** CometBFT's default RPC listen address, the SDK's `--node` default. */
const DEFAULT_NODE = "tcp://localhost:26657";

export const MAX_UINT64 = 2n ** 64n - 1n;
const MAX_INT64 = 2n ** 63n - 1n;
/** The SDK's default page size (`query.DefaultLimit`). */
export const DEFAULT_PAGE_LIMIT = 100n;

export function nodeOption(): Option {
  return new Option("--node <address>", "the CometBFT RPC address of the node: tcp://host:port, http(s)://host:port or unix:///path")
    .default(DEFAULT_NODE)
    .argParser(argParser(checkNode));
}

export function heightOption(): Option {
  return new Option("--height <height>", "query the state at this height (0: the latest)").default(0n, "0").argParser(argParser(parseHeight));
}

/** The SDK's pagination flags (`flags.AddPaginationFlagsToCmd`); `what` names the items in the help. */
export function paginationOptions(what: string): Option[] {
  const uint64 = argParser(parseUint64);
  return [
    new Option("--page-key <key>", `the pagination key of the page of ${what} to query (the raw key bytes, as the SDK reads this flag)`),
    new Option("--offset <n>", `skip the first n ${what} (cannot be used with --page or --page-key)`).argParser(uint64),
    new Option("--limit <n>", `at most n ${what} per page`).default(DEFAULT_PAGE_LIMIT, String(DEFAULT_PAGE_LIMIT)).argParser(uint64),
    new Option("--page <n>", `the page number of ${what} to query, from 1 (sets the offset to (page-1)*limit)`).argParser(argParser(parsePage)),
    new Option("--count-total", `ask for the total number of ${what}`),
    new Option("--reverse", "results in descending order"),
  ];
}

/** A PageRequest in neutral form; each module maps it to its codec's field names. */
export interface PageRequestValues {
  readonly key: Uint8Array;
  readonly offset: bigint;
  readonly limit: bigint;
  readonly countTotal: boolean;
  readonly reverse: boolean;
}

interface PaginationFlags {
  pageKey?: string;
  offset?: bigint;
  limit: bigint;
  page?: bigint;
  countTotal?: boolean;
  reverse?: boolean;
}

/** The PageRequest of the pagination flags, with the SDK's `ReadPageRequest` rules. */
export function readPageRequest(cmd: Command): PageRequestValues {
  const flags = cmd.opts<PaginationFlags>();
  if (flags.page !== undefined && flags.offset !== undefined) throw new Error("--page and --offset cannot be used together");
  if (flags.pageKey !== undefined && (flags.offset !== undefined || flags.page !== undefined)) {
    throw new Error("--page-key cannot be used with --offset or --page: a page starts either at a key or at an offset");
  }
  const offset = flags.page !== undefined ? (flags.page - 1n) * flags.limit : (flags.offset ?? 0n);
  if (offset > MAX_UINT64) throw new Error(`--page ${flags.page} with --limit ${flags.limit} is past the last possible offset`);
  return {
    key: new TextEncoder().encode(flags.pageKey ?? ""),
    offset,
    limit: flags.limit,
    countTotal: flags.countTotal === true,
    reverse: flags.reverse === true,
  };
}

export function parseUint64(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) > MAX_UINT64) throw new Error("expected an integer from 0 to 2^64-1");
  return BigInt(text);
}

function parsePage(text: string): bigint {
  const page = parseUint64(text);
  if (page < 1n) throw new Error("pages are numbered from 1");
  return page;
}

function parseHeight(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) > MAX_INT64) throw new Error("expected an integer from 0 to 2^63-1");
  return BigInt(text);
}

function checkNode(address: string): string {
  parseRpcAddress(address, "--node");
  return address;
}
