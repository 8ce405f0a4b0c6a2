import type { JsonValue } from "@bufbuild/protobuf";
import { sdkJsonToBytes, type SdkJsonPrinter } from "../../codec/sdk-json";
import { ApiError } from "../api-error";
import type { MethodAnswer } from "../service-method";
import { errorAnswer, type RestAnswer } from "./error-body";
import { requestedHeight } from "./height";
import { RestInputError } from "../../module-kit/rest/input-error";
import type { QueryParams } from "../../module-kit/rest/query-params";
import { encodeRestRequest, type PathParams, type RestRoute } from "../../module-kit/rest/route";

/** Calls a gRPC method by path with request bytes at a height; fails with ApiError. */
export type MethodCaller = (path: string, request: Uint8Array, height: bigint) => Promise<MethodAnswer>;

export interface AnswerDeps {
  readonly call: MethodCaller;
  readonly printer: SdkJsonPrinter;
}

/** A route with the full names of its method's request and response types (from the descriptor set). */
export interface TypedRoute {
  readonly route: RestRoute;
  readonly requestType: string;
  readonly responseType: string;
}

export interface RestRequest {
  readonly params: PathParams;
  readonly query: QueryParams;
  /** The parsed JSON body (POST routes). */
  readonly body?: unknown;
  /** The `x-cosmos-block-height` request header, if any. */
  readonly heightHeader: string | readonly string[] | undefined;
}

/**
 * One REST request, start to end: parameters or body → request bytes → the method → the response's Cosmos
 * JSON (defaults included), or the status the method failed with. Throws RestInputError for bad input;
 * anything else it throws (the method failing unexpectedly, an unprintable answer) is an internal error.
 */
export async function answerRestRequest(typed: TypedRoute, deps: AnswerDeps, request: RestRequest): Promise<RestAnswer> {
  const { route } = typed;
  const height = requestedHeight(request.query, request.heightHeader);
  const data = route.method === "POST" ? bodyBytes(typed.requestType, request.body) : encodeRestRequest(route, request.params, request.query);
  let answer: MethodAnswer;
  try {
    answer = await deps.call(route.query, data, height);
  } catch (err) {
    if (err instanceof ApiError) return errorAnswer(err.code, err.message);
    throw err;
  }
  return { status: 200, body: deps.printer.printBytes(typed.responseType, answer.value), ...(answer.height === undefined ? {} : { height: answer.height }) };
}

function bodyBytes(typeName: string, body: unknown): Uint8Array {
  if (body === undefined || body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new RestInputError("body", `the request body must be a JSON object (${typeName})`);
  }
  try {
    return sdkJsonToBytes(typeName, body as JsonValue);
  } catch (err) {
    throw new RestInputError("body", `invalid request body: ${(err as Error).message}`);
  }
}
