import type { AbciQuery } from "./abci-query";
import { ApiError } from "./api-error";
import { queryStatus } from "./query-status";
import type { ServiceMethod } from "./service-method";

/**
 * The app's gRPC query methods (the module QueryRoute tables), each forwarded as it is to ABCI Query: the
 * request bytes to its path at the asked height, the response bytes back; a failed query becomes its status.
 */
export function queryMethods(paths: Iterable<string>, query: AbciQuery): Map<string, ServiceMethod> {
  return new Map([...paths].map((path) => [path, forwardQuery(path, query)]));
}

export function forwardQuery(path: string, query: AbciQuery): ServiceMethod {
  return async (request, { height }) => {
    const res = await query(path, request, height);
    if (res.code !== 0) {
      const status = queryStatus(res);
      throw new ApiError(status.code, status.message);
    }
    return { value: res.value, height: res.height };
  };
}
