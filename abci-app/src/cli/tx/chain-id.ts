import fs from "node:fs";
import type { Command } from "commander";
import { homeLayout } from "../../node/home";
import { validateChainId } from "../genesis/chain-id";
import { readGenesisFile } from "../genesis/file";
import { globalOptions } from "../options";

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
