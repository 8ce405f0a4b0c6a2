import { ErrInvalidSigner } from "../../module-kit/authority";
import type { ErrorKind } from "../../types/errors";
import { ErrInvalidAddress, ErrInvalidRequest, ErrNotFound } from "../../types/sdk-errors";

/** x/upgrade has no codespace of its own in v0.47: what it returns are gov's authority check and these sdk errors. */
export const UPGRADE_ROOT_ERRORS: readonly ErrorKind[] = [ErrInvalidSigner, ErrInvalidAddress, ErrInvalidRequest, ErrNotFound];
