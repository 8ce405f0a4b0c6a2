import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import { ErrInsufficientFunds, ErrInternal, ErrInvalidAddress, ErrInvalidCoins, ErrInvalidRequest, ErrUnauthorized } from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const DISTRIBUTION_CODESPACE = "distribution";

/** Codespace `distribution`: the SDK v0.47 x/distribution errors (`types/errors.go`), same codes and texts (frozen). */
export const ErrEmptyDelegatorAddr = registerError(DISTRIBUTION_CODESPACE, 2, "delegator address is empty");
export const ErrEmptyWithdrawAddr = registerError(DISTRIBUTION_CODESPACE, 3, "withdraw address is empty");
export const ErrEmptyValidatorAddr = registerError(DISTRIBUTION_CODESPACE, 4, "validator address is empty");
export const ErrEmptyDelegationDistInfo = registerError(DISTRIBUTION_CODESPACE, 5, "no delegation distribution info");
export const ErrNoValidatorDistInfo = registerError(DISTRIBUTION_CODESPACE, 6, "no validator distribution info");
export const ErrNoValidatorCommission = registerError(DISTRIBUTION_CODESPACE, 7, "no validator commission to withdraw");
export const ErrSetWithdrawAddrDisabled = registerError(DISTRIBUTION_CODESPACE, 8, "set withdraw address disabled");
export const ErrBadDistribution = registerError(DISTRIBUTION_CODESPACE, 9, "community pool does not have sufficient coins to distribute");
export const ErrInvalidProposalAmount = registerError(DISTRIBUTION_CODESPACE, 10, "invalid community pool spend proposal amount");
export const ErrEmptyProposalRecipient = registerError(DISTRIBUTION_CODESPACE, 11, "invalid community pool spend proposal recipient");
export const ErrNoValidatorExists = registerError(DISTRIBUTION_CODESPACE, 12, "validator does not exist");
export const ErrNoDelegationExists = registerError(DISTRIBUTION_CODESPACE, 13, "delegation does not exist");

/** Errors of other codespaces distribution returns itself: root ones, the gov messages' code 1 and gov's authority check. */
export const DISTRIBUTION_ROOT_ERRORS: readonly ErrorKind[] = [
  ErrUnauthorized,
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInternal,
  ErrInvalidSigner,
];
