import type { Context } from "../../module-kit/context";
import type { SlashingKeeper } from "./keeper/keeper";
import { validateSlashingGenesis, type SlashingGenesisState } from "./types/genesis";

/** Loads params, signing infos and missed-block windows (the SDK's `InitGenesis`). */
export function initSlashingGenesis(ctx: Context, k: SlashingKeeper, genesis: SlashingGenesisState): void {
  validateSlashingGenesis(genesis, k.staking.addressCodec);
  k.setParams(ctx, genesis.params);
  for (const { address, validatorSigningInfo } of genesis.signingInfos) {
    k.setSigningInfo(ctx, k.consensusCodec.decode(address), validatorSigningInfo);
  }
  for (const { address, missedBlocks } of genesis.missedBlocks) {
    const consAddress = k.consensusCodec.decode(address);
    for (const block of missedBlocks) k.setMissedAt(ctx, consAddress, block.index, block.missed);
  }
}

/** The state as genesis: every signing info and its window, in consensus-address order. */
export function exportSlashingGenesis(ctx: Context, k: SlashingKeeper): SlashingGenesisState {
  const infos = k.allSigningInfos(ctx);
  return {
    params: k.getParams(ctx),
    signingInfos: infos.map(({ consAddress, info }) => ({ address: k.consensusCodec.encode(consAddress), validatorSigningInfo: info })),
    missedBlocks: infos.map(({ consAddress }) => ({
      address: k.consensusCodec.encode(consAddress),
      missedBlocks: k.missedBlocksOf(ctx, consAddress),
    })),
  };
}
