import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import {
  ErrInsufficientFunds,
  ErrInternal,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInvalidType,
  ErrNotFound,
  ErrUnauthorized,
} from "../../types/sdk-errors";

/** The module's codespace (its name). */
export const STAKING_CODESPACE = "staking";

/** Codespace `staking`: the SDK v0.47 x/staking errors (`x/staking/types/errors.go`), same codes and texts (frozen). */
export const ErrEmptyValidatorAddr = registerError(STAKING_CODESPACE, 2, "empty validator address");
export const ErrNoValidatorFound = registerError(STAKING_CODESPACE, 3, "validator does not exist");
export const ErrValidatorOwnerExists = registerError(
  STAKING_CODESPACE,
  4,
  "validator already exist for this operator address; must use new validator operator address",
);
export const ErrValidatorPubKeyExists = registerError(STAKING_CODESPACE, 5, "validator already exist for this pubkey; must use new validator pubkey");
export const ErrValidatorPubKeyTypeNotSupported = registerError(STAKING_CODESPACE, 6, "validator pubkey type is not supported");
export const ErrValidatorJailed = registerError(STAKING_CODESPACE, 7, "validator for this address is currently jailed");
export const ErrBadRemoveValidator = registerError(STAKING_CODESPACE, 8, "failed to remove validator");
export const ErrCommissionNegative = registerError(STAKING_CODESPACE, 9, "commission must be positive");
export const ErrCommissionHuge = registerError(STAKING_CODESPACE, 10, "commission cannot be more than 100%");
export const ErrCommissionGTMaxRate = registerError(STAKING_CODESPACE, 11, "commission cannot be more than the max rate");
export const ErrCommissionUpdateTime = registerError(STAKING_CODESPACE, 12, "commission cannot be changed more than once in 24h");
export const ErrCommissionChangeRateNegative = registerError(STAKING_CODESPACE, 13, "commission change rate must be positive");
export const ErrCommissionChangeRateGTMaxRate = registerError(STAKING_CODESPACE, 14, "commission change rate cannot be more than the max rate");
export const ErrCommissionGTMaxChangeRate = registerError(STAKING_CODESPACE, 15, "commission cannot be changed more than max change rate");
export const ErrSelfDelegationBelowMinimum = registerError(
  STAKING_CODESPACE,
  16,
  "validator's self delegation must be greater than their minimum self delegation",
);
export const ErrMinSelfDelegationDecreased = registerError(STAKING_CODESPACE, 17, "minimum self delegation cannot be decrease");
export const ErrEmptyDelegatorAddr = registerError(STAKING_CODESPACE, 18, "empty delegator address");
export const ErrNoDelegation = registerError(STAKING_CODESPACE, 19, "no delegation for (address, validator) tuple");
export const ErrBadDelegatorAddr = registerError(STAKING_CODESPACE, 20, "delegator does not exist with address");
export const ErrNoDelegatorForAddress = registerError(STAKING_CODESPACE, 21, "delegator does not contain delegation");
export const ErrInsufficientShares = registerError(STAKING_CODESPACE, 22, "insufficient delegation shares");
export const ErrDelegationValidatorEmpty = registerError(STAKING_CODESPACE, 23, "cannot delegate to an empty validator");
export const ErrNotEnoughDelegationShares = registerError(STAKING_CODESPACE, 24, "not enough delegation shares");
export const ErrNotMature = registerError(STAKING_CODESPACE, 25, "entry not mature");
export const ErrNoUnbondingDelegation = registerError(STAKING_CODESPACE, 26, "no unbonding delegation found");
export const ErrMaxUnbondingDelegationEntries = registerError(STAKING_CODESPACE, 27, "too many unbonding delegation entries for (delegator, validator) tuple");
export const ErrNoRedelegation = registerError(STAKING_CODESPACE, 28, "no redelegation found");
export const ErrSelfRedelegation = registerError(STAKING_CODESPACE, 29, "cannot redelegate to the same validator");
export const ErrTinyRedelegationAmount = registerError(STAKING_CODESPACE, 30, "too few tokens to redelegate (truncates to zero tokens)");
export const ErrBadRedelegationDst = registerError(STAKING_CODESPACE, 31, "redelegation destination validator not found");
export const ErrTransitiveRedelegation = registerError(
  STAKING_CODESPACE,
  32,
  "redelegation to this validator already in progress; first redelegation to this validator must complete before next redelegation",
);
export const ErrMaxRedelegationEntries = registerError(
  STAKING_CODESPACE,
  33,
  "too many redelegation entries for (delegator, src-validator, dst-validator) tuple",
);
export const ErrDelegatorShareExRateInvalid = registerError(STAKING_CODESPACE, 34, "cannot delegate to validators with invalid (zero) ex-rate");
export const ErrBothShareMsgsGiven = registerError(STAKING_CODESPACE, 35, "both shares amount and shares percent provided");
export const ErrNeitherShareMsgsGiven = registerError(STAKING_CODESPACE, 36, "neither shares amount nor shares percent provided");
export const ErrInvalidHistoricalInfo = registerError(STAKING_CODESPACE, 37, "invalid historical info");
export const ErrNoHistoricalInfo = registerError(STAKING_CODESPACE, 38, "no historical info found");
export const ErrEmptyValidatorPubKey = registerError(STAKING_CODESPACE, 39, "empty validator public key");
export const ErrCommissionLTMinRate = registerError(STAKING_CODESPACE, 40, "commission cannot be less than min rate");
export const ErrUnbondingNotFound = registerError(STAKING_CODESPACE, 41, "unbonding operation not found");
export const ErrUnbondingOnHoldRefCountNegative = registerError(STAKING_CODESPACE, 42, "cannot un-hold unbonding operation that is not on hold");

/** Errors of other codespaces staking returns itself (root ones, MsgUpdateParams' code 1, gov's authority check). */
export const STAKING_ROOT_ERRORS: readonly ErrorKind[] = [
  ErrUnauthorized,
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInvalidType,
  ErrNotFound,
  ErrInternal,
  ErrInvalidSigner,
];
