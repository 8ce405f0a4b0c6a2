import { BondStatus } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { ValidatorUpdate } from "cosmjs-types/tendermint/abci/types";
import type { Context } from "../../module-kit/context";
import type { StakingKeeper } from "./keeper/keeper";
import { insertRedelegationQueue, insertUnbondingQueue, insertValidatorQueue } from "./keeper/queues";
import { applyAndReturnValidatorSetUpdates } from "./keeper/validator-set";
import { cometPublicKey } from "./types/consensus-key";
import type { StakingGenesisState } from "./types/genesis";
import { validateStakingGenesis } from "./types/genesis";

import { tokensOf } from "./types/validator";

/**
 * Loads staking genesis (the SDK's `InitGenesis`): params, validators with their indexes, delegations, unbonding
 * delegations and redelegations with their queues. The pools must already hold exactly the bonded and not-bonded
 * tokens (bank genesis gives them their balances). Returns the validator set CometBFT starts with: the stored last
 * powers of an exported genesis, else the set computed from the power index.
 */
export function initStakingGenesis(ctx: Context, k: StakingKeeper, genesis: StakingGenesisState): ValidatorUpdate[] {
  validateStakingGenesis(genesis, k.addressCodec);
  k.setParams(ctx, genesis.params);
  k.setLastTotalPower(ctx, BigInt(new TextDecoder().decode(genesis.lastTotalPower) || "0"));
  let bonded = 0n;
  let notBonded = 0n;
  for (const validator of genesis.validators) {
    k.setValidator(ctx, validator);
    k.setValidatorByConsAddr(ctx, validator);
    k.setValidatorByPowerIndex(ctx, validator);
    if (!genesis.exported) k.hooks.call("afterValidatorCreated", ctx, k.operatorOf(validator));
    if (validator.status === BondStatus.BOND_STATUS_UNBONDING)
      insertValidatorQueue(ctx, validator.operatorAddress, validator.unbondingTime, validator.unbondingHeight);
    if (validator.status === BondStatus.BOND_STATUS_BONDED) bonded += tokensOf(validator);
    else notBonded += tokensOf(validator);
  }
  for (const delegation of genesis.delegations) {
    const delegator = k.addressCodec.decode(delegation.delegatorAddress, "delegator address");
    const operator = k.operatorCodec.decode(delegation.validatorAddress, "validator address");
    if (!genesis.exported) k.hooks.call("beforeDelegationCreated", ctx, delegator, operator);
    k.setDelegation(ctx, delegation);
    if (!genesis.exported) k.hooks.call("afterDelegationModified", ctx, delegator, operator);
  }
  for (const ubd of genesis.unbondingDelegations) {
    k.setUnbondingDelegation(ctx, ubd);
    for (const entry of ubd.entries) {
      insertUnbondingQueue(ctx, ubd.delegatorAddress, ubd.validatorAddress, entry.completionTime);
      notBonded += BigInt(entry.balance);
    }
  }
  for (const red of genesis.redelegations) {
    k.setRedelegation(ctx, red);
    for (const entry of red.entries) insertRedelegationQueue(ctx, red, entry.completionTime);
  }
  checkPool(k.bondedPoolBalance(ctx), bonded, "bonded pool balance is different from bonded coins");
  checkPool(k.notBondedPoolBalance(ctx), notBonded, "not bonded pool balance is different from not bonded coins");
  if (!genesis.exported) return applyAndReturnValidatorSetUpdates(ctx, k);
  return genesis.lastValidatorPowers.map((row) => {
    const operator = k.operatorCodec.decode(row.address, "last validator power address");
    k.setLastValidatorPower(ctx, operator, row.power);
    const validator = k.mustGetValidator(ctx, operator);
    return { pubKey: cometPublicKey(validator.consensusPubkey), power: row.power };
  });
}

/** The state as genesis, `exported` set so that a chain started from it keeps the stored set. */
export function exportStakingGenesis(ctx: Context, k: StakingKeeper): StakingGenesisState {
  return {
    params: k.getParams(ctx),
    lastTotalPower: new TextEncoder().encode(k.getLastTotalPower(ctx).toString()),
    lastValidatorPowers: k.lastValidatorPowers(ctx).map(({ operator, power }) => ({ address: k.operatorCodec.encode(operator), power })),
    validators: k.allValidators(ctx),
    delegations: k.allDelegations(ctx),
    unbondingDelegations: k.allUnbondingDelegations(ctx),
    redelegations: k.allRedelegations(ctx),
    exported: true,
  };
}

function checkPool(balance: bigint, expected: bigint, message: string): void {
  if (balance !== expected) throw new Error(`staking genesis: ${message}: ${balance} <-> ${expected}`);
}
