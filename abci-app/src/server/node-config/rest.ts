import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { NODE_CONFIG_METHODS } from "./service";

/** The node service's REST path of Cosmos SDK v0.47. */
export const nodeConfigRestRoutes: readonly RestRoute[] = [get("/cosmos/base/node/v1beta1/config", NODE_CONFIG_METHODS.Config)];
