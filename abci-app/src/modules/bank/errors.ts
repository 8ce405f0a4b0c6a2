import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import {
  ErrInsufficientFunds,
  ErrInternal,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrKeyNotFound,
  ErrUnauthorized,
  ErrUnknownAddress,
} from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const BANK_CODESPACE = "bank";

/** Codespace `bank`: the SDK v0.47 x/bank errors, same codes and texts (frozen). */
export const ErrNoInputs = registerError(BANK_CODESPACE, 2, "no inputs to send transaction");
export const ErrNoOutputs = registerError(BANK_CODESPACE, 3, "no outputs to send transaction");
export const ErrInputOutputMismatch = registerError(BANK_CODESPACE, 4, "sum inputs != sum outputs");
export const ErrSendDisabled = registerError(BANK_CODESPACE, 5, "send transactions are disabled");
export const ErrDenomMetadataNotFound = registerError(BANK_CODESPACE, 6, "client denom metadata not found");
export const ErrInvalidKey = registerError(BANK_CODESPACE, 7, "invalid key");
export const ErrDuplicateEntry = registerError(BANK_CODESPACE, 8, "duplicate entry");
export const ErrMultipleSenders = registerError(BANK_CODESPACE, 9, "multiple senders not allowed");

/**
 * Errors of other codespaces bank also returns (root `sdk` ones, code 1 of MsgUpdateParams' unregistered errors, gov's
 * authority check): what its documentation lists besides its own codespace.
 */
export const BANK_ROOT_ERRORS: readonly ErrorKind[] = [
  ErrInternal,
  ErrUnauthorized,
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrUnknownAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrKeyNotFound,
  ErrInvalidSigner,
];
