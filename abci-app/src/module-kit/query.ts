import type { AddressCodec } from "../types/address";
import type { Context } from "./context";
import type { GrpcMethod } from "../codec/proto-codec";
import type { QueryRoute } from "./module";
import { invalidArgument } from "../types/query-errors";

/** The route of one query method (declared in its module's service table): rejects a null request, then handles it. */
export function queryRoute<Req, Res>(method: GrpcMethod<Req, Res>, handle: (ctx: Context, req: Req) => Res): QueryRoute<Req, Res> {
  return {
    ...method,
    handle(ctx, req) {
      if (req === null || req === undefined) throw invalidArgument("empty request");
      return handle(ctx, req);
    },
  };
}

/** A query argument read or checked by `read`: whatever it throws becomes InvalidArgument, `context` in front when given. */
export function queryArgument<T>(read: () => T, context?: string): T {
  try {
    return read();
  } catch (err) {
    const message = (err as Error).message;
    throw invalidArgument(context === undefined ? message : `${context}: ${message}`);
  }
}

/** A bech32 address argument of a query: empty or malformed is InvalidArgument. */
export function addressArgument(codec: AddressCodec, address: string): Uint8Array {
  if (address.trim() === "") throw invalidArgument("address cannot be empty");
  return queryArgument(() => codec.decode(address));
}
