import type { GrpcMethod } from "../codec/proto-codec";
import { invalidArgument } from "./api-error";

/** What a call knows besides its request: the height asked for (0: the latest). */
export interface CallContext {
  readonly height: bigint;
}

/** A method's answer: the response's protobuf bytes and, for state queries, the height they were answered at. */
export interface MethodAnswer {
  readonly value: Uint8Array;
  readonly height?: bigint;
}

/**
 * One gRPC method as both API servers serve it: request bytes in, response bytes out; a failure is an
 * ApiError (any other exception is an internal error the servers hide). Both servers use the same table,
 * keyed by the gRPC path "/cosmos.bank.v1beta1.Query/Balance".
 */
export type ServiceMethod = (request: Uint8Array, context: CallContext) => Promise<MethodAnswer>;

export type ServiceMethods = ReadonlyMap<string, ServiceMethod>;

/** A method written against decoded messages: undecodable request bytes are InvalidArgument. */
export function typedMethod<Req, Res>(method: GrpcMethod<Req, Res>, handle: (req: Req, context: CallContext) => Promise<Res>): ServiceMethod {
  const { request, response } = method;
  return async (bytes, context) => {
    let decoded: Req;
    try {
      decoded = request.decode(bytes);
    } catch (err) {
      throw invalidArgument(`cannot decode the request: ${(err as Error).message}`);
    }
    return { value: response.encode(await handle(decoded, context)).finish() };
  };
}
