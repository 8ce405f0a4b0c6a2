import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { keyringFor } from "../../../cli-kit/options";
import { outputOption } from "../../../../../lib/cli-kit/options";
import { keyOutput, keysJson, keysText } from "./output";

/** `keys list`: every key, sorted by name. */
export function registerKeysList(keys: Command, ctx: LedgerContext): void {
  keys
    .command("list")
    .description("List all keys")
    .addOption(outputOption())
    .option("-n, --list-names", "list the key names only")
    .action(async (opts: { output: "text" | "json"; listNames?: boolean }, cmd: Command) => {
      const all = await keyringFor(cmd).list();
      if (opts.listNames) {
        for (const key of all) ctx.out(`${key.name}\n`);
        return;
      }
      if (opts.output === "json") {
        ctx.out(keysJson(all.map(keyOutput)));
      } else if (all.length === 0) {
        ctx.err("No records were found in keyring\n");
      } else {
        ctx.out(keysText(all.map(keyOutput)));
      }
    });
}
