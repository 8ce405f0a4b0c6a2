import { ErrInvalidSigner } from "../../module-kit/authority";
import type { ErrorKind } from "../../types/errors";
import { ErrInternal, ErrInvalidRequest, ErrKeyNotFound } from "../../types/sdk-errors";

/**
 * x/auth has no codespace of its own (as in SDK v0.47): its queries fail with these root errors, carrying
 * the gRPC status text (`rpc error: code = NotFound desc = …`); MsgUpdateParams with gov's authority error and the
 * SDK's unregistered errors (code 1). The ante chain's errors belong to `tx/`.
 */
export const AUTH_ERRORS: readonly ErrorKind[] = [ErrInvalidRequest, ErrKeyNotFound, ErrInternal, ErrInvalidSigner];
