import type { Any } from "cosmjs-types/google/protobuf/any";
import { decodeStrict } from "../../../tx/strict-decode";
import type { AddressCodec } from "../../../types/address";
import type { Context } from "../../../types/context";
import { AppError } from "../../../types/errors";
import type { ProtoCodec } from "../../../types/module";
import { ErrInvalidType, ErrTxDecode } from "../../../types/sdk-errors";

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
 * authorized message: GenericAuthorization here, SendAuthorization in bank. Pure: no store access.
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

/** An authorization decoded from its Any, with the type that knows how to use it. */
export interface Authorization<A = unknown> {
  readonly type: AuthorizationType<A>;
  readonly value: A;
}

/** The authorization types the app knows (the interface registry's implementations of `Authorization`). */
export class AuthorizationRegistry {
  private readonly types = new Map<string, AuthorizationType>();

  constructor(types: readonly AuthorizationType[]) {
    for (const type of types) {
      if (this.types.has(type.typeUrl)) throw new Error(`authorization ${type.typeUrl} is registered twice`);
      this.types.set(type.typeUrl, type);
    }
  }

  typeUrls(): string[] {
    return [...this.types.keys()].sort();
  }

  /**
   * Decodes a grant's authorization. An absent one is ErrInvalidType, as in the SDK; a type URL that is no
   * authorization, or bytes with unknown critical fields, fail as the SDK's tx decoder fails on them (sdk 2).
   */
  unpack(any: Any | undefined): Authorization {
    if (any === undefined) throw ErrInvalidType.wrap("authorization is nil");
    const type = this.types.get(any.typeUrl);
    if (type === undefined) throw ErrTxDecode.wrap(`no concrete type registered for type URL ${any.typeUrl} against interface Authorization`);
    try {
      return { type, value: decodeStrict(type.codec as never, any.value, any.typeUrl, true) };
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw ErrTxDecode.wrap(`${any.typeUrl}: ${(err as Error).message}`);
    }
  }
}

/** The authorization as the Any a grant stores. */
export function packAuthorization<A>(authorization: Authorization<A>): Any {
  return { typeUrl: authorization.type.typeUrl, value: authorization.type.codec.encode(authorization.value).finish() };
}

/** The message type URL an authorization authorizes. */
export function msgTypeUrlOf(authorization: Authorization): string {
  return authorization.type.msgTypeUrl(authorization.value);
}
