import type { Command } from "commander";
import { CometRpcClient } from "../../../comet/rpc-client";
import type { LedgerContext } from "../../../cli-kit/context";
import { nodeOption } from "../../../cli-kit/query";
import { broadcastForResponse, broadcastOptions, encodeTxRaw, printTxResponse, type BroadcastFlags } from "../../../cli-kit/tx";
import { readTxFile } from "../../../cli-kit/tx/tx-file";

/**
 * `tx broadcast <file>`: sends a signed transaction (the JSON `tx sign` prints) to the node and prints the
 * TxResponse. It never asks for confirmation; --yes is accepted for the SDK's scripts.
 */
export function registerTxBroadcast(tx: Command, ctx: LedgerContext): void {
  const cmd = tx
    .command("broadcast")
    .description("Broadcast a signed transaction (the output of tx sign) to the node")
    .argument("<file>", "the signed transaction as JSON, or - for standard input")
    .addOption(nodeOption());
  for (const option of broadcastOptions()) cmd.addOption(option);
  cmd.action(async (file: string, opts: BroadcastFlags & { node: string }) => {
    const signed = await readTxFile(ctx, file);
    if (signed.signatures.length === 0)
      throw new Error(`the transaction in ${file === "-" ? "standard input" : file} is not signed: sign it with idledger tx sign first`);
    const response = await broadcastForResponse(new CometRpcClient(opts.node), opts.broadcastMode, encodeTxRaw(signed), ctx.messages);
    printTxResponse(ctx, response, opts.output);
  });
}
