import type { TypeRegistry } from "../../codec/registry";
import { toProtoJson } from "../../codec/proto-json";
import type { AbciQuery } from "../abci-query";
import { queryStatus } from "../query-status";
import { errorAnswer, type RestAnswer } from "./error-body";
import { requestedHeight } from "./height";
import type { QueryParams } from "./query-params";
import { encodeRestRequest, type PathParams, type RestRoute } from "./route";

export interface AnswerDeps {
  readonly query: AbciQuery;
  readonly registry: TypeRegistry;
}

export interface RestRequest {
  readonly params: PathParams;
  readonly query: QueryParams;
  /** The `x-cosmos-block-height` request header, if any. */
  readonly heightHeader: string | readonly string[] | undefined;
}

/**
 * One REST request, start to end: parameters → request bytes → ABCI query → the response's proto JSON, or
 * the error the query ended with. Throws RestInputError for bad parameters; anything else it throws (the
 * query function failing, an undecodable response) is an internal error for the caller to hide.
 */
export async function answerRestRequest(route: RestRoute, deps: AnswerDeps, request: RestRequest): Promise<RestAnswer> {
  const height = requestedHeight(request.query, request.heightHeader);
  const data = encodeRestRequest(route, request.params, request.query);
  const res = await deps.query(route.query, data, height);
  if (res.code !== 0) {
    const status = queryStatus(res);
    return errorAnswer(status.code, status.message);
  }
  const message = route.response.decode(res.value);
  return { status: 200, body: toProtoJson(route.response, message, deps.registry), height: res.height };
}
