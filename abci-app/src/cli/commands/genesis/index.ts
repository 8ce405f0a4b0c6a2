import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { configureAddGenesisAccount } from "./add-account";
import { configureAddGenesisValidator } from "./add-validator";
import { registerCollectGentxs } from "./collect-gentxs";
import { registerGentx } from "./gentx";
import { registerValidateGenesis } from "./validate";

/** The `genesis` command group, plus the SDK's legacy top-level alias `add-genesis-account`. */
export function registerGenesisCommands(program: Command, ctx: LedgerContext): void {
  const genesis = program.command("genesis").description("Edit the genesis file before the chain starts");
  configureAddGenesisAccount(genesis.command("add-account"));
  configureAddGenesisValidator(genesis.command("add-validator"));
  registerGentx(genesis, ctx);
  registerCollectGentxs(genesis, ctx);
  registerValidateGenesis(genesis, ctx);
  configureAddGenesisAccount(program.command("add-genesis-account")).description("Deprecated alias of: genesis add-account");
}
