import { registerError } from "../../types/errors";

/** The module's codespace (its name). */
export const TRANSFER_CODESPACE = "transfer";

/**
 * Codespace `transfer`: ibc-go v7.10's ICS-20 errors (modules/apps/transfer/types/errors.go), same codes and texts
 * (frozen: an error acknowledgement carries the code, and counterparties see it).
 */
export const ErrInvalidPacketTimeout = registerError(TRANSFER_CODESPACE, 2, "invalid packet timeout");
export const ErrInvalidDenomForTransfer = registerError(TRANSFER_CODESPACE, 3, "invalid denomination for cross-chain transfer");
export const ErrInvalidVersion = registerError(TRANSFER_CODESPACE, 4, "invalid ICS20 version");
export const ErrInvalidAmount = registerError(TRANSFER_CODESPACE, 5, "invalid token amount");
export const ErrTraceNotFound = registerError(TRANSFER_CODESPACE, 6, "denomination trace not found");
export const ErrSendDisabled = registerError(TRANSFER_CODESPACE, 7, "fungible token transfers from this chain are disabled");
export const ErrReceiveDisabled = registerError(TRANSFER_CODESPACE, 8, "fungible token transfers to this chain are disabled");
export const ErrMaxTransferChannels = registerError(TRANSFER_CODESPACE, 9, "max transfer channels");
export const ErrInvalidAuthorization = registerError(TRANSFER_CODESPACE, 10, "invalid transfer authorization");
export const ErrInvalidMemo = registerError(TRANSFER_CODESPACE, 11, "invalid memo");
