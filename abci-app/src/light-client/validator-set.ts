import { SimpleValidator, type Validator } from "cosmjs-types/tendermint/types/validator";
import { hashFromByteSlices } from "../store/simple-merkle";

/** CometBFT's `ValidatorSet.Hash()`: the Merkle root over each validator's SimpleValidator{pub_key, voting_power}, in set order. */
export function validatorSetHash(validators: readonly Validator[]): Uint8Array {
  return hashFromByteSlices(validators.map((v) => SimpleValidator.encode({ pubKey: v.pubKey, votingPower: v.votingPower }).finish()));
}

export function totalVotingPower(validators: readonly Validator[]): bigint {
  return validators.reduce((sum, v) => sum + v.votingPower, 0n);
}
