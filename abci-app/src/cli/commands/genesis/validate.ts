import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { validateChainId } from "../../../cli-kit/genesis/chain-id";
import { readGenesisFile } from "../../../cli-kit/genesis/file";
import { homeLayout } from "../../../cli-kit/home";
import { createWiring } from "../../../app/wiring";
import { globalOptions } from "../../../../../lib/cli-kit/options";

/**
 * `genesis validate [file]` (alias `validate-genesis`, the SDK's older name): the genesis file as InitChain would
 * take it: a chain ID, and every module's section valid (the gentxs read and checked too).
 */
export function registerValidateGenesis(genesis: Command, ctx: LedgerContext): void {
  genesis
    .command("validate")
    .alias("validate-genesis")
    .description("Check a genesis file: the chain ID and every module's section, as InitChain would read them")
    .argument("[file]", "the genesis file (default: config/genesis.json under --home)")
    .action(async (file: string | undefined, _opts: unknown, self: Command) => {
      const path = file ?? homeLayout(globalOptions(self).home).genesis;
      const doc = readGenesisFile(path);
      validateChainId(doc.chain_id);
      const modules = createWiring().modules;
      modules.prepareGenesis(doc.app_state);
      modules.resolveGenesis(doc.app_state);
      ctx.out(`File at ${path} is a valid genesis file\n`);
    });
}
