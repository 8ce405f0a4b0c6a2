/** The REST gateway's public surface: build with createRestApp, bind with listenRest, declare routes with restService. */
export { createRestApp, type RestAppOptions } from "./app";
export { listenRest, type RunningRestServer } from "./server";
export { restPost, restService, type PathParams, type RestRoute } from "./route";
export { QueryParams } from "./query-params";
export { pageRequest } from "./pagination";
export { RestInputError } from "./input-error";
export { BLOCK_HEIGHT_HEADER } from "./height";
export type { ErrorBody } from "./error-body";
