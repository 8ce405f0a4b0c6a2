import type { Command } from "commander";
import type { CommandContext } from "../../context";
import { registerKeysAdd } from "./add";
import { registerKeysDelete } from "./delete";
import { registerKeysList } from "./list";
import { registerKeysShow } from "./show";

/** The `keys` command group: add, list, show, delete. */
export function registerKeysCommands(program: Command, ctx: CommandContext): void {
  const keys = program.command("keys").description("Manage the keys of your accounts (secp256k1, BIP-39 mnemonics, keyring backends)");
  registerKeysAdd(keys, ctx);
  registerKeysList(keys, ctx);
  registerKeysShow(keys, ctx);
  registerKeysDelete(keys, ctx);
}
