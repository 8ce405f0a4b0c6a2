import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { ConsensusState, ClientState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import { queryMethod } from "../../../cli-kit/query";
import { CometRpcClient } from "../../../comet/rpc-client";
import { timestampNanos } from "../../../types/time";
import { CHANNEL_QUERY } from "../../ibc/channel/query-service";
import { parseHeight } from "../../ibc/types/height";

/** ibc-go's CLI defaults: a packet times out 1000 counterparty blocks, or 10 minutes, after the client's latest state. */
export const DEFAULT_RELATIVE_TIMEOUT_HEIGHT = "0-1000";
export const DEFAULT_RELATIVE_TIMEOUT_NANOS = 600_000_000_000n;

export interface TimeoutFlags {
  packetTimeoutHeight: string;
  packetTimeoutTimestamp: string;
  absoluteTimeouts?: boolean;
}

/**
 * The packet's timeouts from the flags, as ibc-go's `tx ibc-transfer transfer` computes them: absolute as given, or
 * (the default) added to the latest height and time the channel's light client knows of the counterparty, read from
 * the node. A zero height or timestamp disables that timeout.
 */
export async function packetTimeouts(node: string, portId: string, channelId: string, flags: TimeoutFlags): Promise<{ height: Height; timestamp: bigint }> {
  const height = parseHeight(flags.packetTimeoutHeight);
  if (height === undefined) throw new Error(`--packet-timeout-height ${JSON.stringify(flags.packetTimeoutHeight)} is not of the form {revision}-{height}`);
  if (!/^(0|[1-9][0-9]*)$/.test(flags.packetTimeoutTimestamp))
    throw new Error(`--packet-timeout-timestamp must be nanoseconds, not ${JSON.stringify(flags.packetTimeoutTimestamp)}`);
  const timestamp = BigInt(flags.packetTimeoutTimestamp);
  if (flags.absoluteTimeouts === true) return { height, timestamp };
  const rpc = new CometRpcClient(node);
  try {
    const { identifiedClientState } = await queryMethod(rpc, CHANNEL_QUERY.ChannelClientState, { portId, channelId });
    const client = ClientState.decode(identifiedClientState!.clientState!.value);
    const latest = client.latestHeight;
    const relativeHeight =
      height.revisionHeight === 0n && height.revisionNumber === 0n
        ? height
        : { revisionNumber: latest.revisionNumber + height.revisionNumber, revisionHeight: latest.revisionHeight + height.revisionHeight };
    if (timestamp === 0n) return { height: relativeHeight, timestamp };
    const { consensusState } = await queryMethod(rpc, CHANNEL_QUERY.ChannelConsensusState, {
      portId,
      channelId,
      revisionNumber: latest.revisionNumber,
      revisionHeight: latest.revisionHeight,
    });
    const latestTime = timestampNanos(ConsensusState.decode(consensusState!.value).timestamp);
    return { height: relativeHeight, timestamp: latestTime + timestamp };
  } finally {
    rpc.close();
  }
}
