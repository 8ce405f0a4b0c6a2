import type { ErrorKind } from "../../types/errors";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../types/sdk-errors";

/**
 * x/auth has no codespace of its own (as in SDK v0.47): its queries fail with these root errors, carrying
 * the gRPC status text (`rpc error: code = NotFound desc = …`). The ante chain's errors belong to `tx/`.
 */
export const AUTH_ERRORS: readonly ErrorKind[] = [ErrInvalidRequest, ErrKeyNotFound];
