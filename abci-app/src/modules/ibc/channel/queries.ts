import { Channel, type IdentifiedChannel, Order, type PacketState } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { Any } from "cosmjs-types/google/protobuf/any";
import type { Context } from "../../../module-kit/context";
import type { QueryRoute } from "../../../module-kit/module";
import { filteredPaginate, type Page, type PageRequest, paginate } from "../../../module-kit/pagination";
import { queryArgument, queryRoute } from "../../../module-kit/query";
import { PrefixStore } from "../../../store/prefix";
import type { Bytes } from "../../../store/types";
import { invalidArgument, notFound } from "../../../types/query-errors";
import { clientStateAny, consensusStateAny } from "../client/tendermint-store";
import { ErrInvalidPath } from "../errors";
import { validateChannelId, validateConnectionId, validatePortId } from "../host/identifiers";
import { packetAcknowledgementPrefixPath, packetCommitmentPrefixPath, pathKey } from "../host/paths";
import { ibcStore } from "../host/store";
import type { ChannelKeeper } from "./keeper";
import { orderName } from "./names";
import { CHANNEL_QUERY } from "./query-service";

const decoder = new TextDecoder();
/** ibc-go pages channel ends under this prefix, without a trailing `/` (page keys then start with `/ports/…`). */
const CHANNEL_ENDS_PREFIX = pathKey("channelEnds");

/**
 * The `ibc.core.channel.v1.Query` service, as ibc-go v7's 04-channel/keeper/grpc_query.go: same argument checks
 * (InvalidArgument) and NotFound texts. As in ibc-go, answers carry no proof (relayers ask for proven values with an
 * ABCI `store/ibc/key` query) and the proof height, or height, is our current height.
 */
export function channelQueryRoutes(keeper: ChannelKeeper): QueryRoute[] {
  const selfHeight = (ctx: Context) => keeper.connections.clients.selfHeight(ctx);
  const noProof = (ctx: Context) => ({ proof: new Uint8Array(), proofHeight: selfHeight(ctx) });
  const existing = (ctx: Context, portId: string, channelId: string): Channel => {
    const channel = keeper.getChannel(ctx, portId, channelId);
    if (channel === undefined) throw notFound(`port-id: ${portId}, channel-id ${channelId}: channel not found`);
    return channel;
  };
  const connectionOf = (ctx: Context, channel: Channel): ConnectionEnd => {
    const connectionId = channel.connectionHops[0] ?? "";
    const connection = keeper.connections.getConnection(ctx, connectionId);
    if (connection === undefined) throw notFound(`connection-id: ${connectionId}: connection not found`);
    return connection;
  };
  return [
    queryRoute(CHANNEL_QUERY.Channel, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      return { channel: existing(ctx, req.portId, req.channelId), ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.Channels, (ctx, req) => {
      const page = channelPage(ctx, req.pagination);
      return { channels: page.items, pagination: page.pagination, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.ConnectionChannels, (ctx, req) => {
      queryArgument(() => validateConnectionId(req.connection));
      const page = channelPage(ctx, req.pagination, (channel) => channel.connectionHops[0] === req.connection);
      return { channels: page.items, pagination: page.pagination, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.ChannelClientState, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      const channel = keeper.getChannel(ctx, req.portId, req.channelId);
      if (channel === undefined) throw notFound(`port-id: ${req.portId}, channel-id: ${req.channelId}: channel not found`);
      const connection = connectionOf(ctx, channel);
      const client = keeper.connections.clients.getClientState(ctx, connection.clientId);
      if (client === undefined) throw notFound(`client-id: ${connection.clientId}: light client not found`);
      return { identifiedClientState: { clientId: connection.clientId, clientState: Any.decode(clientStateAny(client)) }, ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.ChannelConsensusState, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      const connection = connectionOf(ctx, existing(ctx, req.portId, req.channelId));
      const height = { revisionNumber: req.revisionNumber, revisionHeight: req.revisionHeight };
      const state = keeper.connections.clients.getConsensusState(ctx, connection.clientId, height);
      if (state === undefined) throw notFound(`client-id: ${connection.clientId}: consensus state not found`);
      return { consensusState: Any.decode(consensusStateAny(state)), clientId: connection.clientId, ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.PacketCommitment, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      nonZero(req.sequence);
      const commitment = keeper.getPacketCommitment(ctx, req.portId, req.channelId, req.sequence);
      if (commitment === undefined) throw notFound("packet commitment hash not found");
      return { commitment, ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.PacketCommitments, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      const page = packetStatePage(ctx, packetCommitmentPrefixPath(req.portId, req.channelId), req.portId, req.channelId, req.pagination);
      return { commitments: page.items, pagination: page.pagination, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.PacketReceipt, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      nonZero(req.sequence);
      return { received: keeper.hasPacketReceipt(ctx, req.portId, req.channelId, req.sequence), ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.PacketAcknowledgement, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      nonZero(req.sequence);
      const acknowledgement = keeper.getPacketAcknowledgement(ctx, req.portId, req.channelId, req.sequence);
      if (acknowledgement === undefined) throw notFound("packet acknowledgement hash not found");
      return { acknowledgement, ...noProof(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.PacketAcknowledgements, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      // Given sequences, the acknowledgements among them (unpaged); else every acknowledgement of the channel, paged.
      if (req.packetCommitmentSequences.length > 0) {
        const acknowledgements: PacketState[] = [];
        for (const sequence of req.packetCommitmentSequences) {
          const data = keeper.getPacketAcknowledgement(ctx, req.portId, req.channelId, sequence);
          if (data !== undefined) acknowledgements.push({ portId: req.portId, channelId: req.channelId, sequence, data });
        }
        return { acknowledgements, pagination: undefined, height: selfHeight(ctx) };
      }
      const page = packetStatePage(ctx, packetAcknowledgementPrefixPath(req.portId, req.channelId), req.portId, req.channelId, req.pagination);
      return { acknowledgements: page.items, pagination: page.pagination, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.UnreceivedPackets, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      const channel = existing(ctx, req.portId, req.channelId);
      const sequences = req.packetCommitmentSequences;
      let received: (sequence: bigint) => boolean;
      if (channel.ordering === Order.ORDER_UNORDERED) {
        received = (sequence) => keeper.hasPacketReceipt(ctx, req.portId, req.channelId, sequence);
      } else if (channel.ordering === Order.ORDER_ORDERED) {
        const next = keeper.getNextSequenceRecv(ctx, req.portId, req.channelId);
        if (next === undefined) {
          throw notFound(`destination port: ${req.portId}, destination channel: ${req.channelId}: sequence receive not found`);
        }
        received = (sequence) => sequence < next;
      } else {
        throw invalidArgument(`channel order ${orderName(channel.ordering)} is not supported: invalid channel ordering`);
      }
      const unreceived: bigint[] = [];
      for (const [index, sequence] of sequences.entries()) {
        if (sequence === 0n) throw invalidArgument(`packet sequence ${index} cannot be 0`);
        if (!received(sequence)) unreceived.push(sequence);
      }
      return { sequences: unreceived, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.UnreceivedAcks, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      // An acknowledgement not yet processed here leaves the packet's commitment in place.
      const unreceived: bigint[] = [];
      for (const [index, sequence] of req.packetAckSequences.entries()) {
        if (sequence === 0n) throw invalidArgument(`packet sequence ${index} cannot be 0`);
        if (keeper.getPacketCommitment(ctx, req.portId, req.channelId, sequence) !== undefined) unreceived.push(sequence);
      }
      return { sequences: unreceived, height: selfHeight(ctx) };
    }),
    queryRoute(CHANNEL_QUERY.NextSequenceReceive, (ctx, req) => {
      validateRequest(req.portId, req.channelId);
      const nextSequenceReceive = keeper.getNextSequenceRecv(ctx, req.portId, req.channelId);
      if (nextSequenceReceive === undefined) throw notFound(`port-id: ${req.portId}, channel-id ${req.channelId}: sequence receive not found`);
      return { nextSequenceReceive, ...noProof(ctx) };
    }),
  ];
}

/**
 * Channel ends in key order (port, then channel identifier, as text): all of them (ibc-go's Paginate), or those `select`
 * keeps, only they counting towards the page (FilteredPaginate).
 */
function channelPage(ctx: Context, request: PageRequest | undefined, select?: (channel: Channel) => boolean): Page<IdentifiedChannel> {
  const store = new PrefixStore(ibcStore(ctx), CHANNEL_ENDS_PREFIX);
  const identified = (key: Bytes, channel: Channel): IdentifiedChannel => ({ ...channel, ...parseChannelEndKey(key) });
  if (select === undefined) return paginate(store, request, (key, value) => identified(key, Channel.decode(value)));
  return filteredPaginate(store, request, (key, value) => {
    const channel = Channel.decode(value);
    return select(channel) ? identified(key, channel) : undefined;
  });
}

/** `/ports/{port}/channels/{channel}` (the key under `channelEnds`), as ibc-go's ParseChannelPath splits it. */
function parseChannelEndKey(key: Bytes): { portId: string; channelId: string } {
  const path = decoder.decode(key);
  const parts = path.split("/");
  if (parts.length < 5 || parts[1] !== "ports" || parts[3] !== "channels") throw ErrInvalidPath.wrap(`cannot parse channel path ${path}`);
  return { portId: parts[2]!, channelId: parts[4]! };
}

/** Commitments or acknowledgements of one channel, keyed `/{sequence}` under ibc-go's prefix (no trailing `/`), in key order. */
function packetStatePage(ctx: Context, prefixWithSlash: string, portId: string, channelId: string, request: PageRequest | undefined): Page<PacketState> {
  const prefix = pathKey(prefixWithSlash.replace(/\/$/, ""));
  return paginate(new PrefixStore(ibcStore(ctx), prefix), request, (key, data) => {
    const last = decoder.decode(key).split("/").pop()!;
    if (!/^[0-9]{1,20}$/.test(last) || BigInt(last) >= 1n << 64n) throw ErrInvalidPath.wrap(`invalid packet sequence in key ${decoder.decode(key)}`);
    return { portId, channelId, sequence: BigInt(last), data };
  });
}

/** ibc-go's validategRPCRequest: both identifiers valid, else InvalidArgument. */
function validateRequest(portId: string, channelId: string): void {
  queryArgument(() => validatePortId(portId));
  queryArgument(() => validateChannelId(channelId));
}

function nonZero(sequence: bigint): void {
  if (sequence === 0n) throw invalidArgument("packet sequence cannot be 0");
}
