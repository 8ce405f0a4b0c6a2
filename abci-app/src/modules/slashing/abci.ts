import type { Context } from "../../module-kit/context";
import { handleMisbehavior, handleVotes } from "./keeper/infractions";
import type { SlashingKeeper } from "./keeper/keeper";

/** The start of every block: the previous block's votes (liveness), then CometBFT's evidence of double signs. */
export function slashingBeginBlock(ctx: Context, k: SlashingKeeper): void {
  handleVotes(ctx, k);
  handleMisbehavior(ctx, k);
}
