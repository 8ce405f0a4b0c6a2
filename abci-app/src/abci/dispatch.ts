import type { Request, Response } from "cosmjs-types/tendermint/abci/types";
import type { Application, MaybePromise } from "./application";
import { requestMethod, type AppMethod, type RequestOf, type ResponseOf } from "./methods";

/**
 * Calls the Application method a request names and wraps its result in the matching `Response` field; Flush
 * needs no application. Rejects with `UnknownRequestError` for a request that names no method, and with
 * whatever the application threw when it fails.
 */
export async function dispatch(app: Application, request: Request): Promise<Response> {
  const method = requestMethod(request);
  if (method === "flush") return { flush: {} };
  return { [method]: await callApplication(app, method, request[method] as RequestOf<typeof method>) };
}

/** The application's answer to one request of `method`; Commit is called without its empty request. */
export function callApplication<M extends AppMethod>(app: Application, method: M, request: RequestOf<M>): MaybePromise<ResponseOf<M>> {
  const handler = app[method] as unknown as (this: Application, ...args: unknown[]) => MaybePromise<ResponseOf<M>>;
  return method === "commit" ? handler.call(app) : handler.call(app, request);
}
