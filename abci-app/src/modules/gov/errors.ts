import { ErrInvalidSigner } from "../../module-kit/authority";
import { registerError, type ErrorKind } from "../../types/errors";
import {
  ErrInsufficientFunds,
  ErrInternal,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrInvalidType,
  ErrKeyNotFound,
} from "../../types/sdk-errors";
import { GOV_MODULE_NAME } from "./types/keys";

/** The module's codespace (its name). */
export const GOV_CODESPACE = GOV_MODULE_NAME;

/** Codespace `gov`: the SDK v0.47 x/gov errors (`x/gov/types/errors.go`), same codes and texts (frozen). */
export const ErrUnknownProposal = registerError(GOV_CODESPACE, 2, "unknown proposal");
export const ErrInactiveProposal = registerError(GOV_CODESPACE, 3, "inactive proposal");
export const ErrAlreadyActiveProposal = registerError(GOV_CODESPACE, 4, "proposal already active");
export const ErrInvalidProposalContent = registerError(GOV_CODESPACE, 5, "invalid proposal content");
export const ErrInvalidProposalType = registerError(GOV_CODESPACE, 6, "invalid proposal type");
export const ErrInvalidVote = registerError(GOV_CODESPACE, 7, "invalid vote option");
export const ErrInvalidGenesis = registerError(GOV_CODESPACE, 8, "invalid genesis state");
export const ErrNoProposalHandlerExists = registerError(GOV_CODESPACE, 9, "no handler exists for proposal type");
export const ErrUnroutableProposalMsg = registerError(GOV_CODESPACE, 10, "proposal message not recognized by router");
export const ErrNoProposalMsgs = registerError(GOV_CODESPACE, 11, "no messages proposed");
export const ErrInvalidProposalMsg = registerError(GOV_CODESPACE, 12, "invalid proposal message");
/** Code 13 lives in module-kit/authority.ts: every module's authority check throws it. */
export { ErrInvalidSigner };
export const ErrInvalidSignalMsg = registerError(GOV_CODESPACE, 14, "signal message is invalid");
export const ErrMetadataTooLong = registerError(GOV_CODESPACE, 15, "metadata too long");
export const ErrMinDepositTooSmall = registerError(GOV_CODESPACE, 16, "minimum deposit is too small");

/** Root (`sdk`) errors gov returns itself. */
export const GOV_ROOT_ERRORS: readonly ErrorKind[] = [
  ErrInternal,
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrKeyNotFound,
  ErrInvalidType,
];
