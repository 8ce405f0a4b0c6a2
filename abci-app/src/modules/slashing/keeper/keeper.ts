import { Params, ValidatorSigningInfo } from "cosmjs-types/cosmos/slashing/v1beta1/slashing";
import { Any } from "cosmjs-types/google/protobuf/any";
import type { Context } from "../../../module-kit/context";
import type { StakingHooks } from "../../../module-kit/staking-hooks";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { AddressCodec } from "../../../types/address";
import type { StakingKeeper } from "../../staking/keeper/keeper";
import { consensusAddress } from "../../staking/types/consensus-key";
import {
  missedBlockIndexBytes,
  missedBlockIndexOf,
  missedBlocksPrefix,
  PARAMS_KEY,
  pubkeyRelationKey,
  SIGNING_INFO_PREFIX,
  signingInfoKey,
  SLASHING_STORE_KEY,
} from "../types/keys";
import { defaultSlashingParams, type SlashingParams } from "../types/params";

/** BoolValue{value: true}; false is the empty message. */
const MISSED = Uint8Array.of(0x08, 0x01);

/**
 * x/slashing state under the SDK v0.47 keys: params, each validator's signing info, the missed-block window (one row
 * per missed slot), and the consensus keys by address. Its staking hooks start tracking a validator when it is bonded.
 */
export class SlashingKeeper {
  constructor(readonly staking: StakingKeeper) {}

  get consensusCodec(): AddressCodec {
    return this.staking.consensusCodec;
  }

  getParams(ctx: Context): SlashingParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultSlashingParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: SlashingParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  getSigningInfo(ctx: Context, consAddress: Uint8Array): ValidatorSigningInfo | undefined {
    const bytes = store(ctx).get(signingInfoKey(consAddress));
    return bytes === undefined ? undefined : ValidatorSigningInfo.decode(bytes);
  }

  setSigningInfo(ctx: Context, consAddress: Uint8Array, info: ValidatorSigningInfo): void {
    store(ctx).set(signingInfoKey(consAddress), ValidatorSigningInfo.encode(info).finish());
  }

  /** Every signing info in consensus-address order. */
  allSigningInfos(ctx: Context): { consAddress: Uint8Array; info: ValidatorSigningInfo }[] {
    return [...new PrefixStore(store(ctx), SIGNING_INFO_PREFIX).iterator()].map(([key, bytes]) => ({
      consAddress: key.subarray(1),
      info: ValidatorSigningInfo.decode(bytes),
    }));
  }

  signingInfoStore(ctx: Context): KVStore {
    return new PrefixStore(store(ctx), SIGNING_INFO_PREFIX);
  }

  missedAt(ctx: Context, consAddress: Uint8Array, index: bigint): boolean {
    const bytes = this.missedBlocks(ctx, consAddress).get(missedBlockIndexBytes(index));
    return bytes !== undefined && bytes.length > 0 && bytes[1] === 1;
  }

  setMissedAt(ctx: Context, consAddress: Uint8Array, index: bigint, missed: boolean): void {
    this.missedBlocks(ctx, consAddress).set(missedBlockIndexBytes(index), missed ? MISSED : new Uint8Array());
  }

  clearMissedBlocks(ctx: Context, consAddress: Uint8Array): void {
    const blocks = this.missedBlocks(ctx, consAddress);
    for (const [key] of [...blocks.iterator()]) blocks.delete(key);
  }

  /** The window slots of one validator with a row, missed or not, in slot order. */
  missedBlocksOf(ctx: Context, consAddress: Uint8Array): { index: bigint; missed: boolean }[] {
    return [...this.missedBlocks(ctx, consAddress).iterator()].map(([key, bytes]) => ({
      index: missedBlockIndexOf(key),
      missed: bytes.length > 0 && bytes[1] === 1,
    }));
  }

  /** The consensus key of a validator's address, recorded when it was created. */
  getPubkey(ctx: Context, consAddress: Uint8Array): Any | undefined {
    const bytes = store(ctx).get(pubkeyRelationKey(consAddress));
    return bytes === undefined ? undefined : Any.decode(bytes);
  }

  /** What staking tells slashing (the SDK's slashing `Hooks`). */
  hooks(): StakingHooks {
    return {
      afterValidatorBonded: (ctx, consAddress) => {
        const existing = this.getSigningInfo(ctx, consAddress);
        const info = existing ?? {
          address: this.consensusCodec.encode(consAddress),
          startHeight: 0n,
          indexOffset: 0n,
          jailedUntil: { seconds: 0n, nanos: 0 },
          tombstoned: false,
          missedBlocksCounter: 0n,
        };
        this.setSigningInfo(ctx, consAddress, { ...info, startHeight: ctx.height });
      },
      afterValidatorCreated: (ctx, operator) => {
        const pubkey = this.staking.mustGetValidator(ctx, operator).consensusPubkey!;
        store(ctx).set(pubkeyRelationKey(consensusAddress(pubkey)), Any.encode(pubkey).finish());
      },
      afterValidatorRemoved: (ctx, consAddress) => store(ctx).delete(pubkeyRelationKey(consAddress)),
    };
  }

  private missedBlocks(ctx: Context, consAddress: Uint8Array): KVStore {
    return new PrefixStore(store(ctx), missedBlocksPrefix(consAddress));
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(SLASHING_STORE_KEY);
}
