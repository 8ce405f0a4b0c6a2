import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import { applyUpdate, validateConsensusParams } from "../../../../abci-app/src/modules/consensus/types/params";

const VALID: ConsensusParams = {
  block: { maxBytes: 22_020_096n, maxGas: -1n },
  evidence: { maxAgeNumBlocks: 100_000n, maxAgeDuration: { seconds: 172_800n, nanos: 0 }, maxBytes: 1_048_576n },
  validator: { pubKeyTypes: ["ed25519"] },
  version: { app: 0n },
  abci: { voteExtensionsEnableHeight: 0n },
};

const withBlock = (block: Partial<NonNullable<ConsensusParams["block"]>>) => ({ ...VALID, block: { ...VALID.block!, ...block } });
const withEvidence = (evidence: Partial<NonNullable<ConsensusParams["evidence"]>>) => ({ ...VALID, evidence: { ...VALID.evidence!, ...evidence } });

/** CometBFT v0.38.26's `ConsensusParams.ValidateBasic`, case by case, with its texts. */
describe("validateConsensusParams", () => {
  it.each([
    ["max_bytes 0", withBlock({ maxBytes: 0n }), "block.MaxBytes cannot be 0"],
    ["max_bytes below -1", withBlock({ maxBytes: -2n }), "block.MaxBytes must be -1 or greater than 0. Got -2"],
    ["max_bytes above 100 MiB", withBlock({ maxBytes: 104_857_601n }), "block.MaxBytes is too big. 104857601 > 104857600"],
    ["max_gas below -1", withBlock({ maxGas: -2n }), "block.MaxGas must be greater or equal to -1. Got -2"],
    ["no evidence age in blocks", withEvidence({ maxAgeNumBlocks: 0n }), "evidence.MaxAgeNumBlocks must be greater than 0. Got 0"],
    [
      "a negative evidence age",
      withEvidence({ maxAgeDuration: { seconds: -1n, nanos: 0 } }),
      "evidence.MaxAgeDuration must be grater than 0 if provided, Got -1000000000ns",
    ],
    ["evidence larger than a block", withEvidence({ maxBytes: 22_020_097n }), "evidence.MaxBytesEvidence is greater than upper bound, 22020097 > 22020096"],
    ["negative evidence bytes", withEvidence({ maxBytes: -1n }), "evidence.MaxBytes must be non negative. Got: -1"],
    [
      "a negative vote-extension height",
      { ...VALID, abci: { voteExtensionsEnableHeight: -1n } },
      "ABCI.VoteExtensionsEnableHeight cannot be negative. Got: -1",
    ],
    ["no validator key type", { ...VALID, validator: { pubKeyTypes: [] } }, "len(Validator.PubKeyTypes) must be greater than 0"],
    [
      "an unknown key type",
      { ...VALID, validator: { pubKeyTypes: ["ed25519", "sr25519"] } },
      "params.Validator.PubKeyTypes[1], sr25519, is an unknown pubkey type",
    ],
    ["no block section", { ...VALID, block: undefined }, "block.MaxBytes cannot be 0"],
  ])("refuses %s", (_name, params, message) => {
    expect(() => validateConsensusParams(params)).toThrow(new Error(message));
  });

  it("accepts CometBFT's defaults, max_bytes -1 with evidence up to 100 MiB, and every key type v0.38.26 knows", () => {
    expect(() => validateConsensusParams(VALID)).not.toThrow();
    expect(() => validateConsensusParams({ ...withBlock({ maxBytes: -1n }), evidence: { ...VALID.evidence!, maxBytes: 104_857_600n } })).not.toThrow();
    expect(() => validateConsensusParams({ ...VALID, validator: { pubKeyTypes: ["ed25519", "secp256k1", "ml_dsa_65"] } })).not.toThrow();
  });
});

describe("applyUpdate", () => {
  it("replaces block, evidence and validator, and keeps version and abci as CometBFT does", () => {
    const update = { block: { maxBytes: 1n, maxGas: 2n }, evidence: VALID.evidence!, validator: { pubKeyTypes: ["secp256k1"] } };
    const stored = { ...VALID, version: { app: 3n }, abci: { voteExtensionsEnableHeight: 9n } };
    expect(applyUpdate(stored, update)).toEqual({ ...update, version: { app: 3n }, abci: { voteExtensionsEnableHeight: 9n } });
    expect(applyUpdate(undefined, update)).toEqual(update);
  });
});
