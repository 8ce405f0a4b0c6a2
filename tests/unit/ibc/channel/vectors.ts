import { readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Vectors computed by ibc-go v7.10.0's own code (fixtures/ibc-go-vectors.go.txt). Integers are read as text (then
 * BigInt): JSON numbers above 2^53 would lose their low bits.
 */
const raw = readFileSync(join(__dirname, "fixtures/ibc-go-v7.10.0-vectors.json"), "utf8").replace(/(:\s*)(\d{10,})\b/g, '$1"$2"');

interface PacketVector {
  sequence: string | number;
  source_port: string;
  source_channel: string;
  destination_port: string;
  destination_channel: string;
  data_hex: string;
  timeout_revision_number: string | number;
  timeout_revision_height: string | number;
  timeout_timestamp: string | number;
  commitment_hex: string;
}

interface ChannelVector {
  state: number;
  ordering: number;
  counterparty_port_id: string;
  counterparty_channel_id: string;
  connection_hops: string[];
  version: string;
  proto_hex: string;
}

interface EventVector {
  type: string;
  attributes: [string, string][];
}

export const vectors = JSON.parse(raw) as {
  packet_commitments: PacketVector[];
  ack_commitments: { ack_hex: string; commitment_hex: string }[];
  channels: ChannelVector[];
  ack_encoding_checks: { input_hex: string; decodes: boolean; rejected: boolean }[];
  result_ack_01: string;
  result_ack_bytes: string;
  error_ack_code_5: string;
  error_ack_code_1: string;
  events: Record<string, EventVector[]>;
  event_packet: PacketVector;
  event_channel: ChannelVector;
  event_ordered_channel: ChannelVector;
};
