import fs from "node:fs";
import type { Command } from "commander";
import { defaultAppState } from "../../app/genesis";
import { defaultAppConfig, writeAppConfig } from "../../node/config";
import { homeLayout } from "../../node/home";
import type { CommandContext } from "../context";
import { validateChainId } from "../genesis/chain-id";
import { newGenesisDoc, wallClockNanos } from "../genesis/doc";
import { writeGenesisFile } from "../genesis/file";
import { sortedJson } from "../json";
import { argParser, globalOptions } from "../options";

export const DEFAULT_CHAIN_ID = "idledger-local";
const MAX_MONIKER_LENGTH = 70;
const MAX_INT64 = 2n ** 63n - 1n;

interface InitOptions {
  chainId: string;
  overwrite?: boolean;
  initialHeight: bigint;
}

/** `init <moniker>`: writes config/app.toml (when absent) and a new config/genesis.json. */
export function registerInit(program: Command, ctx: CommandContext): void {
  program
    .command("init")
    .description("Initialize the node's home: config/app.toml (kept if present) and a new config/genesis.json")
    .argument("<moniker>", "the node's human-readable name")
    .option("--chain-id <id>", "the chain's ID", DEFAULT_CHAIN_ID)
    .option("-o, --overwrite", "replace an existing genesis.json")
    .option("--initial-height <height>", "the height of the chain's first block", argParser(parseHeight), 1n)
    .action(async (moniker: string, opts: InitOptions, cmd: Command) => {
      validateMoniker(moniker);
      validateChainId(opts.chainId);
      const { home } = globalOptions(cmd);
      const layout = homeLayout(home);
      if (fs.existsSync(layout.genesis) && !opts.overwrite) throw new Error(`genesis.json file already exists: ${layout.genesis}`);

      if (!fs.existsSync(layout.appToml)) writeAppConfig(home, defaultAppConfig());
      fs.mkdirSync(layout.dataDir, { recursive: true });
      const appState = defaultAppState();
      writeGenesisFile(
        layout.genesis,
        newGenesisDoc({ chainId: opts.chainId, initialHeight: opts.initialHeight, genesisTimeNanos: wallClockNanos(), appState }),
      );
      // node_id stays empty until the node has a P2P key (a later issue); gentxs_dir is empty as in the SDK's init.
      ctx.err(sortedJson({ moniker, chain_id: opts.chainId, node_id: "", gentxs_dir: "", app_message: appState }) + "\n");
    });
}

export function validateMoniker(moniker: string): void {
  if (moniker.trim() === "") throw new Error("moniker must not be empty");
  if (/\p{Cc}/u.test(moniker)) throw new Error(`invalid moniker ${JSON.stringify(moniker)}: it must not contain control characters`);
  if ([...moniker].length > MAX_MONIKER_LENGTH) {
    throw new Error(`invalid moniker ${JSON.stringify(moniker)}: at most ${MAX_MONIKER_LENGTH} characters, got ${[...moniker].length}`);
  }
}

function parseHeight(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) < 1n || BigInt(text) > MAX_INT64) throw new Error("expected an integer from 1 to 2^63-1");
  return BigInt(text);
}
