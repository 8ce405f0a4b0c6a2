import { CommanderError } from "commander";
import "../abci-app/src/codec/cosmjs-types-patches";
import { authAccountRetriever } from "../abci-app/src/modules/auth/cli/account-retriever";
import { CLIENT_MESSAGES } from "../abci-app/src/cli/client-messages";
import { versionLine } from "../abci-app/src/cli/commands/version";
import { ledgerContext } from "../abci-app/src/cli-kit/context";
import { commandContext } from "../lib/cli-kit/context";
import { buildProgram } from "./program";
import { processRuntime, type CliRuntime } from "../abci-app/src/cli/runtime";

/**
 * Runs the CLI with `argv` in Node's shape (`[node, script, ...args]`) and returns the exit code. Usage errors
 * have already been printed by commander; any other failure prints one line "Error: <message>" and yields 1.
 * `idledger --version` alone prints the version line: as a program option commander would take `--version` from
 * every subcommand too, and some have their own (`debug ed25519 sign-ssi-doc --version`).
 */
export async function run(argv: readonly string[], runtime: CliRuntime = processRuntime()): Promise<number> {
  const ctx = ledgerContext(commandContext(runtime), CLIENT_MESSAGES, authAccountRetriever);
  if (argv.length === 3 && argv[2] === "--version") {
    ctx.out(`${versionLine()}\n`);
    return 0;
  }
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
