import type { Context } from "../../module-kit/context";
import { allocateTokens } from "./keeper/allocation";
import type { DistributionKeeper } from "./keeper/keeper";
import { PROPOSER_KEY } from "./types/keys";

/**
 * The start of every block (the SDK's distribution `BeginBlocker`): from height 2 on, what the fee collector holds goes
 * to the validators that voted in the previous block, by power; the block's proposer is recorded (a BytesValue).
 */
export function distributionBeginBlock(ctx: Context, k: DistributionKeeper): void {
  const votes = ctx.block.lastCommit?.votes ?? [];
  const totalPower = votes.reduce((sum, vote) => sum + vote.validator.power, 0n);
  if (ctx.height > 1n) allocateTokens(ctx, k, totalPower, votes);
  k.raw(ctx).set(PROPOSER_KEY, bytesValue(ctx.block.proposer));
}

/** `google.protobuf.BytesValue{value}`. */
function bytesValue(value: Uint8Array): Uint8Array {
  if (value.length === 0) return new Uint8Array();
  const header = [0x0a];
  let length = value.length;
  while (length >= 0x80) {
    header.push((length & 0x7f) | 0x80);
    length >>= 7;
  }
  header.push(length);
  return Uint8Array.from([...header, ...value]);
}
