import { BlockIDFlag } from "cosmjs-types/tendermint/types/validator";
import { MisbehaviorType, type Misbehavior } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../../module-kit/context";
import { addDuration } from "../../../types/time";
import { jail, slash } from "../../staking/keeper/slash";
import { isUnbonded } from "../../staking/types/validator";
import { doubleSignSlashEvent, downtimeSlashEvent, jailedEvent, livenessEvent } from "../events";
import { decOfBytes, minSignedPerWindow } from "../types/params";
import type { SlashingKeeper } from "./keeper";

/** The end of time for a tombstoned validator's jail (the SDK's `DoubleSignJailEndTime`, 9999-12-31T23:59:59Z). */
export const DOUBLE_SIGN_JAIL_END = { seconds: 253_402_300_799n, nanos: 0 };

/**
 * Liveness (the SDK's `BeginBlocker` and `HandleValidatorSignature`): each vote of the previous block's commit moves
 * the validator's missed-block window; one that missed more than the window allows, once it has been bonded a whole
 * window, is slashed `slash_fraction_downtime` and jailed for `downtime_jail_duration`. A vote counts as signed unless
 * CometBFT marks it absent. Validators staking does not know (genesis.json's own, outside staking) are skipped.
 */
export function handleVotes(ctx: Context, k: SlashingKeeper): void {
  const votes = ctx.block.lastCommit?.votes ?? [];
  if (votes.length === 0) return;
  const params = k.getParams(ctx);
  const window = params.signedBlocksWindow;
  const maxMissed = window - minSignedPerWindow(params);
  for (const vote of votes) {
    const consAddress = vote.validator.address;
    const validator = k.staking.getValidatorByConsAddr(ctx, consAddress);
    if (validator === undefined || validator.jailed) continue;
    const info = k.getSigningInfo(ctx, consAddress);
    if (info === undefined) continue;
    const index = info.indexOffset % window;
    let { missedBlocksCounter } = info;
    const missed = vote.blockIdFlag === BlockIDFlag.BLOCK_ID_FLAG_ABSENT;
    const previous = k.missedAt(ctx, consAddress, index);
    if (!previous && missed) {
      k.setMissedAt(ctx, consAddress, index, true);
      missedBlocksCounter++;
    } else if (previous && !missed) {
      k.setMissedAt(ctx, consAddress, index, false);
      missedBlocksCounter--;
    }
    const address = k.consensusCodec.encode(consAddress);
    if (missed) ctx.events.emit(livenessEvent(address, missedBlocksCounter, ctx.height));
    let updated = { ...info, indexOffset: info.indexOffset + 1n, missedBlocksCounter };
    if (ctx.height > info.startHeight + window && missedBlocksCounter > maxMissed) {
      // the infraction is at the height the missed votes were for, minus the validator-update delay
      const burned = slash(ctx, k.staking, consAddress, ctx.height - 2n, vote.validator.power, decOfBytes(params.slashFractionDowntime));
      ctx.events.emit(downtimeSlashEvent(address, vote.validator.power, burned));
      jail(ctx, k.staking, consAddress);
      updated = { ...updated, jailedUntil: addDuration(ctx.time, params.downtimeJailDuration), missedBlocksCounter: 0n, indexOffset: 0n };
      k.clearMissedBlocks(ctx, consAddress);
    }
    k.setSigningInfo(ctx, consAddress, updated);
  }
}

/**
 * Double signs (the SDK's x/evidence `HandleEquivocationEvidence`): CometBFT's evidence of a duplicate vote or a light
 * client attack slashes the validator `slash_fraction_double_sign` of the power it had then, jails it for ever and
 * tombstones it; evidence of an unbonded, unknown or already tombstoned validator is ignored. CometBFT admits only
 * evidence within the consensus params' max age, so the SDK's age check is not repeated here.
 */
export function handleMisbehavior(ctx: Context, k: SlashingKeeper): void {
  for (const evidence of ctx.block.misbehavior ?? []) {
    if (evidence.type !== MisbehaviorType.DUPLICATE_VOTE && evidence.type !== MisbehaviorType.LIGHT_CLIENT_ATTACK) continue;
    handleEquivocation(ctx, k, evidence);
  }
}

function handleEquivocation(ctx: Context, k: SlashingKeeper, evidence: Misbehavior): void {
  const consAddress = evidence.validator.address;
  const validator = k.staking.getValidatorByConsAddr(ctx, consAddress);
  if (validator === undefined || isUnbonded(validator)) return;
  if (k.getPubkey(ctx, consAddress) === undefined) return;
  const info = k.getSigningInfo(ctx, consAddress);
  if (info === undefined || info.tombstoned) return;
  const address = k.consensusCodec.encode(consAddress);
  const fraction = decOfBytes(k.getParams(ctx).slashFractionDoubleSign);
  const burned = slash(ctx, k.staking, consAddress, evidence.height - 1n, evidence.validator.power, fraction);
  ctx.events.emit(doubleSignSlashEvent(address, evidence.validator.power, burned));
  if (!validator.jailed) {
    jail(ctx, k.staking, consAddress);
    ctx.events.emit(jailedEvent(address));
  }
  k.setSigningInfo(ctx, consAddress, { ...info, jailedUntil: DOUBLE_SIGN_JAIL_END, tombstoned: true });
}
