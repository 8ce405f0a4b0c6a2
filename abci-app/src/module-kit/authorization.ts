import type { AddressCodec } from "../types/address";
import type { Context } from "./context";
import type { ProtoCodec } from "../codec/proto-codec";

/*
 * The contract between authz and the modules whose messages its grants authorize (the SDK's authz.Authorization
 * interface). It sits below the modules so that bank can offer SendAuthorization without importing authz.
 */

/** The interface name under which modules offer their authorization kinds (`ModuleDescriptor.implementations`). */
export const AUTHORIZATION_INTERFACE = "cosmos.authz.v1beta1.Authorization";

/** What a grant's `Accept` decides about one message (the SDK's `authz.AcceptResponse`). */
export interface AcceptResponse<A> {
  readonly accept: boolean;
  /** The grant is used up: delete it. */
  readonly delete: boolean;
  /** The grant's authorization after this message (a lower spend limit), when it changes. */
  readonly updated?: A;
}

/**
 * One kind of authorization (the SDK's `authz.Authorization` interface), implemented by the module that owns the
 * authorized message: GenericAuthorization in authz, SendAuthorization in bank. Pure: no store access.
 */
export interface AuthorizationType<A = any> {
  /** Its own type URL, as the grant's Any carries it. */
  readonly typeUrl: string;
  readonly codec: ProtoCodec<A>;
  /** The type URL of the message it authorizes. */
  msgTypeUrl(authorization: A): string;
  /** Stateless checks; throws AppError. */
  validateBasic(authorization: A, addressCodec: AddressCodec): void;
  /** Whether the grantee may run `msg` (already decoded, of `msgTypeUrl`) now; throws AppError to refuse with a reason. */
  accept(ctx: Context, authorization: A, msg: unknown): AcceptResponse<A>;
}
