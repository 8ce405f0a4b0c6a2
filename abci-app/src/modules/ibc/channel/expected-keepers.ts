import type { ClientKeeper } from "../client/keeper";
import type { ConnectionKeeper } from "../connection/keeper";

/** What ICS-04 reads of ICS-02: client states, their status, and our own IBC height. */
export type ChannelClients = Pick<ClientKeeper, "getClientState" | "getConsensusState" | "status" | "selfHeight">;

/**
 * What ICS-04 needs of ICS-03: connection ends, and proofs of the counterparty's channel and packet state, each
 * verified against the connection's client under the counterparty's commitment prefix (each verify method throws an
 * AppError when the proof does not hold, and writes nothing). Unit tests stand in for it with a recording double.
 */
export type ChannelConnections = Pick<
  ConnectionKeeper,
  | "getConnection"
  | "verifyChannelState"
  | "verifyPacketCommitment"
  | "verifyPacketAcknowledgement"
  | "verifyPacketReceiptAbsence"
  | "verifyNextSequenceRecv"
  | "timestampAtHeight"
> & { readonly clients: ChannelClients };
