import fs from "node:fs";
import type { ClientState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { CometRpcClient } from "../../abci-app/src/comet/rpc-client";
import { headerHash } from "../../abci-app/src/light-client/header-hash";
import { validatorSetHash } from "../../abci-app/src/light-client/validator-set";
import { clientAfter, clientStatus, consensusStateOf, isMisbehaviour, verifyClientHeader } from "../../abci-app/src/light-client/tendermint-client";
import { CommitVerificationError, verifyCommitLight, verifyCommitLightTrusting } from "../../abci-app/src/light-client/verify-commit";
import { verifyHeader, type VerificationOptions } from "../../abci-app/src/light-client/verify-header";
import { justAfter, LightBlocks } from "../harness/light-blocks";
import { createLocalNode, type LocalNode } from "../harness/local-node";

const CHAIN_ID = "idledger-light-7";
const ONE_THIRD = { numerator: 1n, denominator: 3n };

/**
 * The light client's primitives against blocks that CometBFT v0.38 made: the header hash is the block's hash, the
 * validator set hashes to the header's validators_hash, and the commit CometBFT stored for a block verifies, for
 * the next height and for a trusted set heights earlier. Any change to what was signed fails.
 */
describe("light-client verification of a real chain's blocks", () => {
  let node: LocalNode;
  let rpc: CometRpcClient;
  let blocks: LightBlocks;

  beforeAll(async () => {
    node = await createLocalNode({ chainId: CHAIN_ID });
    await node.waitForHeight(10);
    rpc = new CometRpcClient(node.rpcUrl);
    blocks = new LightBlocks(rpc, CHAIN_ID, node.home);
  }, 120_000);

  afterAll(async () => {
    rpc?.close();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  const signedBlock = (height: bigint) => blocks.signedBlock(height);
  const validatorsAt = (height: bigint) => blocks.validatorsAt(height);

  test("the header hash is the block's hash, and the validator set hashes to validators_hash", async () => {
    for (const height of [1n, 2n, 5n]) {
      const { blockId, header, validators } = await signedBlock(height);
      expect(Buffer.from(headerHash(header)).toString("hex")).toBe(Buffer.from(blockId.hash).toString("hex"));
      expect(Buffer.from(validatorSetHash(validators)).toString("hex")).toBe(Buffer.from(header.validatorsHash).toString("hex"));
    }
  });

  test("the stored commit proves its block, and one changed byte of what was signed does not", async () => {
    const { blockId, header, commit, validators } = await signedBlock(6n);
    expect(() => verifyCommitLight(CHAIN_ID, validators, blockId, 6n, commit)).not.toThrow();

    expect(() => verifyCommitLight("another-chain", validators, blockId, 6n, commit)).toThrow(/wrong signature 0/);
    expect(() => verifyCommitLight(CHAIN_ID, validators, blockId, 7n, commit)).toThrow("the commit is for height 6, not 7");
    const otherBlock = { ...blockId, hash: headerHash({ ...header, appHash: new Uint8Array(32) }) };
    expect(() => verifyCommitLight(CHAIN_ID, validators, otherBlock, 6n, commit)).toThrow("the commit is for another block");
    const forged = { ...commit, blockId: otherBlock };
    expect(() => verifyCommitLight(CHAIN_ID, validators, otherBlock, 6n, forged)).toThrow(CommitVerificationError);
    const laterTime = {
      ...commit,
      signatures: commit.signatures.map((s) => ({ ...s, timestamp: { ...s.timestamp!, nanos: (s.timestamp!.nanos + 1) % 1_000_000_000 } })),
    };
    expect(() => verifyCommitLight(CHAIN_ID, validators, blockId, 6n, laterTime)).toThrow(/wrong signature/);
  });

  test("a set trusted at height 2 vouches for the commit of height 7 (skipping), and a stranger's set does not", async () => {
    const trusted = await validatorsAt(2n);
    const { commit } = await signedBlock(7n);
    expect(() => verifyCommitLightTrusting(CHAIN_ID, trusted, commit, ONE_THIRD)).not.toThrow();
    const stranger = trusted.map((v) => ({ ...v, address: new Uint8Array(20).fill(7) }));
    expect(() => verifyCommitLightTrusting(CHAIN_ID, stranger, commit, ONE_THIRD)).toThrow(/signed by 0 of the trusted set's \d+ voting power/);
  });

  describe("verifyHeader, as an IBC client update verifies a header", () => {
    const SECOND = 1_000_000_000n;
    /** ibc-go's usual settings, with the verifier's time one second after the new header's. */
    const options = (now: { seconds: bigint; nanos: number }, overrides: Partial<VerificationOptions> = {}): VerificationOptions => ({
      trustingPeriodNanos: 14n * 24n * 3600n * SECOND,
      maxClockDriftNanos: 10n * SECOND,
      trustLevel: ONE_THIRD,
      now: { seconds: now.seconds + 1n, nanos: now.nanos },
      ...overrides,
    });

    test("trusts the next height through the validators the trusted header named, and a later one by skipping", async () => {
      const trusted = await signedBlock(3n);
      const next = await signedBlock(4n);
      expect(() => verifyHeader(CHAIN_ID, trusted, next, options(next.header.time))).not.toThrow();
      const later = await signedBlock(7n);
      expect(() => verifyHeader(CHAIN_ID, trusted, later, options(later.header.time))).not.toThrow();
      // Adjacent, the trusted header's next validators decide; skipping, the trusted set's signatures do.
      const namedOthers = { ...trusted, header: { ...trusted.header, nextValidatorsHash: new Uint8Array(32) } };
      expect(() => verifyHeader(CHAIN_ID, namedOthers, next, options(next.header.time))).toThrow("not those the trusted header named next");
      expect(() => verifyHeader(CHAIN_ID, namedOthers, later, options(later.header.time))).not.toThrow();
    });

    test("refuses an expired trusted header, a header from the future, an older one, another chain's, and a changed one", async () => {
      const trusted = await signedBlock(3n);
      const later = await signedBlock(7n);
      const now = later.header.time;
      expect(() => verifyHeader(CHAIN_ID, trusted, later, options(now, { trustingPeriodNanos: SECOND }))).toThrow(/has expired/);
      const past = { seconds: now.seconds - 60n, nanos: now.nanos };
      expect(() => verifyHeader(CHAIN_ID, trusted, later, options(past))).toThrow("beyond the verifier's time plus the allowed clock drift");
      expect(() => verifyHeader(CHAIN_ID, later, trusted, options(now))).toThrow("the new header's height 3 is not above the trusted 7");
      expect(() => verifyHeader("another-chain", trusted, later, options(now))).toThrow("the trusted header is of chain idledger-light-7");
      const changed = { ...later, header: { ...later.header, appHash: new Uint8Array(32) } };
      expect(() => verifyHeader(CHAIN_ID, trusted, changed, options(now))).toThrow("the commit signs another header");
      const strangers = { ...later, validators: later.validators.map((v) => ({ ...v, votingPower: v.votingPower + 1n })) };
      expect(() => verifyHeader(CHAIN_ID, trusted, strangers, options(now))).toThrow("the validator set given is not the one the new header names");
    });
  });

  describe("as ibc-go's 07-tendermint client runs it", () => {
    const DAY = 24n * 3600n;
    const client: ClientState = {
      chainId: CHAIN_ID,
      trustLevel: ONE_THIRD,
      trustingPeriod: { seconds: 14n * DAY, nanos: 0 },
      unbondingPeriod: { seconds: 21n * DAY, nanos: 0 },
      maxClockDrift: { seconds: 10n, nanos: 0 },
      frozenHeight: { revisionNumber: 0n, revisionHeight: 0n },
      latestHeight: { revisionNumber: 7n, revisionHeight: 3n },
      proofSpecs: [],
      upgradePath: ["upgrade", "upgradedIBCState"],
      allowUpdateAfterExpiry: false,
      allowUpdateAfterMisbehaviour: false,
    };
    const updateFor = (height: bigint, trusted: bigint) => blocks.updateFor(height, trusted);
    const later = justAfter;

    test("updates from a trusted consensus state to a later block: the new state is the block's time, app hash and next validators", async () => {
      const trusted = consensusStateOf(await updateFor(3n, 2n));
      const update = await updateFor(8n, 3n);
      expect(() => verifyClientHeader(client, trusted, update, later(update))).not.toThrow();
      const header = update.signedHeader!.header!;
      expect(consensusStateOf(update)).toEqual({ timestamp: header.time, root: { hash: header.appHash }, nextValidatorsHash: header.nextValidatorsHash });
      expect(clientAfter(client, update).latestHeight).toEqual({ revisionNumber: 7n, revisionHeight: 8n });
      expect(clientStatus(client, trusted, later(update))).toBe("Active");
      expect(clientStatus(client, trusted, { seconds: header.time.seconds + 15n * DAY, nanos: 0 })).toBe("Expired");

      expect(() => verifyClientHeader(client, undefined, update, later(update))).toThrow("no consensus state at the trusted height 7-3");
      const wrongTrusted = {
        ...update,
        trustedValidators: { ...update.trustedValidators!, validators: (await validatorsAt(4n)).map((v) => ({ ...v, votingPower: 1n })) },
      };
      expect(() => verifyClientHeader(client, trusted, wrongTrusted, later(update))).toThrow("not those the trusted consensus state named next");
      const notAbove = { ...update, trustedHeight: { revisionNumber: 7n, revisionHeight: 8n } };
      expect(() => verifyClientHeader(client, trusted, notAbove, later(update))).toThrow("the header's height 8 is not above the trusted height 8");
    });

    test("a second block signed at a stored height by the chain's own validator is caught as misbehaviour", async () => {
      const trusted = consensusStateOf(await updateFor(3n, 2n));
      const honest = await updateFor(8n, 3n);
      const stored = consensusStateOf(honest);
      // The validator double-signs: the same height with another app hash, signed with its real consensus key.
      const forged = blocks.forge(honest);
      expect(() => verifyClientHeader(client, trusted, forged, later(forged))).not.toThrow();
      expect(isMisbehaviour(forged, { atHeight: stored })).toBe(true);
      expect(isMisbehaviour(honest, { atHeight: stored })).toBe(false);
      expect(isMisbehaviour(honest, { previous: trusted })).toBe(false);
      expect(isMisbehaviour(honest, { next: trusted })).toBe(true);
      expect(clientStatus({ ...client, frozenHeight: { revisionNumber: 0n, revisionHeight: 1n } }, stored, later(honest))).toBe("Frozen");
    });
  });
});
