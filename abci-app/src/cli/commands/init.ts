import fs from "node:fs";
import { Option, type Command } from "commander";
import { defaultAppState } from "../../app/wiring";
import { defaultAppConfig, loadAppConfig, writeAppConfig } from "../../node/config";
import { NODE_MODES, type NodeMode } from "../../node/cometbft/config-template";
import { writeNodeFiles } from "../../node/cometbft/node-files";
import { homeLayout } from "../../cli-kit/home";
import type { LedgerContext } from "../../cli-kit/context";
import { validateChainId } from "../../cli-kit/genesis/chain-id";
import { newGenesisDoc, wallClockNanos } from "../../cli-kit/genesis/doc";
import { writeGenesisFile } from "../../cli-kit/genesis/file";
import { sortedJson } from "../../cli-kit/json";
import { bigintOption, globalOptions } from "../../../../lib/cli-kit/options";

export const DEFAULT_CHAIN_ID = "idledger-local";
const MAX_MONIKER_LENGTH = 70;
const MAX_INT64 = 2n ** 63n - 1n;

interface InitOptions {
  chainId: string;
  mode: NodeMode;
  overwrite?: boolean;
  initialHeight: bigint;
}

/**
 * `init <moniker>`: the node's whole home. app.toml (kept if present), CometBFT's config.toml from the mode's
 * template, the node and validator keys (kept if present), data/, and a new genesis.json with no validators, as the
 * SDK's: validators enter the chain through gentxs (`genesis add-account`, `genesis gentx`, `genesis
 * collect-gentxs`), which `npm start` and scripts/testnet.sh run.
 */
export function registerInit(program: Command, ctx: LedgerContext): void {
  program
    .command("init")
    .description("Initialize the node's home: app.toml, config.toml, node and validator keys, and a new genesis.json")
    .argument("<moniker>", "the node's human-readable name")
    .option("--chain-id <id>", "the chain's ID", DEFAULT_CHAIN_ID)
    .addOption(new Option("--mode <mode>", "validator (signs blocks once its gentx is in genesis), full, or seed").choices(NODE_MODES).default("validator"))
    .option("-o, --overwrite", "replace an existing genesis.json and config.toml (app.toml and keys are kept)")
    .addOption(bigintOption("--initial-height <height>", "the height of the chain's first block", parseHeight, 1n))
    .action(async (moniker: string, opts: InitOptions, cmd: Command) => {
      validateMoniker(moniker);
      validateChainId(opts.chainId);
      const { home } = globalOptions(cmd);
      const layout = homeLayout(home);
      const overwrite = opts.overwrite === true;
      if (fs.existsSync(layout.genesis) && !overwrite) throw new Error(`genesis.json file already exists: ${layout.genesis}`);

      if (!fs.existsSync(layout.appToml)) writeAppConfig(home, defaultAppConfig());
      const appConfig = loadAppConfig(home);
      const node = writeNodeFiles(layout, { mode: opts.mode, moniker, proxyApp: appConfig.abci.address, overwriteConfig: overwrite });

      const appState = defaultAppState();
      writeGenesisFile(
        layout.genesis,
        newGenesisDoc({ chainId: opts.chainId, initialHeight: opts.initialHeight, genesisTimeNanos: wallClockNanos(), appState }),
      );
      // gentxs_dir is empty as in the SDK's init: gentxs are written later, by genesis gentx.
      ctx.err(`${sortedJson({ moniker, chain_id: opts.chainId, node_id: node.nodeId, gentxs_dir: "", app_message: appState })}\n`);
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
