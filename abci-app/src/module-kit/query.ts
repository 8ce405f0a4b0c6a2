import type { AddressCodec } from "../types/address";
import type { Context } from "./context";
import type { ProtoCodec } from "../codec/proto-codec";
import type { QueryRoute } from "./module";
import { invalidArgument } from "../types/query-errors";

/**
 * The route builder of one gRPC query service (`/cosmos.bank.v1beta1.Query`): each route rejects a null
 * request, then calls its handler, as the SDK's grpc_query handlers do.
 */
export function queryService(service: string) {
  return function route<Req, Res>(
    method: string,
    request: ProtoCodec<Req>,
    response: ProtoCodec<Res>,
    handle: (ctx: Context, req: Req) => Res,
  ): QueryRoute<Req, Res> {
    return {
      path: `${service}/${method}`,
      request,
      response,
      handle(ctx, req) {
        if (req === null || req === undefined) throw invalidArgument("empty request");
        return handle(ctx, req);
      },
    };
  };
}

/** A bech32 address argument of a query: empty or malformed is InvalidArgument. */
export function addressArgument(codec: AddressCodec, address: string): Uint8Array {
  if (address.trim() === "") throw invalidArgument("address cannot be empty");
  try {
    return codec.decode(address);
  } catch (err) {
    throw invalidArgument((err as Error).message);
  }
}
