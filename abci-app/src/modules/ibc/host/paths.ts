import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";

/**
 * ICS-24 paths as ibc-go v7 writes them (24-host/keys.go): plain text keys of the `ibc` store. Counterparties prove
 * them, so their text is the protocol: one character off and no relayer can prove our state.
 */

export const NEXT_CLIENT_SEQUENCE = "nextClientSequence";
export const NEXT_CONNECTION_SEQUENCE = "nextConnectionSequence";
export const NEXT_CHANNEL_SEQUENCE = "nextChannelSequence";

/** Our own keys for the submodules' parameters (ibc-go v8's names; v7 kept them in x/params). */
export const CLIENT_PARAMS = "clientParams";
export const CONNECTION_PARAMS = "connectionParams";

/** `{revision}-{height}`, as paths and events print heights. */
export function heightText(height: Height): string {
  return `${height.revisionNumber}-${height.revisionHeight}`;
}

/** Every key of one client's store starts with this. */
export function clientPrefix(clientId: string): string {
  return `clients/${clientId}/`;
}

export function clientStatePath(clientId: string): string {
  return `clients/${clientId}/clientState`;
}

export function consensusStatePath(clientId: string, height: Height): string {
  return `clients/${clientId}/consensusStates/${heightText(height)}`;
}

/** The connections opened on a client (ibc-go's ClientPaths). */
export function clientConnectionsPath(clientId: string): string {
  return `clients/${clientId}/connections`;
}

export function connectionPath(connectionId: string): string {
  return `connections/${connectionId}`;
}

function channelSuffix(portId: string, channelId: string): string {
  return `ports/${portId}/channels/${channelId}`;
}

export function channelPath(portId: string, channelId: string): string {
  return `channelEnds/${channelSuffix(portId, channelId)}`;
}

export function nextSequenceSendPath(portId: string, channelId: string): string {
  return `nextSequenceSend/${channelSuffix(portId, channelId)}`;
}

export function nextSequenceRecvPath(portId: string, channelId: string): string {
  return `nextSequenceRecv/${channelSuffix(portId, channelId)}`;
}

export function nextSequenceAckPath(portId: string, channelId: string): string {
  return `nextSequenceAck/${channelSuffix(portId, channelId)}`;
}

export function packetCommitmentPrefixPath(portId: string, channelId: string): string {
  return `commitments/${channelSuffix(portId, channelId)}/sequences/`;
}

export function packetCommitmentPath(portId: string, channelId: string, sequence: bigint): string {
  return `${packetCommitmentPrefixPath(portId, channelId)}${sequence}`;
}

export function packetAcknowledgementPrefixPath(portId: string, channelId: string): string {
  return `acks/${channelSuffix(portId, channelId)}/sequences/`;
}

export function packetAcknowledgementPath(portId: string, channelId: string, sequence: bigint): string {
  return `${packetAcknowledgementPrefixPath(portId, channelId)}${sequence}`;
}

export function packetReceiptPath(portId: string, channelId: string, sequence: bigint): string {
  return `receipts/${channelSuffix(portId, channelId)}/sequences/${sequence}`;
}

const encoder = new TextEncoder();

/** A path as the store key it is. */
export function pathKey(path: string): Uint8Array {
  return encoder.encode(path);
}
