import fs from "node:fs";
import type { Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { LedgerContext } from "../context";
import { parseJsonText } from "../../codec/sdk-json-reader";
import { readTxJson } from "./index";

/** Reads a transaction in Cosmos JSON from a file, or from standard input when the path is "-" (as the SDK does). */
export async function readTxFile(ctx: LedgerContext, file: string): Promise<Tx> {
  const text = file === "-" ? await readAll(ctx) : readFile(file);
  const what = file === "-" ? "standard input" : file;
  return readTxJson(parseJsonText(text, what), ctx.messages, what);
}

function readFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new Error(
      code === "ENOENT" ? `cannot read the transaction: ${file} does not exist` : `cannot read the transaction from ${file}: ${(err as Error).message}`,
    );
  }
}

async function readAll(ctx: LedgerContext): Promise<string> {
  const lines: string[] = [];
  for (let line = await ctx.lines.readLine(); line !== undefined; line = await ctx.lines.readLine()) lines.push(line);
  return lines.join("\n");
}
