import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { CONSENSUS_QUERY } from "./types/query";

/** The consensus REST path of Cosmos SDK v0.47. */
export const consensusRestRoutes: readonly RestRoute[] = [get("/cosmos/consensus/v1/params", CONSENSUS_QUERY.Params, () => ({}))];
