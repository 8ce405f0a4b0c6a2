import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import { ErrInternal, ErrInvalidAddress, ErrUnauthorized } from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const SLASHING_CODESPACE = "slashing";

/** Codespace `slashing`: the SDK v0.47 x/slashing errors (`x/slashing/types/errors.go`), same codes and texts (frozen). */
export const ErrNoValidatorForAddress = registerError(SLASHING_CODESPACE, 2, "address is not associated with any known validator");
export const ErrBadValidatorAddr = registerError(SLASHING_CODESPACE, 3, "validator does not exist for that address");
export const ErrValidatorJailed = registerError(SLASHING_CODESPACE, 4, "validator still jailed; cannot be unjailed");
export const ErrValidatorNotJailed = registerError(SLASHING_CODESPACE, 5, "validator not jailed; cannot be unjailed");
export const ErrMissingSelfDelegation = registerError(SLASHING_CODESPACE, 6, "validator has no self-delegation; cannot be unjailed");
export const ErrSelfDelegationTooLowToUnjail = registerError(SLASHING_CODESPACE, 7, "validator's self delegation less than minimum; cannot be unjailed");
export const ErrNoSigningInfoFound = registerError(SLASHING_CODESPACE, 8, "no validator signing info found");

/** Errors of other codespaces slashing returns itself: root ones, MsgUpdateParams' code 1 and gov's authority check. */
export const SLASHING_ROOT_ERRORS: readonly ErrorKind[] = [ErrUnauthorized, ErrInvalidAddress, ErrInternal, ErrInvalidSigner];
