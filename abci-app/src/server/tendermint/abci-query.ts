import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { queryAnswer, queryFailure } from "../../app/query-response";
import { ErrInvalidRequest } from "../../types/sdk-errors";
import { ApiError } from "../api-error";
import type { ServiceMethods } from "../service-method";
import { TENDERMINT_SERVICE } from "./service";

/**
 * The tendermint service through an ABCI query of its gRPC path, as the SDK's query router answers it (Hermes asks
 * `GetNodeInfo` that way for the chain's versions): the same methods as gRPC and REST, so from CometBFT's RPC and the
 * app. Undefined for any other path. A failure is an ABCI error with the method's message.
 */
export function tendermintAbciQuery(methods: ServiceMethods): (request: RequestQuery) => Promise<ResponseQuery> | undefined {
  return (request) => {
    if (!request.path.startsWith(`/${TENDERMINT_SERVICE}/`)) return undefined;
    const method = methods.get(request.path);
    if (method === undefined) return undefined;
    return method(request.data, { height: request.height }).then(
      (answer) => queryAnswer(answer.value, answer.height ?? request.height),
      (err: unknown) => queryFailure(err instanceof ApiError ? ErrInvalidRequest.wrap(err.message) : err, request.height),
    );
  };
}
