import fs from "node:fs";
import { BinaryWriter } from "cosmjs-types/binary";
import { Any } from "cosmjs-types/google/protobuf/any";
import { type ClientState, Header, Misbehaviour } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { CometRpcClient } from "../../abci-app/src/comet/rpc-client";
import { consensusStateOf } from "../../abci-app/src/light-client/tendermint-client";
import { Context } from "../../abci-app/src/module-kit/context";
import {
  ClientKeeper,
  LENIENT_VOTE_CHECK_GAS,
  TENDERMINT_HEADER_TYPE_URL,
  TENDERMINT_MISBEHAVIOUR_TYPE_URL,
  VOTE_CHECK_GAS,
} from "../../abci-app/src/modules/ibc/client/keeper";
import { cosmosProofSpecs } from "../../abci-app/src/modules/ibc/client/proof-specs";
import { ErrClientNotActive, ErrInvalidHeader, ErrInvalidProof } from "../../abci-app/src/modules/ibc/errors";
import { MemoryMultiStore } from "../../abci-app/src/store/memory";
import { newGasMeter } from "../../abci-app/src/types/gas";
import type { CacheMultiStore } from "../../abci-app/src/store/types";
import { rpcAbciQuery } from "../harness/cometbft";
import { justAfter, LightBlocks } from "../harness/light-blocks";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { signWithTorsionR } from "../harness/zip215";

const CHAIN_ID = "idledger-client-7";
const DAY = 24n * 3600n;

/**
 * The ibc module's 02-client keeper following a real CometBFT chain (an idledger node): a client created at one of
 * its blocks, updated with the headers a relayer would send, proofs of that chain's state checked against the app
 * hashes it trusts, and frozen by a double sign made with the node's own validator key.
 */
describe("a 07-tendermint client of a real chain, in the ibc module's client keeper", () => {
  let node: LocalNode;
  let rpc: CometRpcClient;
  let blocks: LightBlocks;
  let keeper: ClientKeeper;
  let store: CacheMultiStore;

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

  beforeEach(() => {
    keeper = new ClientKeeper();
    store = new MemoryMultiStore(["ibc"]).branch();
  });

  /** The chain running the client: its block time is `time` (a second after the header it is given). */
  const hostAt = (time: { seconds: bigint; nanos: number }, height = 100n) =>
    Context.create({ chainId: "host-1", height, time, proposer: new Uint8Array(20) }, "finalize", store);

  const clientAt = (height: bigint): ClientState => ({
    chainId: CHAIN_ID,
    trustLevel: { numerator: 1n, denominator: 3n },
    trustingPeriod: { seconds: 14n * DAY, nanos: 0 },
    unbondingPeriod: { seconds: 21n * DAY, nanos: 0 },
    maxClockDrift: { seconds: 10n, nanos: 0 },
    frozenHeight: { revisionNumber: 0n, revisionHeight: 0n },
    latestHeight: { revisionNumber: 7n, revisionHeight: height },
    proofSpecs: cosmosProofSpecs(),
    upgradePath: ["upgrade", "upgradedIBCState"],
    allowUpdateAfterExpiry: false,
    allowUpdateAfterMisbehaviour: false,
  });
  const headerAny = (header: Header) => ({ typeUrl: TENDERMINT_HEADER_TYPE_URL, value: Header.encode(header).finish() });

  /** A client created at block 3, as MsgCreateClient with the block's consensus state. */
  const createdAt3 = async () => {
    const at3 = await blocks.updateFor(3n, 2n);
    const ctx = hostAt(justAfter(at3));
    const clientId = keeper.createClient(ctx, clientAt(3n), consensusStateOf(at3));
    return { clientId, ctx };
  };

  test("creates 07-tendermint-0 at block 3, then trusts block 8 through the header a relayer sends", async () => {
    const { clientId, ctx } = await createdAt3();
    expect(clientId).toBe("07-tendermint-0");
    expect(ctx.events.events().map((e) => e.type)).toEqual(["create_client", "message"]);
    expect(keeper.status(ctx, clientId)).toBe("Active");

    const update = await blocks.updateFor(8n, 3n);
    const later = hostAt(justAfter(update));
    keeper.updateClient(later, clientId, headerAny(update));
    expect(keeper.getClientState(later, clientId)!.latestHeight).toEqual({ revisionNumber: 7n, revisionHeight: 8n });
    expect(keeper.getConsensusState(later, clientId, { revisionNumber: 7n, revisionHeight: 8n })).toEqual(consensusStateOf(update));
    const updated = later.events.events().find((e) => e.type === "update_client")!;
    expect(Object.fromEntries(updated.attributes.map((a) => [a.key, a.value]))).toEqual({
      client_id: clientId,
      client_type: "07-tendermint",
      consensus_height: "7-8",
      consensus_heights: "7-8",
      header: Buffer.from(Any.encode(headerAny(update)).finish()).toString("hex"),
    });
    expect(keeper.createClient(later, clientAt(8n), consensusStateOf(update))).toBe("07-tendermint-1");
  });

  test("charges gas for every vote of a header before checking any: a sender without enough gas gets out-of-gas, nothing verified", async () => {
    const { clientId } = await createdAt3();
    const update = await blocks.updateFor(8n, 3n);
    const votes = BigInt(update.signedHeader!.commit!.signatures.length);
    // What reading the client and its status costs, before the votes are charged.
    const reading = hostAt(justAfter(update)).withGasMeter(newGasMeter(10_000_000n));
    keeper.status(reading, clientId);
    keeper.getClientState(reading, clientId);
    // A forged header: had its votes been checked first, the answer would be a wrong signature.
    const forged = blocks.forge(update);
    forged.signedHeader!.commit!.signatures[0]!.signature = new Uint8Array(64);
    const poor = hostAt(justAfter(update)).withGasMeter(newGasMeter(reading.gasMeter.consumed() + VOTE_CHECK_GAS * votes - 1n));
    expect(() => keeper.updateClient(poor, clientId, headerAny(forged))).toThrow(/out of gas in location: light client vote checks/);
    const metered = hostAt(justAfter(update)).withGasMeter(newGasMeter(10_000_000n));
    keeper.updateClient(metered, clientId, headerAny(update));
    expect(metered.gasMeter.consumed()).toBeGreaterThan(VOTE_CHECK_GAS * votes);
  });

  test("a header whose votes OpenSSL cannot settle is accepted as CometBFT would, and pays for each ZIP-215 check", async () => {
    const { clientId } = await createdAt3();
    const update = await blocks.updateFor(8n, 3n);
    const gasOf = (header: Header) => {
      const ctx = hostAt(justAfter(update)).withGasMeter(newGasMeter(10_000_000n));
      keeper.updateClient(ctx, clientId, headerAny(header));
      return ctx.gasMeter.consumed();
    };
    const honest = gasOf(blocks.forge(update));
    store = new MemoryMultiStore(["ibc"]).branch();
    const again = await createdAt3();
    expect(again.clientId).toBe(clientId);
    const crafted = blocks.forge(update, signWithTorsionR);
    // one validator: its vote is checked against the trusted set (the header skips heights) and its own set
    expect(gasOf(crafted) - honest).toBe(2n * LENIENT_VOTE_CHECK_GAS);
  });

  test("refuses a header its trusted state cannot vouch for, and a client message of another type, changing nothing", async () => {
    const { clientId, ctx } = await createdAt3();
    const fromUnknown = await blocks.updateFor(8n, 4n);
    expect(() => keeper.updateClient(hostAt(justAfter(fromUnknown)), clientId, headerAny(fromUnknown))).toThrow(
      ErrInvalidHeader.wrap("no consensus state at the trusted height 7-4"),
    );
    const update = await blocks.updateFor(8n, 3n);
    const tampered = { ...update, signedHeader: { ...update.signedHeader!, header: { ...update.signedHeader!.header!, appHash: new Uint8Array(32) } } };
    expect(() => keeper.updateClient(hostAt(justAfter(update)), clientId, headerAny(tampered))).toThrow(/the commit signs another header/);
    expect(() => keeper.updateClient(ctx, clientId, { typeUrl: "/ibc.lightclients.solomachine.v3.Header", value: new Uint8Array() })).toThrow(
      /is not a 07-tendermint Header or Misbehaviour/,
    );
    expect(keeper.getClientState(ctx, clientId)!.latestHeight.revisionHeight).toBe(3n);
    const expired = { seconds: justAfter(update).seconds + 15n * DAY, nanos: 0 };
    expect(keeper.status(hostAt(expired), clientId)).toBe("Expired");
    expect(() => keeper.updateClient(hostAt(expired), clientId, headerAny(update))).toThrow(
      ErrClientNotActive.wrap(`cannot update client (${clientId}) with status Expired`),
    );
  });

  test("verifies a proof of the chain's state against the app hash it trusts, and refuses it against another", async () => {
    const { clientId } = await createdAt3();
    // The chain holds no client: prove `clients/07-tendermint-0/clientState` absent from its ibc store.
    const key = new TextEncoder().encode("clients/07-tendermint-0/clientState");
    const answer = await rpcAbciQuery(node.rpcUrl, "/store/ibc/key", key, true);
    expect(answer.value.length).toBe(0);
    const provenAt = BigInt(answer.height);
    await node.waitForHeight(Number(provenAt) + 2);
    // The header of height h+1 carries the app hash of the state after block h.
    const update = await blocks.updateFor(provenAt + 1n, 3n);
    const ctx = hostAt(justAfter(update));
    keeper.updateClient(ctx, clientId, headerAny(update));
    const writer = BinaryWriter.create();
    for (const proof of answer.proofs) writer.uint32(10).bytes(proof);
    const at = (height: bigint) => ({
      clientId,
      height: { revisionNumber: 7n, revisionHeight: height },
      delay: { timeNanos: 0n, blocks: 0n },
      proof: writer.finish(),
      prefix: new TextEncoder().encode("ibc"),
      path: "clients/07-tendermint-0/clientState",
    });
    expect(() => keeper.verifyNonMembership(ctx, at(provenAt + 1n))).not.toThrow();
    expect(() => keeper.verifyNonMembership(ctx, at(3n))).toThrow(ErrInvalidProof.wrap("the proof leads to another app hash than the one trusted"));
    expect(() => keeper.verifyNonMembership(ctx, at(provenAt + 5n))).toThrow(/client state height < proof height/);
    expect(() => keeper.verifyNonMembership(ctx, { ...at(provenAt + 1n), delay: { timeNanos: 60_000_000_000n, blocks: 0n } })).toThrow(
      /cannot verify packet until time/,
    );
  });

  test("a header that conflicts with a stored consensus state freezes the client, and a Misbehaviour of two such headers does too", async () => {
    const honest = await blocks.updateFor(8n, 3n);
    const forged = blocks.forge(honest);
    {
      const { clientId } = await createdAt3();
      const ctx = hostAt(justAfter(honest));
      keeper.updateClient(ctx, clientId, headerAny(honest));
      keeper.updateClient(ctx, clientId, headerAny(forged));
      expect(keeper.status(ctx, clientId)).toBe("Frozen");
      expect(ctx.events.events().some((e) => e.type === "client_misbehaviour")).toBe(true);
      expect(() => keeper.updateClient(ctx, clientId, headerAny(honest))).toThrow(
        ErrClientNotActive.wrap(`cannot update client (${clientId}) with status Frozen`),
      );
    }
    store = new MemoryMultiStore(["ibc"]).branch();
    keeper = new ClientKeeper();
    const { clientId } = await createdAt3();
    const ctx = hostAt(justAfter(honest));
    const misbehaviour = (header1: Header, header2: Header) => ({
      typeUrl: TENDERMINT_MISBEHAVIOUR_TYPE_URL,
      value: Misbehaviour.encode({ clientId, header1, header2 }).finish(),
    });
    // Two consistent headers: as in ibc-go, an update that stores nothing.
    keeper.updateClient(ctx, clientId, misbehaviour(honest, honest));
    expect(keeper.status(ctx, clientId)).toBe("Active");
    const consistent = ctx.events
      .events()
      .filter((e) => e.type === "update_client")
      .at(-1)!;
    expect(consistent.attributes.find((a) => a.key === "consensus_heights")?.value).toBe("");
    const stranger = { ...forged, trustedHeight: { revisionNumber: 7n, revisionHeight: 5n } };
    expect(() => keeper.updateClient(ctx, clientId, misbehaviour(stranger, honest))).toThrow(/the first header: no consensus state at its trusted height 7-5/);
    expect(keeper.status(ctx, clientId)).toBe("Active");
    keeper.updateClient(ctx, clientId, misbehaviour(forged, honest));
    expect(keeper.status(ctx, clientId)).toBe("Frozen");
  });
});
