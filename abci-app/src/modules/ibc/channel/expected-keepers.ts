import type { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import type { ConnectionEnd } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import type { ClientState, ConsensusState } from "cosmjs-types-ibc-v7/ibc/lightclients/tendermint/v1/tendermint";
import type { ClientStatus } from "../../../light-client/tendermint-client";
import type { Context } from "../../../module-kit/context";

/** What ICS-04 reads of ICS-02 (client/keeper.ts's ClientKeeper has it): client states and our own height. */
export interface ChannelClients {
  getClientState(ctx: Context, clientId: string): ClientState | undefined;
  getConsensusState(ctx: Context, clientId: string, height: Height): ConsensusState | undefined;
  /** "Unknown" for a client that does not exist. */
  status(ctx: Context, clientId: string): ClientStatus | "Unknown";
  /** Our own IBC height: the revision of our chain id and the block height. */
  selfHeight(ctx: Context): Height;
}

/**
 * What ICS-04 needs of ICS-03 (connection/keeper.ts's ConnectionKeeper satisfies it): connection ends, and proofs of the
 * counterparty's channel and packet state, each verified against the connection's client under the counterparty's
 * commitment prefix. Every verify method throws an AppError when the proof does not hold and writes nothing.
 */
export interface ChannelConnections {
  readonly clients: ChannelClients;
  getConnection(ctx: Context, connectionId: string): ConnectionEnd | undefined;
  verifyChannelState(ctx: Context, connection: ConnectionEnd, height: Height, proof: Uint8Array, portId: string, channelId: string, channel: Channel): void;
  verifyPacketCommitment(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    commitment: Uint8Array,
  ): void;
  /** `acknowledgement` is the raw acknowledgement: the connection keeper proves its hash. */
  verifyPacketAcknowledgement(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
    acknowledgement: Uint8Array,
  ): void;
  verifyPacketReceiptAbsence(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    sequence: bigint,
  ): void;
  verifyNextSequenceRecv(
    ctx: Context,
    connection: ConnectionEnd,
    height: Height,
    proof: Uint8Array,
    portId: string,
    channelId: string,
    nextSequenceRecv: bigint,
  ): void;
  /** The counterparty's block time (ns) at `height`, per the connection's client. */
  timestampAtHeight(ctx: Context, connection: ConnectionEnd, height: Height): bigint;
}
