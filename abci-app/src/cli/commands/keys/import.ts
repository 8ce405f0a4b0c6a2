import fs from "node:fs";
import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { keyringFor } from "../../../cli-kit/options";
import { askPassphrase } from "./passphrase";

/**
 * `keys import <name> <keyfile>`: stores the key of an armored export (idledger's, or the SDK's bcrypt armor from
 * another Cosmos chain's `keys export`), asking for the passphrase it was exported with.
 */
export function registerKeysImport(keys: Command, ctx: LedgerContext): void {
  keys
    .command("import")
    .description("Import a private key from an ASCII-armored export (idledger or Cosmos SDK keys export)")
    .argument("<name>", "the name to store the key under")
    .argument("<keyfile>", "the armored key file")
    .action(async (name: string, keyfile: string, _opts: unknown, cmd: Command) => {
      const armored = readKeyFile(keyfile);
      const keyring = keyringFor(cmd);
      const passphrase = await askPassphrase(ctx, "Enter passphrase to decrypt your key:", { minLength: false });
      const key = await keyring.importArmored(name, armored, passphrase);
      ctx.err(`Key "${key.name}" imported: ${key.address}\n`);
    });
}

function readKeyFile(file: string): string {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`cannot read key file ${file}: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}`);
  }
}
