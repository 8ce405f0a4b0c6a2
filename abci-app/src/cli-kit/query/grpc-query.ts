import { abciQuery } from "../../comet/abci-query";
import type { CometRpcClient } from "../../comet/rpc-client";
import type { GrpcMethod, ProtoCodec } from "../../codec/proto-codec";

/** The node answered a query with an error: its code, codespace and log (the message printed is the log). */
export class QueryFailedError extends Error {
  override readonly name = "QueryFailedError";

  constructor(
    readonly code: number,
    readonly codespace: string,
    readonly log: string,
  ) {
    super(log !== "" ? log : `query failed with code ${code}${codespace === "" ? "" : ` (codespace ${codespace})`}`);
  }

  /** A gRPC NotFound status in the log (the SDK's query errors), or the SDK's key-not-found code. */
  get isNotFound(): boolean {
    return /code = NotFound/.test(this.log) || (this.codespace === "sdk" && this.code === 22);
  }
}

export interface GrpcQueryOptions {
  readonly height?: bigint;
}

/**
 * A gRPC query method answered through ABCI Query, as the SDK's CLI sends them: the request's protobuf bytes to
 * the method's path (`/<service>/<Method>`), the response's protobuf bytes back.
 */
export async function queryGrpc<Req, Res>(
  client: CometRpcClient,
  path: string,
  request: { codec: ProtoCodec<Req>; message: Req },
  response: ProtoCodec<Res>,
  options: GrpcQueryOptions = {},
): Promise<Res> {
  const answer = await abciQuery(client, { path, data: request.codec.encode(request.message).finish(), height: options.height ?? 0n });
  if (answer.code !== 0) throw new QueryFailedError(answer.code, answer.codespace, answer.log);
  try {
    return response.decode(answer.value);
  } catch (err) {
    throw new Error(`the node at ${client.address} answered ${path} with bytes that do not decode: ${(err as Error).message}`);
  }
}

/** `queryGrpc` for a method of a module's service table. */
export function queryMethod<Req, Res>(client: CometRpcClient, method: GrpcMethod<Req, Res>, request: Req, options: GrpcQueryOptions = {}): Promise<Res> {
  return queryGrpc(client, method.path, { codec: method.request, message: request }, method.response, options);
}
