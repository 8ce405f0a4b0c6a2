import type { Logger } from "../../../../lib/logger";
import type { Context } from "../../module-kit/context";
import { HaltError } from "../../module-kit/halt";
import { infiniteGasMeter } from "../../types/gas";
import type { UpgradeKeeper } from "./keeper/keeper";
import { writeUpgradeInfo } from "./keeper/upgrade-info";
import { dueAt, isDue, upgradeNeededMessage } from "./types/plan";

/** What the pre-block needs besides the keeper: the log, the home for upgrade-info.json, and the chain's app version. */
export interface UpgradePreBlockEnv {
  readonly logger: Logger;
  /** The node's home; without one (an app with no home) no upgrade-info.json is written. */
  readonly home: string | undefined;
  /** The app version of the consensus parameters (0 when they carry none), for the "Wrong app version" message. */
  appVersion(ctx: Context): bigint;
}

/**
 * The SDK v0.47 BeginBlocker of x/upgrade (`abci.go`), run before every other module's begin block:
 *
 * 1. Once per process, at its first block: unless a plan is due now (and not skipped), the last applied upgrade must
 *    have its handler in this binary, or this is an old binary on upgraded state: halt ("Wrong app version").
 * 2. A plan due at this height: skipped (`--unsafe-skip-upgrades`) it is dropped; without its handler the node writes
 *    upgrade-info.json and halts ("UPGRADE … NEEDED"), the block uncommitted; with it, the upgrade is applied.
 * 3. A plan not yet due whose handler this binary already has: a new binary started too early; halt.
 */
export function upgradePreBlock(ctx: Context, k: UpgradeKeeper, env: UpgradePreBlockEnv): void {
  const plan = k.getPlan(ctx);
  const due = plan !== undefined && isDue(plan, ctx.height);
  if (!k.downgradeVerified) {
    k.downgradeVerified = true;
    if (!due || k.isSkipHeight(ctx.height)) {
      const last = k.lastCompletedUpgrade(ctx);
      if (last !== undefined && !k.hasHandler(last.name)) {
        throw halt(env.logger, `Wrong app version ${env.appVersion(ctx)}, upgrade handler is missing for ${last.name} upgrade plan`);
      }
    }
  }
  if (plan === undefined) return;

  if (due) {
    if (k.isSkipHeight(ctx.height)) {
      env.logger.info(`UPGRADE "${plan.name}" SKIPPED at ${plan.height}: ${plan.info}`);
      k.clearPlan(ctx);
      return;
    }
    if (!k.hasHandler(plan.name)) {
      if (env.home !== undefined) {
        try {
          writeUpgradeInfo(env.home, plan, ctx.height);
        } catch (err) {
          throw halt(env.logger, `unable to write upgrade info to filesystem: ${(err as Error).message}`);
        }
      }
      throw halt(env.logger, upgradeNeededMessage(plan));
    }
    env.logger.info(`applying upgrade "${plan.name}" at ${dueAt(plan)}`);
    try {
      k.applyUpgrade(ctx.withGasMeter(infiniteGasMeter()), plan);
    } catch (err) {
      throw halt(env.logger, `upgrade "${plan.name}" failed: ${(err as Error).message}`);
    }
    return;
  }

  if (k.hasHandler(plan.name)) {
    throw halt(env.logger, `BINARY UPDATED BEFORE TRIGGER! UPGRADE "${plan.name}" - in binary but not executed on chain. Downgrade your binary`);
  }
}

function halt(logger: Logger, message: string): HaltError {
  logger.error(message);
  return new HaltError(message);
}
