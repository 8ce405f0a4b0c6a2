import { Option } from "commander";
import type { QueryCommandSpec } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { toSdkJson } from "../../../codec/sdk-json";
import { CHANNEL_QUERY } from "../channel/query-service";

const portArg = { name: "port-id", description: "e.g. transfer" };
const channelArg = { name: "channel-id", description: "e.g. channel-0" };
const sequenceArg = { name: "sequence", description: "the packet's sequence" };

function sequence(text: string): bigint {
  if (!/^(0|[1-9][0-9]{0,19})$/.test(text)) throw new Error(`sequence ${JSON.stringify(text)} is not a number`);
  return BigInt(text);
}

function sequences(text: unknown): bigint[] {
  if (typeof text !== "string" || text.trim() === "") throw new Error("--sequences is required: packet sequences separated by commas, e.g. 1,2,3");
  return text.split(",").map((s) => sequence(s.trim()));
}

const sequencesOption = () => [new Option("--sequences <list>", "packet sequences separated by commas, e.g. 1,2,3")];

/** `q ibc channel …`, named as ibc-go's CLI names them. */
export const CHANNEL_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "channels",
    description: "List the channels of this chain",
    method: CHANNEL_QUERY.Channels,
    pagination: { items: "channels" },
    buildRequest: ({ page }) => CHANNEL_QUERY.Channels.request.fromPartial({ pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.Channels.response, res),
  },
  {
    name: "end",
    description: "Show a channel end: its state, ordering, counterparty, connection and version",
    method: CHANNEL_QUERY.Channel,
    args: [portArg, channelArg],
    buildRequest: ({ args }) => CHANNEL_QUERY.Channel.request.fromPartial({ portId: args[0]!, channelId: args[1]! }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.Channel.response, res),
  },
  {
    name: "connections",
    description: "List the channels of a connection",
    method: CHANNEL_QUERY.ConnectionChannels,
    args: [{ name: "connection-id", description: "e.g. connection-0" }],
    pagination: { items: "channels" },
    buildRequest: ({ args, page }) => CHANNEL_QUERY.ConnectionChannels.request.fromPartial({ connection: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.ConnectionChannels.response, res),
  },
  {
    name: "client-state",
    description: "Show the client state of a channel's connection",
    method: CHANNEL_QUERY.ChannelClientState,
    args: [portArg, channelArg],
    buildRequest: ({ args }) => CHANNEL_QUERY.ChannelClientState.request.fromPartial({ portId: args[0]!, channelId: args[1]! }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.ChannelClientState.response, res),
  },
  {
    name: "packet-commitments",
    description: "List the commitments of the packets a channel sent that are not acknowledged or timed out yet",
    method: CHANNEL_QUERY.PacketCommitments,
    args: [portArg, channelArg],
    pagination: { items: "commitments" },
    buildRequest: ({ args, page }) =>
      CHANNEL_QUERY.PacketCommitments.request.fromPartial({ portId: args[0]!, channelId: args[1]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.PacketCommitments.response, res),
  },
  {
    name: "packet-commitment",
    description: "Show the commitment of one packet a channel sent",
    method: CHANNEL_QUERY.PacketCommitment,
    args: [portArg, channelArg, sequenceArg],
    buildRequest: ({ args }) => CHANNEL_QUERY.PacketCommitment.request.fromPartial({ portId: args[0]!, channelId: args[1]!, sequence: sequence(args[2]!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.PacketCommitment.response, res),
  },
  {
    name: "packet-receipt",
    description: "Show whether a channel received a packet",
    method: CHANNEL_QUERY.PacketReceipt,
    args: [portArg, channelArg, sequenceArg],
    buildRequest: ({ args }) => CHANNEL_QUERY.PacketReceipt.request.fromPartial({ portId: args[0]!, channelId: args[1]!, sequence: sequence(args[2]!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.PacketReceipt.response, res),
  },
  {
    name: "packet-ack",
    description: "Show the acknowledgement commitment of a packet a channel received",
    method: CHANNEL_QUERY.PacketAcknowledgement,
    args: [portArg, channelArg, sequenceArg],
    buildRequest: ({ args }) =>
      CHANNEL_QUERY.PacketAcknowledgement.request.fromPartial({ portId: args[0]!, channelId: args[1]!, sequence: sequence(args[2]!) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.PacketAcknowledgement.response, res),
  },
  {
    name: "unreceived-packets",
    description: "Of the counterparty's packet sequences given, those this channel has not received",
    method: CHANNEL_QUERY.UnreceivedPackets,
    args: [portArg, channelArg],
    options: sequencesOption,
    buildRequest: ({ args, options }) =>
      CHANNEL_QUERY.UnreceivedPackets.request.fromPartial({ portId: args[0]!, channelId: args[1]!, packetCommitmentSequences: sequences(options.sequences) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.UnreceivedPackets.response, res),
  },
  {
    name: "unreceived-acks",
    description: "Of the packet sequences given, those whose acknowledgement this channel has not received",
    method: CHANNEL_QUERY.UnreceivedAcks,
    args: [portArg, channelArg],
    options: sequencesOption,
    buildRequest: ({ args, options }) =>
      CHANNEL_QUERY.UnreceivedAcks.request.fromPartial({ portId: args[0]!, channelId: args[1]!, packetAckSequences: sequences(options.sequences) }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.UnreceivedAcks.response, res),
  },
  {
    name: "next-sequence-receive",
    description: "Show the next sequence an ordered channel expects to receive",
    method: CHANNEL_QUERY.NextSequenceReceive,
    args: [portArg, channelArg],
    buildRequest: ({ args }) => CHANNEL_QUERY.NextSequenceReceive.request.fromPartial({ portId: args[0]!, channelId: args[1]! }),
    toJson: (res) => toSdkJson(CHANNEL_QUERY.NextSequenceReceive.response, res),
  },
];
