import { Option, type Command } from "commander";
import { CometRpcClient } from "../../../comet/rpc-client";
import { indexedTxResponses, searchTxs, txByHash, type IndexedTx } from "../../../comet/tx-index";
import type { LedgerContext } from "../../../cli-kit/context";
import { outputOption } from "../../../../../lib/cli-kit/options";
import { nodeOption, printResult, type OutputFormat } from "../../../cli-kit/query";
import { txResponseJson } from "../../../cli-kit/tx";
import { eventCondition } from "./events";

type LookupType = "hash" | "acc_seq" | "signature";

/**
 * `query tx <hash>`: a transaction in a block with its result, as a TxResponse. As in the SDK, `--type acc_seq`
 * finds it by `<address>/<sequence>` and `--type signature` by its base64 signatures (comma-separated).
 */
export function registerQueryTx(query: Command, ctx: LedgerContext): void {
  query
    .command("tx")
    .description("Show a transaction in a block and its result, by hash (or by account/sequence or signature with --type)")
    .argument("<hash|acc_seq|signature>", "the transaction's hash (64 hex digits); <address>/<sequence> or base64 signatures with --type")
    .addOption(new Option("--type <type>", "what the argument is").choices(["hash", "acc_seq", "signature"]).default("hash"))
    .addOption(nodeOption())
    .addOption(outputOption())
    .action(async (ref: string, opts: { type: LookupType; node: string; output: OutputFormat }) => {
      const client = new CometRpcClient(opts.node);
      const found = await lookup(client, opts.type, ref.trim());
      const [response] = await indexedTxResponses(client, [found]);
      printResult(ctx, txResponseJson(response!, ctx.messages), opts.output);
    });
}

async function lookup(client: CometRpcClient, type: LookupType, ref: string): Promise<IndexedTx> {
  if (type === "hash") {
    if (!/^[0-9A-Fa-f]{64}$/.test(ref)) throw new Error(`invalid transaction hash ${JSON.stringify(ref)}: expected 64 hexadecimal digits`);
    const tx = await txByHash(client, ref);
    if (tx === undefined) throw new Error(`no transaction found with hash ${ref.toUpperCase()}`);
    return tx;
  }
  const [attribute, values, what] =
    type === "acc_seq" ? ["tx.acc_seq", [checkAccSeq(ref)], "address and sequence combination"] : ["tx.signature", checkSignatures(ref), "signatures"];
  const query = values.map((v) => eventCondition(attribute, v)).join(" AND ");
  const { txs } = await searchTxs(client, { query, page: 1n, perPage: 100n, orderBy: "asc" });
  if (txs.length === 0) throw new Error(`found no txs matching given ${what}`);
  if (txs.length > 1) throw new Error(`found ${txs.length} txs matching given ${what}`);
  return txs[0]!;
}

function checkAccSeq(ref: string): string {
  if (!/^[^/\s]+\/[0-9]+$/.test(ref)) throw new Error(`invalid --type acc_seq argument ${JSON.stringify(ref)}: expected <address>/<sequence>`);
  return ref;
}

function checkSignatures(ref: string): string[] {
  const signatures = ref.split(",").map((s) => s.trim());
  if (signatures.some((s) => s === "")) throw new Error("--type signature takes one or more base64 signatures, separated by commas");
  return signatures;
}
