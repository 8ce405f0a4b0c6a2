import type { Command } from "commander";
import type { CommandContext } from "../../context";
import { keyringBackendOption, keyringFor, outputOption } from "../../options";
import { keyOutput, keysJson, keysText } from "./output";

interface ShowOptions {
  address?: boolean;
  pubkey?: boolean;
  output: "text" | "json";
}

/** `keys show <name|address>`: one key; -a prints only its address, -p only its public key. */
export function registerKeysShow(keys: Command, ctx: CommandContext): void {
  keys
    .command("show")
    .description("Show the public details of a key, found by name or address")
    .argument("<name_or_address>", "the key's name or bech32 address")
    .addOption(keyringBackendOption())
    .option("-a, --address", "output the address only")
    .option("-p, --pubkey", "output the public key only")
    .addOption(outputOption())
    .action(async (ref: string, opts: ShowOptions, cmd: Command) => {
      if (opts.address && opts.pubkey) throw new Error("cannot use both --address and --pubkey at once");
      if ((opts.address || opts.pubkey) && cmd.getOptionValueSource("output") === "cli") {
        throw new Error("cannot use --output with --address or --pubkey");
      }
      const key = keyOutput(await keyringFor(cmd).get(ref));
      if (opts.address) ctx.out(`${key.address}\n`);
      else if (opts.pubkey) ctx.out(`${key.pubkey}\n`);
      else ctx.out(opts.output === "json" ? keysJson(key) : keysText([key]));
    });
}
