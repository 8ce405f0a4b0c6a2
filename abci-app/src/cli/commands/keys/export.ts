import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { keyringFor } from "../../../cli-kit/options";
import { confirm } from "./confirm";
import { askPassphrase } from "./passphrase";

interface ExportOptions {
  unarmoredHex?: boolean;
  unsafe?: boolean;
  yes?: boolean;
}

const UNSAFE_WARNING = "WARNING: The private key will be exported as an unarmored hexadecimal string. USE AT YOUR OWN RISK. Continue?";

/**
 * `keys export <name>`: the private key as ASCII armor encrypted with a passphrase asked here, printed on stdout.
 * With --unarmored-hex --unsafe (both, as in the SDK), after a confirmation: the raw key in hex.
 */
export function registerKeysExport(keys: Command, ctx: LedgerContext): void {
  keys
    .command("export")
    .description("Export a private key as ASCII armor, encrypted with a passphrase")
    .argument("<name_or_address>", "the key's name or address")
    .option("--unarmored-hex", "export the private key unencrypted, in hex (requires --unsafe)")
    .option("--unsafe", "allow unsafe operations (with --unarmored-hex)")
    .option("-y, --yes", "with --unarmored-hex --unsafe: skip the confirmation")
    .action(async (ref: string, opts: ExportOptions, cmd: Command) => {
      if (opts.unarmoredHex !== opts.unsafe) throw new Error("the flags --unsafe and --unarmored-hex must be used together");
      const keyring = keyringFor(cmd);
      if (opts.unarmoredHex) {
        if (!opts.yes && !(await confirm(ctx, UNSAFE_WARNING))) return;
        ctx.out(`${await keyring.exportHex(ref)}\n`);
        return;
      }
      const passphrase = await askPassphrase(ctx, "Enter passphrase to encrypt the exported key:");
      ctx.out(await keyring.exportArmored(ref, passphrase));
    });
}
