/** The REST gateway's public surface: build with createRestApp, bind with listenRest, declare routes with restGet and restPost. */
export { createRestApp, type RestAppOptions } from "./app";
export { listenRest, type RunningRestServer } from "./server";
export { restGet, restPost, type PathParams, type RestRoute } from "../../module-kit/rest/route";
export { QueryParams } from "../../module-kit/rest/query-params";
export { pageRequest } from "../../module-kit/rest/pagination";
export { RestInputError } from "../../module-kit/rest/input-error";
export { BLOCK_HEIGHT_HEADER } from "./height";
export type { ErrorBody } from "./error-body";
