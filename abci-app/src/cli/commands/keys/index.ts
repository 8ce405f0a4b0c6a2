import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { keyringBackendOption, keyringDirOption } from "../../../cli-kit/options";
import { registerKeysAdd } from "./add";
import { registerKeysDelete } from "./delete";
import { registerKeysExport } from "./export";
import { registerKeysImport } from "./import";
import { registerKeysList } from "./list";
import { registerKeysShow } from "./show";

/** The `keys` command group: add, list, show, delete, export, import; each takes --keyring-backend and --keyring-dir. */
export function registerKeysCommands(program: Command, ctx: LedgerContext): void {
  const keys = program.command("keys").description("Manage the keys of your accounts (secp256k1, BIP-39 mnemonics, keyring backends test, file, os)");
  registerKeysAdd(keys, ctx);
  registerKeysList(keys, ctx);
  registerKeysShow(keys, ctx);
  registerKeysDelete(keys, ctx);
  registerKeysExport(keys, ctx);
  registerKeysImport(keys, ctx);
  for (const cmd of keys.commands) cmd.addOption(keyringBackendOption()).addOption(keyringDirOption());
}
