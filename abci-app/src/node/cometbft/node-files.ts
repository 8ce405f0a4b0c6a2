import fs from "node:fs";
import path from "node:path";
import type { HomeLayout } from "../../cli-kit/home";
import { renderCometConfig, type NodeMode } from "./config-template";
import { nodeIdOf, type Ed25519KeyPair } from "./ed25519-key";
import { loadOrCreateNodeKey, loadOrCreatePrivValidator } from "./key-files";

export interface NodeFilesOptions {
  readonly mode: NodeMode;
  readonly moniker: string;
  /** The application's ABCI address, for config.toml's proxy_app. */
  readonly proxyApp: string;
  /** Replace an existing config.toml (keys are always kept). */
  readonly overwriteConfig: boolean;
}

export interface NodeFiles {
  readonly nodeId: string;
  readonly validatorKey: Ed25519KeyPair;
}

/**
 * CometBFT's part of a home: config.toml from the mode's template (kept when present unless `overwriteConfig`),
 * the node key, and the validator key with its sign state. Existing keys are kept, as `cometbft init` keeps them:
 * they are the node's identity on the network.
 */
export function writeNodeFiles(layout: HomeLayout, options: NodeFilesOptions): NodeFiles {
  fs.mkdirSync(layout.configDir, { recursive: true, mode: 0o700 });
  fs.mkdirSync(layout.dataDir, { recursive: true, mode: 0o700 });
  if (options.overwriteConfig || !fs.existsSync(layout.cometConfig)) {
    const text = renderCometConfig(options.mode, { moniker: options.moniker, proxyApp: options.proxyApp });
    const temp = path.join(layout.configDir, `config.toml.${process.pid}.tmp`);
    fs.writeFileSync(temp, text, { mode: 0o644 });
    fs.renameSync(temp, layout.cometConfig);
  }
  const nodeKey = loadOrCreateNodeKey(layout.nodeKey);
  const validatorKey = loadOrCreatePrivValidator(layout.privValidatorKey, layout.privValidatorState);
  return { nodeId: nodeIdOf(nodeKey.publicKey), validatorKey };
}
