import { beforeEach, describe, expect, it } from "@jest/globals";
import { ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { QueryRoute } from "../../../../abci-app/src/module-kit/module";
import { commitPacket } from "../../../../abci-app/src/modules/ibc/channel/commitment";
import { channelQueryRoutes } from "../../../../abci-app/src/modules/ibc/channel/queries";
import { CHANNEL_QUERY } from "../../../../abci-app/src/modules/ibc/channel/query-service";
import { channelRestRoutes } from "../../../../abci-app/src/modules/ibc/channel/rest";
import { QueryParams } from "../../../../abci-app/src/module-kit/rest/query-params";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { CLIENT_ID, CONNECTION_ID, expectError, type Harness, incoming, newHarness, Order, openChannel, outgoing, PORT, thrown } from "./setup";

/** Our height as queries report it: revision 2 (idledger-2), block 100. */
const SELF = { revisionNumber: 2n, revisionHeight: 100n };

describe("ibc.core.channel.v1.Query", () => {
  let h: Harness;
  let routes: QueryRoute[];
  const query = (method: { path: string }, req: unknown) => routes.find((r) => r.path === method.path)!.handle(h.ctx, req);

  beforeEach(() => {
    h = newHarness();
    routes = channelQueryRoutes(h.keeper);
    openChannel(h, Order.ORDER_UNORDERED, "channel-0");
    openChannel(h, Order.ORDER_ORDERED, "channel-1");
  });

  it("serves every method of the service", () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      Object.values(CHANNEL_QUERY)
        .map((m) => m.path)
        .sort(),
    );
  });

  it("Channel: the end with no proof at our height; InvalidArgument for bad identifiers; NotFound", () => {
    expect(query(CHANNEL_QUERY.Channel, { portId: PORT, channelId: "channel-0" })).toEqual({
      channel: h.keeper.getChannel(h.ctx, PORT, "channel-0"),
      proof: new Uint8Array(),
      proofHeight: SELF,
    });
    expectError(
      thrown(() => query(CHANNEL_QUERY.Channel, { portId: PORT, channelId: "" })),
      ErrInvalidRequest,
      "rpc error: code = InvalidArgument desc = identifier cannot be blank: invalid identifier",
    );
    expectError(
      thrown(() => query(CHANNEL_QUERY.Channel, { portId: PORT, channelId: "channel-9" })),
      ErrKeyNotFound,
      "rpc error: code = NotFound desc = port-id: transfer, channel-id channel-9: channel not found",
    );
    expectError(
      thrown(() => query(CHANNEL_QUERY.Channel, null)),
      ErrInvalidRequest,
      "empty request",
    );
  });

  it("Channels pages through every end; ConnectionChannels keeps those on the connection", () => {
    h.keeper.setChannel(h.ctx, "other", "channel-2", { ...h.keeper.getChannel(h.ctx, PORT, "channel-0")!, connectionHops: ["connection-3"] });
    const all = query(CHANNEL_QUERY.Channels, {}) as any;
    expect(all.channels.map((c: any) => `${c.portId}/${c.channelId}`)).toEqual(["other/channel-2", "transfer/channel-0", "transfer/channel-1"]);
    expect(all.height).toEqual(SELF);
    expect(all.pagination).toEqual({ nextKey: new Uint8Array(), total: 3n });
    const first = query(CHANNEL_QUERY.Channels, { pagination: { key: new Uint8Array(), offset: 0n, limit: 1n, countTotal: false, reverse: false } }) as any;
    expect(first.channels).toHaveLength(1);
    // The page key is the store key under ibc-go's `channelEnds` prefix.
    expect(new TextDecoder().decode(first.pagination.nextKey)).toBe("/ports/transfer/channels/channel-0");
    const onConnection = query(CHANNEL_QUERY.ConnectionChannels, { connection: CONNECTION_ID }) as any;
    expect(onConnection.channels.map((c: any) => c.channelId)).toEqual(["channel-0", "channel-1"]);
    expect(onConnection.pagination.total).toBe(2n);
    expectError(
      thrown(() => query(CHANNEL_QUERY.ConnectionChannels, { connection: "c" })),
      ErrInvalidRequest,
      "InvalidArgument",
    );
  });

  it("ChannelClientState and ChannelConsensusState follow the channel's connection to its client", () => {
    const state = query(CHANNEL_QUERY.ChannelClientState, { portId: PORT, channelId: "channel-0" }) as any;
    expect(state.identifiedClientState.clientId).toBe(CLIENT_ID);
    expect(state.identifiedClientState.clientState.typeUrl).toBe("/ibc.lightclients.tendermint.v1.ClientState");
    expect(state.proofHeight).toEqual(SELF);
    expectError(
      thrown(() => query(CHANNEL_QUERY.ChannelConsensusState, { portId: PORT, channelId: "channel-0", revisionNumber: 1n, revisionHeight: 60n })),
      ErrKeyNotFound,
      `client-id: ${CLIENT_ID}: consensus state not found`,
    );
    h.connections.clients.consensus.set(`${CLIENT_ID}@1-60`, ConsensusState.fromPartial({ nextValidatorsHash: Uint8Array.of(1) }));
    const consensus = query(CHANNEL_QUERY.ChannelConsensusState, { portId: PORT, channelId: "channel-0", revisionNumber: 1n, revisionHeight: 60n }) as any;
    expect(consensus.clientId).toBe(CLIENT_ID);
    expect(consensus.consensusState.typeUrl).toBe("/ibc.lightclients.tendermint.v1.ConsensusState");
    h.connections.connections.clear();
    expectError(
      thrown(() => query(CHANNEL_QUERY.ChannelClientState, { portId: PORT, channelId: "channel-0" })),
      ErrKeyNotFound,
      `connection-id: ${CONNECTION_ID}: connection not found`,
    );
  });

  it("packet commitments, receipts and acknowledgements, one or paged", () => {
    for (const sequence of [1n, 2n, 3n]) h.keeper.sendPacket(h.ctx, PORT, "channel-0", outgoing(sequence).timeoutHeight, 0n, outgoing(sequence).data);
    expect((query(CHANNEL_QUERY.PacketCommitment, { portId: PORT, channelId: "channel-0", sequence: 2n }) as any).commitment).toEqual(
      commitPacket(outgoing(2n)),
    );
    expectError(
      thrown(() => query(CHANNEL_QUERY.PacketCommitment, { portId: PORT, channelId: "channel-0", sequence: 0n })),
      ErrInvalidRequest,
      "packet sequence cannot be 0",
    );
    expectError(
      thrown(() => query(CHANNEL_QUERY.PacketCommitment, { portId: PORT, channelId: "channel-0", sequence: 9n })),
      ErrKeyNotFound,
      "packet commitment hash not found",
    );
    const page = query(CHANNEL_QUERY.PacketCommitments, { portId: PORT, channelId: "channel-0" }) as any;
    expect(page.commitments.map((c: any) => c.sequence)).toEqual([1n, 2n, 3n]);
    expect(page.commitments[0]).toMatchObject({ portId: PORT, channelId: "channel-0" });

    h.keeper.setPacketReceipt(h.ctx, PORT, "channel-0", 4n);
    expect((query(CHANNEL_QUERY.PacketReceipt, { portId: PORT, channelId: "channel-0", sequence: 4n }) as any).received).toBe(true);
    expect((query(CHANNEL_QUERY.PacketReceipt, { portId: PORT, channelId: "channel-0", sequence: 5n }) as any).received).toBe(false);

    // Paged in key order, as ibc-go pages them: sequences sort as text.
    for (const sequence of [2n, 11n, 3n]) h.keeper.writeAcknowledgement(h.ctx, incoming(sequence), Uint8Array.of(1));
    expect(
      (query(CHANNEL_QUERY.PacketAcknowledgements, { portId: PORT, channelId: "channel-0", packetCommitmentSequences: [] }) as any).acknowledgements.map(
        (a: any) => a.sequence,
      ),
    ).toEqual([11n, 2n, 3n]);
    const chosen = query(CHANNEL_QUERY.PacketAcknowledgements, { portId: PORT, channelId: "channel-0", packetCommitmentSequences: [3n, 4n, 2n] }) as any;
    expect(chosen.acknowledgements.map((a: any) => a.sequence)).toEqual([3n, 2n]);
    expect(chosen.pagination).toBeUndefined();
    expectError(
      thrown(() => query(CHANNEL_QUERY.PacketAcknowledgement, { portId: PORT, channelId: "channel-0", sequence: 4n })),
      ErrKeyNotFound,
      "packet acknowledgement hash not found",
    );
  });

  it("UnreceivedPackets by receipts (unordered) or the next receive sequence (ordered); UnreceivedAcks by commitments; NextSequenceReceive", () => {
    h.keeper.setPacketReceipt(h.ctx, PORT, "channel-0", 2n);
    expect(query(CHANNEL_QUERY.UnreceivedPackets, { portId: PORT, channelId: "channel-0", packetCommitmentSequences: [1n, 2n, 3n] })).toEqual({
      sequences: [1n, 3n],
      height: SELF,
    });
    h.keeper.setNextSequenceRecv(h.ctx, PORT, "channel-1", 3n);
    expect(query(CHANNEL_QUERY.UnreceivedPackets, { portId: PORT, channelId: "channel-1", packetCommitmentSequences: [1n, 2n, 3n, 4n] })).toEqual({
      sequences: [3n, 4n],
      height: SELF,
    });
    expectError(
      thrown(() => query(CHANNEL_QUERY.UnreceivedPackets, { portId: PORT, channelId: "channel-0", packetCommitmentSequences: [1n, 0n] })),
      ErrInvalidRequest,
      "packet sequence 1 cannot be 0",
    );
    h.keeper.sendPacket(h.ctx, PORT, "channel-0", { revisionNumber: 1n, revisionHeight: 1000n }, 0n, Uint8Array.of(1));
    expect(query(CHANNEL_QUERY.UnreceivedAcks, { portId: PORT, channelId: "channel-0", packetAckSequences: [1n, 2n] })).toEqual({
      sequences: [1n],
      height: SELF,
    });
    expect(query(CHANNEL_QUERY.NextSequenceReceive, { portId: PORT, channelId: "channel-1" })).toEqual({
      nextSequenceReceive: 3n,
      proof: new Uint8Array(),
      proofHeight: SELF,
    });
    expectError(
      thrown(() => query(CHANNEL_QUERY.NextSequenceReceive, { portId: PORT, channelId: "channel-7" })),
      ErrKeyNotFound,
      "channel-id channel-7: sequence receive not found",
    );
  });
});

describe("REST paths of ibc-go's gateway", () => {
  const route = (path: string) => channelRestRoutes.find((r) => r.path === path)!;

  it("reads identifiers, sequences and comma-separated sequence lists from the path", () => {
    const base = "/ibc/core/channel/v1/channels/:channel_id/ports/:port_id";
    expect(route(base).query).toBe(CHANNEL_QUERY.Channel.path);
    expect(route(`${base}/packet_commitments/:sequence`).toRequest({ channel_id: "channel-0", port_id: PORT, sequence: "7" }, QueryParams.empty())).toEqual({
      portId: PORT,
      channelId: "channel-0",
      sequence: 7n,
    });
    expect(
      route(`${base}/packet_commitments/:packet_commitment_sequences/unreceived_packets`).toRequest(
        { channel_id: "channel-0", port_id: PORT, packet_commitment_sequences: "1,2,30" },
        QueryParams.empty(),
      ),
    ).toEqual({ portId: PORT, channelId: "channel-0", packetCommitmentSequences: [1n, 2n, 30n] });
    expect(
      route(`${base}/packet_acknowledgements`).toRequest(
        { channel_id: "channel-0", port_id: PORT },
        QueryParams.from({ packet_commitment_sequences: ["4", "5"] }),
      ),
    ).toMatchObject({ packetCommitmentSequences: [4n, 5n] });
    expect(
      route(`${base}/consensus_state/revision/:revision_number/height/:revision_height`).toRequest(
        { channel_id: "channel-0", port_id: PORT, revision_number: "1", revision_height: "60" },
        QueryParams.empty(),
      ),
    ).toEqual({ portId: PORT, channelId: "channel-0", revisionNumber: 1n, revisionHeight: 60n });
    expect(channelRestRoutes.map((r) => r.path)).toContain("/ibc/core/channel/v1/connections/:connection/channels");
    expect(new Set(channelRestRoutes.map((r) => r.query))).toEqual(new Set(Object.values(CHANNEL_QUERY).map((m) => m.path)));
  });
});
