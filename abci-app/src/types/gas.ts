import { AppError } from "./errors";
import { ErrOutOfGas } from "./sdk-errors";

export const MAX_UINT64 = (1n << 64n) - 1n;

/**
 * Counts gas for one transaction (or one query, or block-level work with no limit). Consumption past the
 * limit throws `ErrOutOfGas` naming the descriptor, as the SDK's basic gas meter does; the consumed
 * figure keeps the attempted total so results report it.
 */
export interface GasMeter {
  readonly limit: bigint | undefined;
  consumed(): bigint;
  consume(amount: bigint, descriptor: string): void;
  /** Gas still available; `undefined` for an unlimited meter. */
  remaining(): bigint | undefined;
}

class LimitedGasMeter implements GasMeter {
  private used = 0n;

  constructor(readonly limit: bigint) {}

  consumed(): bigint {
    return this.used;
  }

  consume(amount: bigint, descriptor: string): void {
    const total = this.used + amount;
    if (total > MAX_UINT64) {
      this.used = MAX_UINT64;
      throw new AppError(ErrOutOfGas, `gas overflow in location: ${descriptor}: ${ErrOutOfGas.description}`);
    }
    this.used = total;
    if (total > this.limit) {
      throw new AppError(ErrOutOfGas, `out of gas in location: ${descriptor}; gasWanted: ${this.limit}, gasUsed: ${total}: ${ErrOutOfGas.description}`);
    }
  }

  remaining(): bigint {
    return this.used >= this.limit ? 0n : this.limit - this.used;
  }
}

class InfiniteGasMeter implements GasMeter {
  readonly limit = undefined;
  private used = 0n;

  consumed(): bigint {
    return this.used;
  }

  consume(amount: bigint): void {
    this.used = this.used + amount > MAX_UINT64 ? MAX_UINT64 : this.used + amount;
  }

  remaining(): undefined {
    return undefined;
  }
}

export function newGasMeter(limit: bigint): GasMeter {
  return new LimitedGasMeter(limit);
}

export function infiniteGasMeter(): GasMeter {
  return new InfiniteGasMeter();
}

/** Gas charged per store access: the Cosmos SDK's `KVGasConfig` (store/types/gas.go). */
export interface KVGasConfig {
  readonly hasCost: bigint;
  readonly deleteCost: bigint;
  readonly readCostFlat: bigint;
  readonly readCostPerByte: bigint;
  readonly writeCostFlat: bigint;
  readonly writeCostPerByte: bigint;
  readonly iterNextCostFlat: bigint;
}

export const KV_GAS_CONFIG: KVGasConfig = Object.freeze({
  hasCost: 1000n,
  deleteCost: 1000n,
  readCostFlat: 1000n,
  readCostPerByte: 3n,
  writeCostFlat: 2000n,
  writeCostPerByte: 30n,
  iterNextCostFlat: 30n,
});
