import { Delegation, Params, Redelegation, UnbondingDelegation, Validator, ValidatorUpdates } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../../module-kit/context";
import { MultiStakingHooks, type StakingHooks } from "../../../module-kit/staking-hooks";
import type { AddressCodec } from "../../../types/address";
import { DecodeMemo } from "../../../store/decode-memo";
import { ErrNoValidatorFound } from "../errors";
import type { StakingAccountKeeper, StakingBankKeeper } from "../expected-keepers";
import { consensusAddress } from "../types/consensus-key";
import {
  BONDED_POOL,
  DELEGATION_PREFIX,
  delegationKey,
  delegationsPrefix,
  LAST_TOTAL_POWER_KEY,
  LAST_VALIDATOR_POWER_PREFIX,
  lastValidatorPowerKey,
  NOT_BONDED_POOL,
  PARAMS_KEY,
  REDELEGATION_PREFIX,
  redelegationKey,
  redByDstKey,
  redBySrcKey,
  ubdByValidatorPrefix,
  u64be,
  readU64be,
  ubdByValidatorKey,
  UNBONDING_DELEGATION_PREFIX,
  UNBONDING_ID_KEY,
  unbondingDelegationKey,
  unbondingIndexKey,
  unbondingTypeKey,
  VALIDATOR_UPDATES_KEY,
  validatorByConsAddrKey,
  validatorByPowerKey,
  validatorKey,
  VALIDATORS_PREFIX,
} from "../types/keys";
import { defaultStakingParams, type StakingParams } from "../types/params";
import { isUnbonded, potentialConsensusPower } from "../types/validator";
import { decodeInt64Value, decodeIntProto, encodeInt64Value, encodeIntProto, entriesBelow, prefixed, stakingStore } from "./store";

export interface StakingKeeperOptions {
  readonly accountKeeper: StakingAccountKeeper;
  readonly bankKeeper: StakingBankKeeper;
}

/**
 * x/staking state under the SDK v0.47 keys (types/keys.ts): validators and their indexes, delegations, unbonding
 * delegations and redelegations with their indexes and queues, the last powers CometBFT got, params. The state
 * changes that follow rules (delegating, unbonding, the validator set) are in delegation.ts and validator-set.ts;
 * this class reads and writes records.
 */
export class StakingKeeper {
  readonly accounts: StakingAccountKeeper;
  readonly bank: StakingBankKeeper;
  readonly hooks = new MultiStakingHooks();
  private readonly validators = new DecodeMemo<Validator>((bytes) => Validator.decode(bytes));

  constructor(options: StakingKeeperOptions) {
    this.accounts = options.accountKeeper;
    this.bank = options.bankKeeper;
  }

  get addressCodec(): AddressCodec {
    return this.accounts.addressCodec;
  }

  get operatorCodec(): AddressCodec {
    return this.accounts.addressCodec.validators;
  }

  get consensusCodec(): AddressCodec {
    return this.accounts.addressCodec.consensus;
  }

  /** Modules below staking in the list register their hooks when they are built (the SDK's `SetHooks`). */
  addHooks(hooks: StakingHooks): void {
    this.hooks.add(hooks);
  }

  // ── params ──

  getParams(ctx: Context): StakingParams {
    const bytes = stakingStore(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultStakingParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: StakingParams): void {
    stakingStore(ctx).set(PARAMS_KEY, Params.encode(params).finish());
  }

  bondDenom(ctx: Context): string {
    return this.getParams(ctx).bondDenom;
  }

  // ── validators ──

  getValidator(ctx: Context, operator: Uint8Array): Validator | undefined {
    const bytes = stakingStore(ctx).get(validatorKey(operator));
    return bytes === undefined ? undefined : { ...this.validators.get(bytes) };
  }

  /** The validator, or ErrNoValidatorFound. */
  mustGetValidator(ctx: Context, operator: Uint8Array): Validator {
    const validator = this.getValidator(ctx, operator);
    if (validator === undefined) throw ErrNoValidatorFound.error();
    return validator;
  }

  getValidatorByConsAddr(ctx: Context, consAddress: Uint8Array): Validator | undefined {
    const operator = stakingStore(ctx).get(validatorByConsAddrKey(consAddress));
    return operator === undefined ? undefined : this.getValidator(ctx, operator);
  }

  setValidator(ctx: Context, validator: Validator): void {
    stakingStore(ctx).set(validatorKey(this.operatorOf(validator)), Validator.encode(validator).finish());
  }

  setValidatorByConsAddr(ctx: Context, validator: Validator): void {
    stakingStore(ctx).set(validatorByConsAddrKey(consensusAddress(validator.consensusPubkey)), this.operatorOf(validator));
  }

  /** Writes the power index row, unless the validator is jailed (jailed validators are never in the index). */
  setValidatorByPowerIndex(ctx: Context, validator: Validator): void {
    if (validator.jailed) return;
    this.setNewValidatorByPowerIndex(ctx, validator);
  }

  setNewValidatorByPowerIndex(ctx: Context, validator: Validator): void {
    const operator = this.operatorOf(validator);
    stakingStore(ctx).set(validatorByPowerKey(potentialConsensusPower(validator), operator), operator);
  }

  deleteValidatorByPowerIndex(ctx: Context, validator: Validator): void {
    stakingStore(ctx).delete(validatorByPowerKey(potentialConsensusPower(validator), this.operatorOf(validator)));
  }

  /** Deletes a validator with no tokens left and its index rows; calls afterValidatorRemoved. */
  removeValidator(ctx: Context, operator: Uint8Array): void {
    const validator = this.getValidator(ctx, operator);
    if (validator === undefined) return;
    if (!isUnbonded(validator)) throw new Error("invariant: cannot remove a bonded or unbonding validator");
    if (BigInt(validator.tokens) > 0n) throw new Error("invariant: attempting to remove a validator which still contains tokens");
    const consAddress = consensusAddress(validator.consensusPubkey);
    const store = stakingStore(ctx);
    store.delete(validatorKey(operator));
    store.delete(validatorByConsAddrKey(consAddress));
    this.deleteValidatorByPowerIndex(ctx, validator);
    this.hooks.call("afterValidatorRemoved", ctx, consAddress, operator);
  }

  /** Every validator in operator-address order. */
  allValidators(ctx: Context): Validator[] {
    return entriesBelow(ctx, VALIDATORS_PREFIX).map(([, bytes]) => Validator.decode(bytes));
  }

  operatorOf(validator: Validator): Uint8Array {
    return this.operatorCodec.decode(validator.operatorAddress, "validator address");
  }

  // ── last powers CometBFT got ──

  getLastValidatorPower(ctx: Context, operator: Uint8Array): bigint | undefined {
    const bytes = stakingStore(ctx).get(lastValidatorPowerKey(operator));
    return bytes === undefined ? undefined : decodeInt64Value(bytes);
  }

  setLastValidatorPower(ctx: Context, operator: Uint8Array, power: bigint): void {
    stakingStore(ctx).set(lastValidatorPowerKey(operator), encodeInt64Value(power));
  }

  deleteLastValidatorPower(ctx: Context, operator: Uint8Array): void {
    stakingStore(ctx).delete(lastValidatorPowerKey(operator));
  }

  /** The last powers by operator address (raw rows: the operator below its length byte, the Int64Value bytes). */
  lastValidatorPowers(ctx: Context): { operator: Uint8Array; power: bigint; bytes: Uint8Array }[] {
    return entriesBelow(ctx, LAST_VALIDATOR_POWER_PREFIX).map(([key, bytes]) => ({ operator: key.subarray(1), power: decodeInt64Value(bytes), bytes }));
  }

  getLastTotalPower(ctx: Context): bigint {
    const bytes = stakingStore(ctx).get(LAST_TOTAL_POWER_KEY);
    return bytes === undefined ? 0n : decodeIntProto(bytes);
  }

  setLastTotalPower(ctx: Context, power: bigint): void {
    stakingStore(ctx).set(LAST_TOTAL_POWER_KEY, encodeIntProto(power));
  }

  /** The bonded validators CometBFT last got, in operator-address order. */
  lastValidators(ctx: Context): Validator[] {
    return this.lastValidatorPowers(ctx).map(({ operator }) => this.mustGetValidator(ctx, operator));
  }

  setValidatorUpdates(ctx: Context, updates: readonly ValidatorUpdate[]): void {
    stakingStore(ctx).set(VALIDATOR_UPDATES_KEY, ValidatorUpdates.encode({ updates: [...updates] }).finish());
  }

  // ── delegations ──

  getDelegation(ctx: Context, delegator: Uint8Array, operator: Uint8Array): Delegation | undefined {
    const bytes = stakingStore(ctx).get(delegationKey(delegator, operator));
    return bytes === undefined ? undefined : Delegation.decode(bytes);
  }

  setDelegation(ctx: Context, delegation: Delegation): void {
    const delegator = this.addressCodec.decode(delegation.delegatorAddress, "delegator address");
    const operator = this.operatorCodec.decode(delegation.validatorAddress, "validator address");
    stakingStore(ctx).set(delegationKey(delegator, operator), Delegation.encode(delegation).finish());
  }

  removeDelegation(ctx: Context, delegator: Uint8Array, operator: Uint8Array): void {
    this.hooks.call("beforeDelegationRemoved", ctx, delegator, operator);
    stakingStore(ctx).delete(delegationKey(delegator, operator));
  }

  delegatorDelegations(ctx: Context, delegator: Uint8Array): Delegation[] {
    return entriesBelow(ctx, delegationsPrefix(delegator)).map(([, bytes]) => Delegation.decode(bytes));
  }

  /** The delegations to one validator: every delegation is scanned, as the SDK does (there is no index). */
  validatorDelegations(ctx: Context, operator: string): Delegation[] {
    return this.allDelegations(ctx).filter((d) => d.validatorAddress === operator);
  }

  allDelegations(ctx: Context): Delegation[] {
    return entriesBelow(ctx, DELEGATION_PREFIX).map(([, bytes]) => Delegation.decode(bytes));
  }

  // ── unbonding delegations ──

  getUnbondingDelegation(ctx: Context, delegator: Uint8Array, operator: Uint8Array): UnbondingDelegation | undefined {
    const bytes = stakingStore(ctx).get(unbondingDelegationKey(delegator, operator));
    return bytes === undefined ? undefined : UnbondingDelegation.decode(bytes);
  }

  setUnbondingDelegation(ctx: Context, ubd: UnbondingDelegation): void {
    const delegator = this.addressCodec.decode(ubd.delegatorAddress, "delegator address");
    const operator = this.operatorCodec.decode(ubd.validatorAddress, "validator address");
    const store = stakingStore(ctx);
    store.set(unbondingDelegationKey(delegator, operator), UnbondingDelegation.encode(ubd).finish());
    store.set(ubdByValidatorKey(operator, delegator), new Uint8Array());
  }

  removeUnbondingDelegation(ctx: Context, ubd: UnbondingDelegation): void {
    const delegator = this.addressCodec.decode(ubd.delegatorAddress, "delegator address");
    const operator = this.operatorCodec.decode(ubd.validatorAddress, "validator address");
    const store = stakingStore(ctx);
    store.delete(unbondingDelegationKey(delegator, operator));
    store.delete(ubdByValidatorKey(operator, delegator));
  }

  /** The unbonding delegations from one validator, by its index (0x33). */
  validatorUnbondingDelegations(ctx: Context, operator: Uint8Array): UnbondingDelegation[] {
    return entriesBelow(ctx, ubdByValidatorPrefix(operator)).map(([key]) => this.getUnbondingDelegation(ctx, key.subarray(1), operator)!);
  }

  allUnbondingDelegations(ctx: Context): UnbondingDelegation[] {
    return entriesBelow(ctx, UNBONDING_DELEGATION_PREFIX).map(([, bytes]) => UnbondingDelegation.decode(bytes));
  }

  // ── redelegations ──

  getRedelegation(ctx: Context, delegator: Uint8Array, src: Uint8Array, dst: Uint8Array): Redelegation | undefined {
    const bytes = stakingStore(ctx).get(redelegationKey(delegator, src, dst));
    return bytes === undefined ? undefined : Redelegation.decode(bytes);
  }

  setRedelegation(ctx: Context, red: Redelegation): void {
    const [delegator, src, dst] = this.redelegationAddresses(red);
    const store = stakingStore(ctx);
    store.set(redelegationKey(delegator, src, dst), Redelegation.encode(red).finish());
    store.set(redBySrcKey(src, delegator, dst), new Uint8Array());
    store.set(redByDstKey(dst, delegator, src), new Uint8Array());
  }

  removeRedelegation(ctx: Context, red: Redelegation): void {
    const [delegator, src, dst] = this.redelegationAddresses(red);
    const store = stakingStore(ctx);
    store.delete(redelegationKey(delegator, src, dst));
    store.delete(redBySrcKey(src, delegator, dst));
    store.delete(redByDstKey(dst, delegator, src));
  }

  allRedelegations(ctx: Context): Redelegation[] {
    return entriesBelow(ctx, REDELEGATION_PREFIX).map(([, bytes]) => Redelegation.decode(bytes));
  }

  private redelegationAddresses(red: Redelegation): [Uint8Array, Uint8Array, Uint8Array] {
    return [
      this.addressCodec.decode(red.delegatorAddress, "delegator address"),
      this.operatorCodec.decode(red.validatorSrcAddress, "source validator address"),
      this.operatorCodec.decode(red.validatorDstAddress, "destination validator address"),
    ];
  }

  // ── unbonding ids ──

  /** Takes the next unbonding id (the first is 1) and records what it points at. */
  newUnbondingId(ctx: Context, type: bigint, recordKey: Uint8Array): bigint {
    const store = stakingStore(ctx);
    const last = store.get(UNBONDING_ID_KEY);
    const id = (last === undefined ? 0n : readU64be(last)) + 1n;
    store.set(UNBONDING_ID_KEY, u64be(id));
    store.set(unbondingIndexKey(id), recordKey);
    store.set(unbondingTypeKey(id), u64be(type));
    return id;
  }

  deleteUnbondingIndex(ctx: Context, id: bigint): void {
    stakingStore(ctx).delete(unbondingIndexKey(id));
  }

  // ── pools ──

  bondedPoolBalance(ctx: Context): bigint {
    return this.poolBalance(ctx, BONDED_POOL);
  }

  notBondedPoolBalance(ctx: Context): bigint {
    return this.poolBalance(ctx, NOT_BONDED_POOL);
  }

  private poolBalance(ctx: Context, pool: string): bigint {
    const account = this.accounts.getModuleAccount(ctx, pool);
    if (account === undefined) throw new Error(`${pool} module account has not been set`);
    return this.bank.getBalance(ctx, account.address, this.bondDenom(ctx)).amount;
  }

  /** Rows of one prefixed index, for the queues (validator-set.ts, delegation.ts). */
  rows(ctx: Context, prefix: Uint8Array) {
    return prefixed(ctx, prefix);
  }
}
