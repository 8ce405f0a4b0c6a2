import { registerError, registerNotFoundError, type ErrorKind } from "../../types/errors";
import {
  ErrInsufficientFunds,
  ErrInternal,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInvalidType,
  ErrTxDecode,
  ErrUnauthorized,
} from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const AUTHZ_CODESPACE = "authz";

/** Codespace `authz`: the SDK v0.47 x/authz errors (`x/authz/errors.go`), same codes and texts (frozen). */
export const ErrNoAuthorizationFound = registerNotFoundError(AUTHZ_CODESPACE, 2, "authorization not found");
export const ErrInvalidExpirationTime = registerError(AUTHZ_CODESPACE, 3, "expiration time of authorization should be more than current time");
export const ErrUnknownAuthorizationType = registerError(AUTHZ_CODESPACE, 4, "unknown authorization type");
export const ErrNoGrantKeyFound = registerError(AUTHZ_CODESPACE, 5, "grant key not found");
export const ErrAuthorizationExpired = registerError(AUTHZ_CODESPACE, 6, "authorization expired");
export const ErrGranteeIsGranter = registerError(AUTHZ_CODESPACE, 7, "grantee and granter should be different");
export const ErrAuthorizationNumOfSigners = registerError(AUTHZ_CODESPACE, 9, "authorization can be given to msg with only one signer");
export const ErrNegativeMaxTokens = registerError(AUTHZ_CODESPACE, 12, "max tokens should be positive");

/**
 * Errors of other codespaces that authz returns itself (inner messages of MsgExec return their own module's
 * errors besides): what its documentation lists besides its own codespace. `undefined` 1 is the SDK's answer to
 * a GenericAuthorization without a message type, an error the SDK does not register.
 */
export const AUTHZ_OTHER_ERRORS: readonly ErrorKind[] = [
  ErrInternal,
  ErrTxDecode,
  ErrUnauthorized,
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInvalidType,
];
