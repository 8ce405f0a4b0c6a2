import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { installCometbft, runCometbftCommand } from "../../../node/cometbft/binary";
import { stateDir } from "../../../node/open-home-app";
import { openStateDb, StateDbInUseError } from "../../../store/state-db";
import { globalOptions } from "../../../../../lib/cli-kit/options";
import type { CliRuntime } from "../../runtime";

/**
 * `comet unsafe-reset-all`, as the SDK's: the pinned CometBFT's own `unsafe-reset-all` on the node's home. It removes
 * the whole data directory (CometBFT's blocks, state, WAL and indexes, and the app's state database with them), the
 * address book unless --keep-addr-book, and resets the validator's signing state to genesis. Refused while a node
 * runs on the home: its state database's lock says so.
 */
export function configureUnsafeResetAll(comet: Command, ctx: LedgerContext<CliRuntime>): void {
  comet
    .command("unsafe-reset-all")
    .alias("unsafe_reset_all")
    .description("(unsafe) Remove all the chain's data (CometBFT's and the app's state) and reset the validator's signing state; for test networks")
    .option("--keep-addr-book", "keep the address book")
    .action(async (opts: { keepAddrBook?: boolean }, cmd: Command) => {
      const { home } = globalOptions(cmd);
      await refuseWhileInUse(stateDir(home));
      const binary = await installCometbft(ctx.runtime.stderr);
      const said = await runCometbftCommand(
        binary,
        ["unsafe-reset-all", "--home", home, ...(opts.keepAddrBook ? ["--keep-addr-book"] : [])],
        ctx.runtime.stderr,
      );
      ctx.err(said);
    });
}

/** Throws the state database's "in use by process …" error when a node holds it; a missing database is fine. */
async function refuseWhileInUse(dir: string): Promise<void> {
  let db: Awaited<ReturnType<typeof openStateDb>>;
  try {
    db = await openStateDb(dir, false);
  } catch (err) {
    if (err instanceof StateDbInUseError) throw new Error(`not resetting: ${err.message}`);
    return;
  }
  await db.close();
}
