import type { ConsensusParams as StoredParams } from "cosmjs-types/tendermint/types/params";
import { durationNanos } from "../../types/time";
import type { ConsensusParams } from "./doc";

/**
 * Consensus parameters as CometBFT v0.38's genesis JSON writes them: int64s as strings, the evidence age in
 * nanoseconds. A section `params` does not hold (state keeps what InitChain and MsgUpdateParams gave it, and an update
 * leaves `version` and `abci` as they were) is taken from `base`, the genesis file's own.
 */
export function consensusParamsJson(params: StoredParams, base: ConsensusParams): ConsensusParams {
  const { block, evidence, validator, version, abci } = params;
  return {
    block: block === undefined ? base.block : { max_bytes: block.maxBytes.toString(), max_gas: block.maxGas.toString() },
    evidence:
      evidence === undefined
        ? base.evidence
        : {
            max_age_num_blocks: evidence.maxAgeNumBlocks.toString(),
            max_age_duration: (evidence.maxAgeDuration === undefined ? 0n : durationNanos(evidence.maxAgeDuration)).toString(),
            max_bytes: evidence.maxBytes.toString(),
          },
    validator: validator === undefined ? base.validator : { pub_key_types: [...validator.pubKeyTypes] },
    version: version === undefined ? base.version : { app: version.app.toString() },
    abci: abci === undefined ? base.abci : { vote_extensions_enable_height: abci.voteExtensionsEnableHeight.toString() },
  };
}
