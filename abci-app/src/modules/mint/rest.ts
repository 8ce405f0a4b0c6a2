import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { MINT_QUERY } from "./types/query";

const BASE = "/cosmos/mint/v1beta1";

/** The mint REST paths of Cosmos SDK v0.47. */
export const mintRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/params`, MINT_QUERY.Params, () => ({})),
  get(`${BASE}/inflation`, MINT_QUERY.Inflation, () => ({})),
  get(`${BASE}/annual_provisions`, MINT_QUERY.AnnualProvisions, () => ({})),
];
