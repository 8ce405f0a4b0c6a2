import type { LedgerContext } from "../context";
import { printResult, type OutputFormat } from "../query";
import type { TxResponseJson } from "./tx-response";

/** The node refused the transaction (CheckTx) or it failed in the block: its TxResponse is printed, the command fails. */
export class TxFailedError extends Error {
  override readonly name = "TxFailedError";
}

/**
 * Prints a TxResponse as the SDK does (`json`: one line; `text`: the same as YAML), then fails the command
 * with one "Error:" line when the response has a non-zero code, so that scripts see the failure in the exit status.
 */
export function printTxResponse(ctx: LedgerContext, response: TxResponseJson, format: OutputFormat): void {
  printResult(ctx, response, format);
  if (response.code === 0) return;
  const where = response.height === "0" ? "was refused by the node (CheckTx)" : `failed in block ${response.height}`;
  const codespace = response.codespace === "" ? "" : ` (codespace ${response.codespace})`;
  throw new TxFailedError(`transaction ${response.txhash} ${where} with code ${response.code}${codespace}: ${response.raw_log}`);
}
