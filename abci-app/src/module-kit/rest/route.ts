import type { GrpcMethod, ProtoCodec } from "../../codec/proto-codec";
import type { QueryParams } from "./query-params";

/** Path parameters by name, URL-decoded, never empty (an empty one is refused before `toRequest`). */
export type PathParams = Readonly<Record<string, string>>;

/**
 * One REST endpoint of the gateway, answered by the gRPC method `query`. A GET builds its request from the
 * path and the query string: `path` segments are literal text, `:name` (one path segment) or, last only,
 * `:name*` (the rest of the path, slashes included: for ids such as `did:hid:…` or `ibc/…` denoms), and
 * `toRequest` reads them (throwing RestInputError for a bad value; defaults are filled by the codec). A POST
 * takes its whole request from the JSON body (grpc-gateway's `body: "*"`), in Cosmos JSON.
 */
export interface RestRoute<Req = any, Res = any> {
  readonly method: "GET" | "POST";
  /** "/cosmos/bank/v1beta1/balances/:address" */
  readonly path: string;
  /** The gRPC path of the method: "/cosmos.bank.v1beta1.Query/AllBalances". */
  readonly query: string;
  readonly request: ProtoCodec<Req>;
  readonly response: ProtoCodec<Res>;
  toRequest(params: PathParams, query: QueryParams): Partial<Req>;
}

/** A GET route answered by `method` (declared in its module's service table). */
export function restGet<Req, Res>(path: string, method: GrpcMethod<Req, Res>, toRequest: RestRoute<Req, Res>["toRequest"] = () => ({})): RestRoute<Req, Res> {
  return { method: "GET", path, query: method.path, request: method.request, response: method.response, toRequest };
}

/** A POST route answered by `method`, whose JSON body is the whole request. */
export function restPost<Req, Res>(path: string, method: GrpcMethod<Req, Res>): RestRoute<Req, Res> {
  return { method: "POST", path, query: method.path, request: method.request, response: method.response, toRequest: () => ({}) };
}

/** The request bytes a GET route sends for these parameters. */
export function encodeRestRequest<Req>(route: RestRoute<Req>, params: PathParams, query: QueryParams): Uint8Array {
  return route.request.encode(route.request.fromPartial(route.toRequest(params, query))).finish();
}
