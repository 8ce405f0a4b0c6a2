import { GenesisState } from "cosmjs-types/cosmos/staking/v1beta1/genesis";
import { BondStatus } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { AddressCodec } from "../../../types/address";
import { consensusKeyBytes } from "./consensus-key";
import { defaultStakingParams, validateStakingParams } from "./params";

export type StakingGenesisState = GenesisState;

export function defaultStakingGenesis(): StakingGenesisState {
  return GenesisState.fromPartial({ params: defaultStakingParams(), lastTotalPower: new TextEncoder().encode("0") });
}

/** The staking section of `app_state` in Cosmos JSON; unknown fields are errors. */
export function parseStakingGenesis(json: unknown): StakingGenesisState {
  return readSdkJson(GenesisState, json, { path: "staking genesis" });
}

export function stakingGenesisToJson(genesis: StakingGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}

/**
 * The SDK's `ValidateGenesis`: valid params, and validators with valid addresses and Ed25519 keys, no operator or
 * consensus key twice, no bonded validator jailed, no shares without tokens; delegations name valid addresses.
 */
export function validateStakingGenesis(genesis: StakingGenesisState, codec: AddressCodec): void {
  validateStakingParams(genesis.params);
  const operators = new Set<string>();
  const keys = new Set<string>();
  for (const [i, v] of genesis.validators.entries()) {
    const where = `staking genesis.validators[${i}]`;
    codec.validators.decode(v.operatorAddress, `${where}.operator_address`);
    const key = Buffer.from(consensusKeyBytes(v.consensusPubkey)).toString("hex");
    if (operators.has(v.operatorAddress)) throw new Error(`${where}: duplicate validator ${v.operatorAddress}`);
    if (keys.has(key)) throw new Error(`${where}: duplicate consensus key of validator ${v.operatorAddress}`);
    operators.add(v.operatorAddress);
    keys.add(key);
    if (v.jailed && v.status === BondStatus.BOND_STATUS_BONDED) throw new Error(`${where}: validator ${v.operatorAddress} is bonded and jailed`);
    if (BigInt(v.delegatorShares || "0") === 0n && v.status !== BondStatus.BOND_STATUS_UNBONDING) {
      throw new Error(`${where}: bonded or unbonded validator ${v.operatorAddress} cannot have zero delegator shares`);
    }
  }
  for (const [i, d] of genesis.delegations.entries()) {
    codec.decode(d.delegatorAddress, `staking genesis.delegations[${i}].delegator_address`);
    codec.validators.decode(d.validatorAddress, `staking genesis.delegations[${i}].validator_address`);
  }
}
