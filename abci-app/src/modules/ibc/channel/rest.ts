import { pageRequest } from "../../../module-kit/rest/pagination";
import { restGet as get, type PathParams, type RestRoute } from "../../../module-kit/rest/route";
import { parseUint64 } from "../../../module-kit/rest/scalars";
import { CHANNEL_QUERY } from "./query-service";

const BASE = "/ibc/core/channel/v1";
const CHANNEL = `${BASE}/channels/:channel_id/ports/:port_id`;

const ids = (p: PathParams) => ({ portId: p.port_id, channelId: p.channel_id });
const uint64 = (p: PathParams, name: string) => parseUint64(name, p[name]!);
/** A repeated uint64 in a path segment, as grpc-gateway reads it: comma-separated. */
const uint64List = (p: PathParams, name: string) => p[name]!.split(",").map((text) => parseUint64(name, text));

/** The 04-channel REST paths of ibc-go v7's gateway (query.proto's `google.api.http` rules). */
export const channelRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/channels`, CHANNEL_QUERY.Channels, (_p, q) => ({ pagination: pageRequest(q) })),
  get(CHANNEL, CHANNEL_QUERY.Channel, ids),
  get(`${BASE}/connections/:connection/channels`, CHANNEL_QUERY.ConnectionChannels, (p, q) => ({ connection: p.connection, pagination: pageRequest(q) })),
  get(`${CHANNEL}/client_state`, CHANNEL_QUERY.ChannelClientState, ids),
  get(`${CHANNEL}/consensus_state/revision/:revision_number/height/:revision_height`, CHANNEL_QUERY.ChannelConsensusState, (p) => ({
    ...ids(p),
    revisionNumber: uint64(p, "revision_number"),
    revisionHeight: uint64(p, "revision_height"),
  })),
  get(`${CHANNEL}/packet_commitments`, CHANNEL_QUERY.PacketCommitments, (p, q) => ({ ...ids(p), pagination: pageRequest(q) })),
  get(`${CHANNEL}/packet_commitments/:sequence`, CHANNEL_QUERY.PacketCommitment, (p) => ({ ...ids(p), sequence: uint64(p, "sequence") })),
  get(`${CHANNEL}/packet_commitments/:packet_commitment_sequences/unreceived_packets`, CHANNEL_QUERY.UnreceivedPackets, (p) => ({
    ...ids(p),
    packetCommitmentSequences: uint64List(p, "packet_commitment_sequences"),
  })),
  get(`${CHANNEL}/packet_commitments/:packet_ack_sequences/unreceived_acks`, CHANNEL_QUERY.UnreceivedAcks, (p) => ({
    ...ids(p),
    packetAckSequences: uint64List(p, "packet_ack_sequences"),
  })),
  get(`${CHANNEL}/packet_receipts/:sequence`, CHANNEL_QUERY.PacketReceipt, (p) => ({ ...ids(p), sequence: uint64(p, "sequence") })),
  get(`${CHANNEL}/packet_acks/:sequence`, CHANNEL_QUERY.PacketAcknowledgement, (p) => ({ ...ids(p), sequence: uint64(p, "sequence") })),
  get(`${CHANNEL}/packet_acknowledgements`, CHANNEL_QUERY.PacketAcknowledgements, (p, q) => ({
    ...ids(p),
    pagination: pageRequest(q),
    packetCommitmentSequences: q.values("packet_commitment_sequences").map((text) => parseUint64("packet_commitment_sequences", text)),
  })),
  get(`${CHANNEL}/next_sequence`, CHANNEL_QUERY.NextSequenceReceive, ids),
];
