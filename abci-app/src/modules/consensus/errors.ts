import { ErrInvalidSigner } from "../../module-kit/authority";
import type { ErrorKind } from "../../types/errors";
import { ErrInvalidRequest } from "../../types/sdk-errors";

/** x/consensus has no codespace of its own: what it returns are these (gov's authority check, sdk invalid request). */
export const CONSENSUS_ROOT_ERRORS: readonly ErrorKind[] = [ErrInvalidSigner, ErrInvalidRequest];
