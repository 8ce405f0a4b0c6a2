import path from "node:path";

/** Where the files of one node live, all derived from its home directory. */
export interface HomeLayout {
  /** The home directory itself, absolute. */
  readonly home: string;
  readonly configDir: string;
  /** The application's settings (minimum gas prices, pruning, listen addresses). */
  readonly appToml: string;
  /** The CometBFT genesis document, shared by CometBFT and the application. */
  readonly genesis: string;
  /** CometBFT's settings (P2P, RPC, consensus, mempool), written by `idledger init` from cometbft-config/. */
  readonly cometConfig: string;
  /** The node's P2P identity (Ed25519); the node ID is derived from it. */
  readonly nodeKey: string;
  /** The consensus key CometBFT signs blocks with (Ed25519). */
  readonly privValidatorKey: string;
  /** The last height, round and step signed: CometBFT's guard against double signing. */
  readonly privValidatorState: string;
  /** The state databases: the application's (application.db) and CometBFT's (blockstore.db, state.db, …). */
  readonly dataDir: string;
  /** The unencrypted `test` keyring: one file per key. */
  readonly keyringTestDir: string;
}

export function homeLayout(home: string): HomeLayout {
  const root = path.resolve(home);
  const configDir = path.join(root, "config");
  return {
    home: root,
    configDir,
    appToml: path.join(configDir, "app.toml"),
    genesis: path.join(configDir, "genesis.json"),
    cometConfig: path.join(configDir, "config.toml"),
    nodeKey: path.join(configDir, "node_key.json"),
    privValidatorKey: path.join(configDir, "priv_validator_key.json"),
    privValidatorState: path.join(root, "data", "priv_validator_state.json"),
    dataDir: path.join(root, "data"),
    keyringTestDir: path.join(root, "keyring-test"),
  };
}
