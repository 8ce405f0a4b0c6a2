import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { keyringFor } from "../../../cli-kit/options";
import { confirm } from "./confirm";

/** `keys delete <name>...`: removes keys after a confirmation on stdin, unless --yes. */
export function registerKeysDelete(keys: Command, ctx: LedgerContext): void {
  keys
    .command("delete")
    .description("Delete the given keys from the keyring")
    .argument("<names...>", "the names (or addresses) of the keys to delete")
    .option("-y, --yes", "skip the confirmation prompt")
    .action(async (refs: string[], opts: { yes?: boolean }, cmd: Command) => {
      const keyring = keyringFor(cmd);
      for (const ref of refs) {
        const key = await keyring.get(ref);
        if (!opts.yes && !(await confirm(ctx, "Key reference will be deleted. Continue?"))) {
          ctx.err(`Key ${key.name} was not deleted\n`);
          continue;
        }
        await keyring.delete(key.name);
        ctx.err("Key deleted forever (uh oh!)\n");
      }
    });
}
