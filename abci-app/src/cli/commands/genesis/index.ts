import type { Command } from "commander";
import { configureAddGenesisAccount } from "./add-account";
import { configureAddGenesisValidator } from "./add-validator";

/** The `genesis` command group, plus the SDK's legacy top-level alias `add-genesis-account`. */
export function registerGenesisCommands(program: Command): void {
  const genesis = program.command("genesis").description("Edit the genesis file before the chain starts");
  configureAddGenesisAccount(genesis.command("add-account"));
  configureAddGenesisValidator(genesis.command("add-validator"));
  configureAddGenesisAccount(program.command("add-genesis-account")).description("Deprecated alias of: genesis add-account");
}
