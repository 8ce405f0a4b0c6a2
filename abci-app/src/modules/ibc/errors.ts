import { registerError } from "../../types/errors";

/**
 * ibc-go v7.10's error codespaces and codes (each submodule's `types/errors.go`), same codes and texts: relayers and
 * clients match them. Only the errors this implementation returns are registered.
 */

/** 02-client. */
export const CLIENT_CODESPACE = "client";
export const ErrClientExists = registerError(CLIENT_CODESPACE, 2, "light client already exists");
export const ErrInvalidClient = registerError(CLIENT_CODESPACE, 3, "light client is invalid");
export const ErrClientNotFound = registerError(CLIENT_CODESPACE, 4, "light client not found");
export const ErrClientFrozen = registerError(CLIENT_CODESPACE, 5, "light client is frozen due to misbehaviour");
export const ErrInvalidClientMetadata = registerError(CLIENT_CODESPACE, 6, "invalid client metadata");
export const ErrConsensusStateNotFound = registerError(CLIENT_CODESPACE, 7, "consensus state not found");
export const ErrInvalidConsensus = registerError(CLIENT_CODESPACE, 8, "invalid consensus state");
export const ErrClientTypeNotFound = registerError(CLIENT_CODESPACE, 9, "client type not found");
export const ErrInvalidClientType = registerError(CLIENT_CODESPACE, 10, "invalid client type");
export const ErrInvalidHeader = registerError(CLIENT_CODESPACE, 12, "invalid client header");
export const ErrInvalidMisbehaviour = registerError(CLIENT_CODESPACE, 13, "invalid light client misbehaviour");
export const ErrFailedClientStateVerification = registerError(CLIENT_CODESPACE, 14, "client state verification failed");
export const ErrSelfConsensusStateNotFound = registerError(CLIENT_CODESPACE, 22, "self consensus state not found");
export const ErrClientNotActive = registerError(CLIENT_CODESPACE, 29, "client state is not active");
export const ErrFailedMembershipVerification = registerError(CLIENT_CODESPACE, 30, "membership verification failed");
export const ErrFailedNonMembershipVerification = registerError(CLIENT_CODESPACE, 31, "non-membership verification failed");

/** 07-tendermint (the light client's own codespace; only what proof delays return). */
export const TENDERMINT_CODESPACE = "07-tendermint";
export const ErrProcessedTimeNotFound = registerError(TENDERMINT_CODESPACE, 8, "processed time not found");
export const ErrProcessedHeightNotFound = registerError(TENDERMINT_CODESPACE, 9, "processed height not found");
export const ErrDelayPeriodNotPassed = registerError(TENDERMINT_CODESPACE, 10, "packet-specified delay period has not been reached");

/** 03-connection. */
export const CONNECTION_CODESPACE = "connection";
export const ErrConnectionExists = registerError(CONNECTION_CODESPACE, 2, "connection already exists");
export const ErrConnectionNotFound = registerError(CONNECTION_CODESPACE, 3, "connection not found");
export const ErrClientConnectionPathsNotFound = registerError(CONNECTION_CODESPACE, 4, "light client connection paths not found");
export const ErrConnectionPath = registerError(CONNECTION_CODESPACE, 5, "connection path is not associated to the given light client");
export const ErrInvalidConnectionState = registerError(CONNECTION_CODESPACE, 6, "invalid connection state");
export const ErrInvalidCounterparty = registerError(CONNECTION_CODESPACE, 7, "invalid counterparty connection");
export const ErrInvalidConnection = registerError(CONNECTION_CODESPACE, 8, "invalid connection");
export const ErrInvalidVersion = registerError(CONNECTION_CODESPACE, 9, "invalid connection version");
export const ErrVersionNegotiationFailed = registerError(CONNECTION_CODESPACE, 10, "connection version negotiation failed");
export const ErrInvalidConnectionIdentifier = registerError(CONNECTION_CODESPACE, 11, "invalid connection identifier");

/** 04-channel. */
export const CHANNEL_CODESPACE = "channel";
export const ErrChannelExists = registerError(CHANNEL_CODESPACE, 2, "channel already exists");
export const ErrChannelNotFound = registerError(CHANNEL_CODESPACE, 3, "channel not found");
export const ErrInvalidChannel = registerError(CHANNEL_CODESPACE, 4, "invalid channel");
export const ErrInvalidChannelState = registerError(CHANNEL_CODESPACE, 5, "invalid channel state");
export const ErrInvalidChannelOrdering = registerError(CHANNEL_CODESPACE, 6, "invalid channel ordering");
export const ErrInvalidCounterpartyChannel = registerError(CHANNEL_CODESPACE, 7, "invalid counterparty channel");
export const ErrInvalidChannelCapability = registerError(CHANNEL_CODESPACE, 8, "invalid channel capability");
export const ErrChannelCapabilityNotFound = registerError(CHANNEL_CODESPACE, 9, "channel capability not found");
export const ErrSequenceSendNotFound = registerError(CHANNEL_CODESPACE, 10, "sequence send not found");
export const ErrSequenceReceiveNotFound = registerError(CHANNEL_CODESPACE, 11, "sequence receive not found");
export const ErrSequenceAckNotFound = registerError(CHANNEL_CODESPACE, 12, "sequence acknowledgement not found");
export const ErrInvalidPacket = registerError(CHANNEL_CODESPACE, 13, "invalid packet");
export const ErrPacketTimeout = registerError(CHANNEL_CODESPACE, 14, "packet timeout");
export const ErrTooManyConnectionHops = registerError(CHANNEL_CODESPACE, 15, "too many connection hops");
export const ErrInvalidAcknowledgement = registerError(CHANNEL_CODESPACE, 16, "invalid acknowledgement");
export const ErrAcknowledgementExists = registerError(CHANNEL_CODESPACE, 17, "acknowledgement for packet already exists");
export const ErrInvalidChannelIdentifier = registerError(CHANNEL_CODESPACE, 18, "invalid channel identifier");
export const ErrPacketReceived = registerError(CHANNEL_CODESPACE, 19, "packet already received");
export const ErrPacketCommitmentNotFound = registerError(CHANNEL_CODESPACE, 20, "packet commitment not found");
export const ErrPacketSequenceOutOfOrder = registerError(CHANNEL_CODESPACE, 21, "packet sequence is out of order");
export const ErrRedundantTx = registerError(CHANNEL_CODESPACE, 22, "packet messages are redundant");
export const ErrNoOpMsg = registerError(CHANNEL_CODESPACE, 23, "message is redundant, no-op will be performed");
export const ErrInvalidChannelVersion = registerError(CHANNEL_CODESPACE, 24, "invalid channel version");
export const ErrPacketNotSent = registerError(CHANNEL_CODESPACE, 25, "packet has not been sent");
export const ErrInvalidTimeout = registerError(CHANNEL_CODESPACE, 26, "invalid packet timeout");

/** 05-port. */
export const PORT_CODESPACE = "port";
export const ErrPortExists = registerError(PORT_CODESPACE, 2, "port is already binded");
export const ErrPortNotFound = registerError(PORT_CODESPACE, 3, "port not found");
export const ErrInvalidPort = registerError(PORT_CODESPACE, 4, "invalid port");
export const ErrInvalidRoute = registerError(PORT_CODESPACE, 5, "route not found");

/** 23-commitment. */
export const COMMITMENT_CODESPACE = "commitment";
export const ErrInvalidProof = registerError(COMMITMENT_CODESPACE, 2, "invalid proof");
export const ErrInvalidPrefix = registerError(COMMITMENT_CODESPACE, 3, "invalid prefix");
export const ErrInvalidMerkleProof = registerError(COMMITMENT_CODESPACE, 4, "invalid merkle proof");

/** 24-host. */
export const HOST_CODESPACE = "host";
export const ErrInvalidID = registerError(HOST_CODESPACE, 2, "invalid identifier");
export const ErrInvalidPath = registerError(HOST_CODESPACE, 3, "invalid path");
export const ErrInvalidHostPacket = registerError(HOST_CODESPACE, 4, "invalid packet");
