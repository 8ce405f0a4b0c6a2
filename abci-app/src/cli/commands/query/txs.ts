import { Option, type Command } from "commander";
import { CometRpcClient } from "../../../comet/rpc-client";
import { indexedTxResponses, searchTxs } from "../../../comet/tx-index";
import type { LedgerContext } from "../../../cli-kit/context";
import { argParser, outputOption } from "../../../../../lib/cli-kit/options";
import { nodeOption, printResult, type OutputFormat } from "../../../cli-kit/query";
import { txResponseJson } from "../../../cli-kit/tx";
import { EVENT_FORMAT, eventsQuery } from "./events";

/** The SDK's defaults for `query txs` (query.DefaultPage, query.DefaultLimit); CometBFT serves at most 100 per page. */
const DEFAULT_PAGE = 1;
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 100;

interface TxsFlags {
  readonly events?: string;
  readonly page: number;
  readonly limit: number;
  readonly node: string;
  readonly output: OutputFormat;
}

/** `query txs --events 'message.sender=…'`: a page of the transactions whose events match (CometBFT's tx_search). */
export function registerQueryTxs(query: Command, ctx: LedgerContext): void {
  query
    .command("txs")
    .description("Search transactions by their events, e.g. --events 'message.sender=hid1…&message.module=bank'")
    .addOption(new Option("--events <events>", `the events to match, of the format ${EVENT_FORMAT}, several joined with &`))
    .addOption(
      new Option("--page <n>", "the page of results, from 1").default(DEFAULT_PAGE).argParser(argParser(positiveInt("--page", Number.MAX_SAFE_INTEGER))),
    )
    .addOption(new Option("--limit <n>", `results per page, 1 to ${MAX_LIMIT}`).default(DEFAULT_LIMIT).argParser(argParser(positiveInt("--limit", MAX_LIMIT))))
    .addOption(nodeOption())
    .addOption(outputOption())
    .action(async (opts: TxsFlags) => {
      if (opts.events === undefined || opts.events.trim() === "") throw new Error(`--events is required: the events to match, of the format ${EVENT_FORMAT}`);
      const client = new CometRpcClient(opts.node);
      const page = await searchTxs(client, { query: eventsQuery(opts.events), page: BigInt(opts.page), perPage: BigInt(opts.limit), orderBy: "asc" });
      const txs = (await indexedTxResponses(client, page.txs)).map((r) => txResponseJson(r, ctx.messages));
      printResult(
        ctx,
        {
          total_count: String(page.total),
          count: String(txs.length),
          page_number: String(opts.page),
          page_total: String(Math.ceil(Number(page.total) / opts.limit)),
          limit: String(opts.limit),
          txs,
        },
        opts.output,
      );
    });
}

function positiveInt(flag: string, max: number): (text: string) => number {
  return (text) => {
    if (!/^[0-9]+$/.test(text) || Number(text) < 1 || Number(text) > max) throw new Error(`${flag} must be an integer from 1 to ${max}`);
    return Number(text);
  };
}
