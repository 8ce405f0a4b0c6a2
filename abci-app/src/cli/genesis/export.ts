import type { ExportedState } from "../../app/app";
import { consensusParamsJson } from "../../cli-kit/genesis/consensus-params";
import type { AppState, GenesisDoc } from "../../cli-kit/genesis/doc";
import { STAKING_MODULE_NAME } from "../../modules/staking/types/keys";
import { consensusKeyBytes } from "../../modules/staking/types/consensus-key";
import { parseStakingGenesis } from "../../modules/staking/types/genesis";
import { publicKeyJson, validatorAddressHex } from "../../node/cometbft/ed25519-key";
import type { GenesisValidatorJson } from "./validators";

/**
 * The genesis document of a chain that continues from an exported state, as the SDK's `export` writes it: the
 * chain's genesis file (its `chain_id`, `genesis_time` and `app_hash` kept) with the exported `app_state`,
 * `initial_height` the height after the exported one, the consensus parameters state held at that height (the file's
 * when no module keeps them), and the validator set staking had then (see `exportedValidators`).
 */
export function exportedGenesisDoc(genesis: GenesisDoc, exported: ExportedState): GenesisDoc {
  if (exported.chainId !== genesis.chain_id) {
    throw new Error(
      `the state is chain ${JSON.stringify(exported.chainId)}'s but genesis.json is chain ${JSON.stringify(genesis.chain_id)}'s: export with the home that ran it`,
    );
  }
  return {
    ...genesis,
    initial_height: (exported.height + 1n).toString(),
    consensus_params:
      exported.consensusParams === undefined ? genesis.consensus_params : consensusParamsJson(exported.consensusParams, genesis.consensus_params),
    validators: exportedValidators(exported.appState, genesis.validators),
    app_state: exported.appState,
  };
}

/**
 * CometBFT's validators at the exported height, as the SDK's `staking.WriteValidators` lists them: staking's last
 * validator set (its stored powers, the validators' monikers as names). InitChain hands CometBFT the same set from
 * the exported staking section and checks that genesis lists no other. A chain whose validators staking does not
 * know (`genesis add-validator`) keeps the file's list: without staking no block changes them.
 */
export function exportedValidators(appState: AppState, fromFile: readonly unknown[]): unknown[] {
  const section = appState[STAKING_MODULE_NAME];
  if (section === undefined) return [...fromFile];
  const staking = parseStakingGenesis(section);
  if (staking.lastValidatorPowers.length === 0) return [...fromFile];
  const byOperator = new Map(staking.validators.map((v) => [v.operatorAddress, v]));
  return staking.lastValidatorPowers.map(({ address, power }): GenesisValidatorJson => {
    const validator = byOperator.get(address);
    if (validator === undefined) throw new Error(`staking's last validator set names ${address}, which is not a validator`);
    const key = consensusKeyBytes(validator.consensusPubkey);
    return { address: validatorAddressHex(key), pub_key: publicKeyJson(key), power: power.toString(), name: validator.description?.moniker ?? "" };
  });
}
