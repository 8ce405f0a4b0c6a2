import { ed25519 } from "@noble/curves/ed25519.js";
import type { BlockID, Commit, CommitSig } from "cosmjs-types/tendermint/types/types";
import { BlockIDFlag, type Validator } from "cosmjs-types/tendermint/types/validator";
import { CommitVerificationError, MAX_VALIDATORS, verifyCommitLight, verifyCommitLightTrusting } from "../../../abci-app/src/light-client/verify-commit";
import { precommitSignBytes } from "../../../abci-app/src/light-client/vote-sign-bytes";

const CHAIN_ID = "light-test";
const HEIGHT = 10n;
const BLOCK: BlockID = { hash: new Uint8Array(32).fill(0xab), partSetHeader: { total: 1, hash: new Uint8Array(32).fill(0xcd) } };
const NIL: BlockID = { hash: new Uint8Array(), partSetHeader: { total: 0, hash: new Uint8Array() } };
const TIME = { seconds: 1_800_000_000n, nanos: 5 };
const ONE_THIRD = { numerator: 1n, denominator: 3n };

/** Four validators, powers 40, 30, 20, 10 (total 100), each with its own Ed25519 key. */
const keys = [1, 2, 3, 4].map((seed) => new Uint8Array(32).fill(seed));
const validators: Validator[] = keys.map((secret, i) => ({
  address: new Uint8Array(20).fill(i + 1),
  pubKey: { ed25519: ed25519.getPublicKey(secret) },
  votingPower: BigInt(40 - 10 * i),
  proposerPriority: 0n,
}));

type Vote = "commit" | "nil" | "absent" | "bad";

/** A commit of BLOCK at HEIGHT with each validator's vote as given, signed over CometBFT's canonical precommit. */
function commitOf(votes: readonly Vote[]): Commit {
  const signatures: CommitSig[] = votes.map((vote, i) => {
    if (vote === "absent")
      return {
        blockIdFlag: BlockIDFlag.BLOCK_ID_FLAG_ABSENT,
        validatorAddress: new Uint8Array(),
        timestamp: { seconds: 0n, nanos: 0 },
        signature: new Uint8Array(),
      };
    const blockId = vote === "nil" ? NIL : BLOCK;
    const signature = ed25519.sign(precommitSignBytes({ chainId: CHAIN_ID, height: HEIGHT, round: 1, blockId, timestamp: TIME }), keys[i]!);
    if (vote === "bad") signature[0]! ^= 1;
    const blockIdFlag = vote === "nil" ? BlockIDFlag.BLOCK_ID_FLAG_NIL : BlockIDFlag.BLOCK_ID_FLAG_COMMIT;
    return { blockIdFlag, validatorAddress: validators[i]!.address, timestamp: TIME, signature };
  });
  return { height: HEIGHT, round: 1, blockId: BLOCK, signatures };
}

describe("verifyCommitLight: more than 2/3 of the signing set's power", () => {
  const verify = (votes: Vote[]) => () => verifyCommitLight(CHAIN_ID, validators, BLOCK, HEIGHT, commitOf(votes));

  it("holds with 70 of 100 for the block, whatever the rest did", () => {
    expect(verify(["commit", "commit", "nil", "absent"])).not.toThrow();
    expect(verify(["commit", "commit", "absent", "absent"])).not.toThrow();
  });

  it("fails at exactly 2/3 or below, counting votes for nil as nothing", () => {
    expect(verify(["commit", "absent", "commit", "absent"])).toThrow("the commit is signed by 60 of 100 voting power, not more than 2/3");
    expect(verify(["nil", "commit", "commit", "commit"])).toThrow("signed by 60 of 100");
  });

  it("fails on a bad signature met before the threshold, and stops before one met after it", () => {
    expect(verify(["commit", "bad", "commit", "commit"])).toThrow("wrong signature 1");
    expect(verify(["commit", "absent", "bad", "commit"])).toThrow(CommitVerificationError);
    expect(verify(["commit", "commit", "commit", "bad"])).not.toThrow();
  });

  it("refuses a commit whose signatures do not line up with the set", () => {
    const commit = commitOf(["commit", "commit", "commit", "commit"]);
    expect(() => verifyCommitLight(CHAIN_ID, validators.slice(0, 3), BLOCK, HEIGHT, commit)).toThrow("the commit has 4 signatures for 3 validators");
    const swapped = [validators[1]!, validators[0]!, validators[2]!, validators[3]!];
    expect(() => verifyCommitLight(CHAIN_ID, swapped, BLOCK, HEIGHT, commit)).toThrow(/signature 0 is by 0101.*, not by the set's validator 0202/);
  });
});

describe("verifyCommitLightTrusting: more than the trust level of a set trusted earlier", () => {
  it("counts the trusted validators that signed, found by address, and ignores the others", () => {
    const trusted = validators.slice(1); // 30 + 20 + 10 = 60
    expect(() => verifyCommitLightTrusting(CHAIN_ID, trusted, commitOf(["commit", "commit", "absent", "absent"]), ONE_THIRD)).not.toThrow();
    expect(() => verifyCommitLightTrusting(CHAIN_ID, trusted, commitOf(["commit", "absent", "commit", "absent"]), ONE_THIRD)).toThrow(
      "signed by 20 of the trusted set's 60 voting power, not more than 1/3",
    );
  });

  it("refuses a validator counted twice and a trust level that is no fraction", () => {
    const commit = commitOf(["absent", "absent", "commit", "commit"]);
    const twice = { ...commit, signatures: [commit.signatures[2]!, commit.signatures[2]!, ...commit.signatures.slice(2)] };
    expect(() => verifyCommitLightTrusting(CHAIN_ID, validators, twice, ONE_THIRD)).toThrow(/signed the commit twice/);
    expect(() => verifyCommitLightTrusting(CHAIN_ID, validators, commit, { numerator: 4n, denominator: 3n })).toThrow("is not a fraction in (0, 1]");
  });
});

describe("the size of what a header carries", () => {
  it("is bounded by CometBFT's MaxVotesCount before any signature is checked", () => {
    const many = Array.from({ length: MAX_VALIDATORS + 1 }, () => validators[0]!);
    const commit = commitOf(["commit", "commit", "commit", "commit"]);
    expect(() => verifyCommitLight(CHAIN_ID, many, BLOCK, HEIGHT, commit)).toThrow("the validator set has 10001 entries, more than the 10000 CometBFT allows");
    const longCommit = { ...commit, signatures: Array.from({ length: MAX_VALIDATORS + 1 }, () => commit.signatures[0]!) };
    expect(() => verifyCommitLightTrusting(CHAIN_ID, validators, longCommit, ONE_THIRD)).toThrow("the commit has 10001 entries");
  });
});
