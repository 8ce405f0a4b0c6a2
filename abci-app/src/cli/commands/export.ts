import fs from "node:fs";
import type { Command } from "commander";
import type { LedgerContext } from "../../cli-kit/context";
import type { GenesisDoc } from "../../cli-kit/genesis/doc";
import { readGenesisFile, writeGenesisFile } from "../../cli-kit/genesis/file";
import { homeLayout } from "../../cli-kit/home";
import { sortedJson, sortKeys } from "../../cli-kit/json";
import { loadAppConfig } from "../../node/config";
import { openHomeApp, stateDir } from "../../node/open-home-app";
import { streamLogger } from "../../../../lib/logger";
import { argParser, globalOptions } from "../../../../lib/cli-kit/options";
import { exportedGenesisDoc } from "../genesis/export";
import type { CliRuntime } from "../runtime";

/** `--height -1`: the latest committed height, as without the flag. */
const LATEST = -1n;

interface ExportOptions {
  /** Undefined or LATEST: the latest committed height. */
  height?: bigint;
  outputDocument?: string;
}

/**
 * `export`, the SDK's: the home's committed state as a genesis file that starts a new chain where this one stands
 * (cli/genesis/export.ts says what it holds). It opens the state database as `start` does, so the node must be
 * stopped: while one runs, the database's "in use by process …" error is the command's. `--height` exports an older
 * committed height while the state keeps it (app.toml's pruning). Sorted JSON on stdout, or `--output-document`.
 */
export function registerExport(program: Command, ctx: LedgerContext<CliRuntime>): void {
  program
    .command("export")
    .description("Export the chain's state as a genesis file for a new chain that starts where this one stands (stop the node first)")
    .option("--height <height>", "the committed height to export, while the state keeps it (default: the latest; -1 too)", argParser(parseHeight))
    .option("--output-document <file>", "write the genesis file there instead of printing it on stdout")
    .action(async (opts: ExportOptions, cmd: Command) => {
      const { home, logLevel } = globalOptions(cmd);
      const genesis = readGenesisFile(homeLayout(home).genesis);
      const dir = stateDir(home);
      // Opening would create an empty database: a home whose node never ran has no state but its genesis.
      if (!fs.existsSync(dir)) throw new Error(`no state to export: ${dir} does not exist (the node has not run on this home)`);
      const config = loadAppConfig(home);
      const opened = await openHomeApp(home, config, streamLogger(logLevel ?? config.logLevel, ctx.runtime.stderr), {}, { runsBlocks: false });
      let doc: GenesisDoc;
      try {
        const height = exportHeight(dir, opts.height, opened.store.lastCommit().version, opened.store.oldestVersion);
        doc = sortKeys(exportedGenesisDoc(genesis, opened.app.exportState(height))) as GenesisDoc;
      } finally {
        await opened.close();
      }
      if (opts.outputDocument === undefined) ctx.out(`${sortedJson(doc)}\n`);
      else writeGenesisFile(opts.outputDocument, doc);
    });
}

/** The height to export: undefined for the latest; a requested one must be a version the state still keeps. */
function exportHeight(dir: string, requested: bigint | undefined, latest: number, oldest: number): bigint | undefined {
  if (latest === 0) throw new Error(`no state to export: ${dir} has no committed block yet`);
  if (requested === undefined || requested === LATEST) return undefined;
  if (requested < BigInt(oldest) || requested > BigInt(latest)) {
    const kept = oldest === latest ? `only height ${latest}` : `heights ${oldest} to ${latest}`;
    const why = requested < BigInt(oldest) ? " (app.toml's pruning removed the older ones, or they precede the chain's initial height)" : "";
    throw new Error(`cannot export height ${requested}: the state keeps ${kept}${why}`);
  }
  return requested;
}

/** A block height above 0, or -1 for the latest (the SDK's default). */
function parseHeight(text: string): bigint {
  if (text === "-1") return LATEST;
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n || BigInt(text) > 2n ** 63n - 1n) throw new Error("expected a block height above 0, or -1 for the latest");
  return BigInt(text);
}
