import type { Context } from "./context";

/**
 * What staking tells the modules that keep per-validator and per-delegation state (the SDK's `StakingHooks`):
 * slashing records signing info when a validator is bonded, distribution settles rewards before a delegation or a
 * validator's power changes. Each hook is optional; staking calls them in the order the modules registered.
 * Addresses are raw bytes: `operator` the validator's operator, `consAddress` its consensus address.
 */
export interface StakingHooks {
  afterValidatorCreated?(ctx: Context, operator: Uint8Array): void;
  beforeValidatorModified?(ctx: Context, operator: Uint8Array): void;
  afterValidatorRemoved?(ctx: Context, consAddress: Uint8Array, operator: Uint8Array): void;
  afterValidatorBonded?(ctx: Context, consAddress: Uint8Array, operator: Uint8Array): void;
  afterValidatorBeginUnbonding?(ctx: Context, consAddress: Uint8Array, operator: Uint8Array): void;
  beforeDelegationCreated?(ctx: Context, delegator: Uint8Array, operator: Uint8Array): void;
  beforeDelegationSharesModified?(ctx: Context, delegator: Uint8Array, operator: Uint8Array): void;
  beforeDelegationRemoved?(ctx: Context, delegator: Uint8Array, operator: Uint8Array): void;
  afterDelegationModified?(ctx: Context, delegator: Uint8Array, operator: Uint8Array): void;
  /** `fraction` is a Dec (scaled by 10^18). */
  beforeValidatorSlashed?(ctx: Context, operator: Uint8Array, fraction: bigint): void;
  afterUnbondingInitiated?(ctx: Context, id: bigint): void;
}

export type StakingHookName = keyof StakingHooks;

/** The hooks of several modules as one: each call goes to every module that has that hook, in order. */
export class MultiStakingHooks {
  private readonly list: StakingHooks[] = [];

  add(hooks: StakingHooks): void {
    this.list.push(hooks);
  }

  call<N extends StakingHookName>(name: N, ...args: Parameters<NonNullable<StakingHooks[N]>>): void {
    for (const hooks of this.list) {
      const hook = hooks[name] as ((...a: typeof args) => void) | undefined;
      hook?.apply(hooks, args);
    }
  }
}
