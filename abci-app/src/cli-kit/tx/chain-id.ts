import fs from "node:fs";
import type { Command } from "commander";
import { CometRpcClient } from "../../comet/rpc-client";
import { nodeStatus } from "../../comet/status";
import { homeLayout } from "../home";
import { validateChainId } from "../genesis/chain-id";
import { readGenesisFile } from "../genesis/file";
import { globalOptions } from "../../../../lib/cli-kit/options";

/**
 * The chain ID a command works for: `--chain-id` when given (validated), else the `chain_id` of the genesis file
 * under --home (what the SDK would read from client.toml), else undefined.
 */
export function resolveChainId(cmd: Command): string | undefined {
  const flag = cmd.opts<{ chainId?: string }>().chainId;
  if (flag !== undefined) {
    validateChainId(flag);
    return flag;
  }
  const genesis = homeLayout(globalOptions(cmd).home).genesis;
  return fs.existsSync(genesis) ? readGenesisFile(genesis).chain_id : undefined;
}

/** The chain ID a signature binds: as {@link resolveChainId}, else the one the node reports (not offline). */
export async function signingChainId(cmd: Command, connection: { readonly offline: boolean; readonly node: string }): Promise<string> {
  const chainId = resolveChainId(cmd);
  if (chainId !== undefined) return chainId;
  if (connection.offline) throw new Error("chain ID required but not specified: give --chain-id (offline, the node cannot be asked)");
  const client = new CometRpcClient(connection.node);
  const { chainId: reported } = await nodeStatus(client);
  if (reported === "") throw new Error(`the node at ${client.address} did not report its chain ID`);
  return reported;
}
