import type { MsgUpdateParams } from "cosmjs-types/cosmos/consensus/v1/tx";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import { durationNanos } from "../../../types/time";

/** CometBFT v0.38's largest block, 100 MiB (`types.MaxBlockSizeBytes`). */
export const MAX_BLOCK_SIZE_BYTES = 104_857_600n;

/** The validator key types the pinned CometBFT v0.38.26 knows (`types.ABCIPubKeyTypesToNames`). */
export const KNOWN_PUB_KEY_TYPES: readonly string[] = ["ed25519", "secp256k1", "ml_dsa_65"];

/** The three sections MsgUpdateParams carries; all must be present (the SDK panics on a missing one). */
export type ParamsUpdate = Required<Pick<ConsensusParams, "block" | "evidence" | "validator">>;

/** The message's sections, or an Error naming the first missing one. */
export function paramsUpdateOf(msg: MsgUpdateParams): ParamsUpdate {
  for (const section of ["block", "evidence", "validator"] as const) {
    if (msg[section] === undefined) throw new Error(`all parameters must be present: ${section} is missing`);
  }
  return { block: msg.block!, evidence: msg.evidence!, validator: msg.validator! };
}

/**
 * CometBFT's `ConsensusParams.Update` for the sections of an update: they replace the stored ones, and the rest
 * (`version`, `abci`) stays as it is, as CometBFT itself applies FinalizeBlock's consensus_param_updates.
 */
export function applyUpdate(stored: ConsensusParams | undefined, update: ParamsUpdate): ConsensusParams {
  return {
    ...(stored ?? {}),
    block: { ...update.block },
    evidence: { ...update.evidence },
    validator: { pubKeyTypes: [...update.validator.pubKeyTypes] },
  };
}

/**
 * CometBFT v0.38's `ConsensusParams.ValidateBasic` (`types/params.go`), the check CometBFT runs on the parameters a
 * block's update leads to: a block the app lets through with parameters it refuses would stop the chain. Missing
 * sections count as zero, as in Go. Throws an Error with CometBFT's text.
 */
export function validateConsensusParams(params: ConsensusParams): void {
  const maxBytes = params.block?.maxBytes ?? 0n;
  const maxGas = params.block?.maxGas ?? 0n;
  if (maxBytes === 0n) throw new Error("block.MaxBytes cannot be 0");
  if (maxBytes < -1n) throw new Error(`block.MaxBytes must be -1 or greater than 0. Got ${maxBytes}`);
  if (maxBytes > MAX_BLOCK_SIZE_BYTES) throw new Error(`block.MaxBytes is too big. ${maxBytes} > ${MAX_BLOCK_SIZE_BYTES}`);
  if (maxGas < -1n) throw new Error(`block.MaxGas must be greater or equal to -1. Got ${maxGas}`);

  const maxAgeNumBlocks = params.evidence?.maxAgeNumBlocks ?? 0n;
  const maxAgeNanos = params.evidence?.maxAgeDuration === undefined ? 0n : durationNanos(params.evidence.maxAgeDuration);
  const evidenceBytes = params.evidence?.maxBytes ?? 0n;
  if (maxAgeNumBlocks <= 0n) throw new Error(`evidence.MaxAgeNumBlocks must be greater than 0. Got ${maxAgeNumBlocks}`);
  if (maxAgeNanos <= 0n) throw new Error(`evidence.MaxAgeDuration must be grater than 0 if provided, Got ${maxAgeNanos}ns`);
  const bytesBound = maxBytes === -1n ? MAX_BLOCK_SIZE_BYTES : maxBytes;
  if (evidenceBytes > bytesBound) throw new Error(`evidence.MaxBytesEvidence is greater than upper bound, ${evidenceBytes} > ${maxBytes}`);
  if (evidenceBytes < 0n) throw new Error(`evidence.MaxBytes must be non negative. Got: ${evidenceBytes}`);

  const enableHeight = params.abci?.voteExtensionsEnableHeight ?? 0n;
  if (enableHeight < 0n) throw new Error(`ABCI.VoteExtensionsEnableHeight cannot be negative. Got: ${enableHeight}`);

  const keyTypes = params.validator?.pubKeyTypes ?? [];
  if (keyTypes.length === 0) throw new Error("len(Validator.PubKeyTypes) must be greater than 0");
  for (const [i, keyType] of keyTypes.entries()) {
    if (!KNOWN_PUB_KEY_TYPES.includes(keyType)) throw new Error(`params.Validator.PubKeyTypes[${i}], ${keyType}, is an unknown pubkey type`);
  }
}
