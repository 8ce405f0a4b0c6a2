import type { Command } from "commander";
import type { LedgerContext } from "../../cli-kit/context";
import { installCometbft, runCometbftCommand } from "../../node/cometbft/binary";
import { stateDir } from "../../node/open-home-app";
import { upgradeLayout } from "../../store/layout-upgrade";
import { checkRollback, rollbackTo } from "../../store/rollback";
import { latestVersion, openStateDb } from "../../store/state-db";
import { globalOptions } from "../../../../lib/cli-kit/options";
import type { CliRuntime } from "../runtime";

/**
 * `rollback [--hard]`, as the SDK's: CometBFT's own `rollback` takes its state back one height (with --hard its last
 * block too), then the app's state goes back to the same height, so that the next start runs that block again (after
 * a fix for a block that halted the chain or gave a wrong app hash). The node must be stopped: the state database's
 * lock says whether it is.
 */
export function registerRollback(program: Command, ctx: LedgerContext<CliRuntime>): void {
  program
    .command("rollback")
    .description("Roll the node's state back one block (CometBFT's and the app's) so that the next start runs it again; the node must be stopped")
    .option("--hard", "also remove the last block from CometBFT's block store, so that it is fetched or decided again")
    .action(async (opts: { hard?: boolean }, cmd: Command) => {
      const { home } = globalOptions(cmd);
      const db = await openStateDb(stateDir(home), false);
      try {
        await upgradeLayout(db);
        const { latest } = await checkRollback(db, (await latestVersion(db)) - 1);
        const binary = await installCometbft(ctx.runtime.stderr);
        const said = await runCometbftCommand(binary, ["rollback", "--home", home, ...(opts.hard ? ["--hard"] : [])], ctx.runtime.stderr);
        const rolled = /Rolled back state to height (\d+) and hash ([0-9A-F]*)/.exec(said);
        if (rolled === null) throw new Error(`cometbft rollback did not say which height it rolled back to: ${said.trim()}`);
        const height = Number(rolled[1]);
        const result = await rollbackTo(db, height);
        const appHash = Buffer.from(result.appHash).toString("hex").toUpperCase();
        if (appHash !== rolled[2]) {
          throw new Error(
            `CometBFT rolled back to height ${height} with app hash ${rolled[2]}, but the app's state at that height has ${appHash} (it was at ${latest}): the home's data do not belong together`,
          );
        }
        ctx.out(`Rolled back state to height ${height} and hash ${appHash}\n`);
      } finally {
        await db.close();
      }
    });
}
