import { CommanderError } from "commander";
import "../abci-app/src/codec/writer-fixes";
import { authAccountRetriever } from "../abci-app/src/modules/auth/cli/account-retriever";
import { CLIENT_MESSAGES } from "../abci-app/src/cli/client-messages";
import { ledgerContext } from "../abci-app/src/cli-kit/context";
import { commandContext } from "../lib/cli-kit/context";
import { buildProgram } from "./program";
import { processRuntime, type CliRuntime } from "../abci-app/src/cli/runtime";

/**
 * Runs the CLI with `argv` in Node's shape (`[node, script, ...args]`) and returns the exit code. Usage errors
 * have already been printed by commander; any other failure prints one line "Error: <message>" and yields 1.
 */
export async function run(argv: readonly string[], runtime: CliRuntime = processRuntime()): Promise<number> {
  const ctx = ledgerContext(commandContext(runtime), CLIENT_MESSAGES, authAccountRetriever);
  try {
    await buildProgram(ctx).parseAsync([...argv]);
    return 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode;
    ctx.err(`Error: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

/** The entry point of bin/idledger.js: runs the CLI on the real process and sets its exit code. */
export async function main(argv: string[]): Promise<void> {
  process.exitCode = await run(argv);
}
