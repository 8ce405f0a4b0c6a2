import { registerError, type ErrorKind } from "../../types/errors";
import { ErrInvalidAddress, ErrInvalidCoins, ErrInvalidRequest, ErrKeyNotFound, ErrNotFound, ErrTxDecode, ErrUnauthorized } from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const FEEGRANT_CODESPACE = "feegrant";

/** Codespace `feegrant`: the SDK v0.47 x/feegrant errors (`errors.go`), same codes and texts (frozen). */
export const ErrFeeLimitExceeded = registerError(FEEGRANT_CODESPACE, 2, "fee limit exceeded");
export const ErrFeeLimitExpired = registerError(FEEGRANT_CODESPACE, 3, "fee allowance expired");
export const ErrInvalidDuration = registerError(FEEGRANT_CODESPACE, 4, "invalid duration");
export const ErrNoAllowance = registerError(FEEGRANT_CODESPACE, 5, "no allowance");
export const ErrNoMessages = registerError(FEEGRANT_CODESPACE, 6, "allowed messages are empty");
export const ErrMessageNotAllowed = registerError(FEEGRANT_CODESPACE, 7, "message not allowed");

/** Root (`sdk`) errors feegrant also returns: what its documentation lists besides its own codespace. */
export const FEEGRANT_ROOT_ERRORS: readonly ErrorKind[] = [
  ErrTxDecode,
  ErrUnauthorized,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrKeyNotFound,
  ErrNotFound,
];
