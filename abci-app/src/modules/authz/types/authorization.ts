import type { Any } from "cosmjs-types/google/protobuf/any";
import type { AuthorizationType } from "../../../module-kit/authorization";
import { decodeStrict } from "../../../tx/strict-decode";
import { AppError } from "../../../types/errors";
import { ErrInvalidType, ErrTxDecode } from "../../../types/sdk-errors";

export { AUTHORIZATION_INTERFACE, type AcceptResponse, type AuthorizationType } from "../../../module-kit/authorization";

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
      return { type, value: decodeStrict(type.codec, any.value, any.typeUrl, true) };
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
