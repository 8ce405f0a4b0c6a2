import { pageRequest } from "../../module-kit/rest/pagination";
import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { SLASHING_QUERY } from "./types/query";

const BASE = "/cosmos/slashing/v1beta1";

/** The slashing REST paths of Cosmos SDK v0.47. */
export const slashingRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/params`, SLASHING_QUERY.Params, () => ({})),
  get(`${BASE}/signing_infos/:cons_address`, SLASHING_QUERY.SigningInfo, (p) => ({ consAddress: p.cons_address })),
  get(`${BASE}/signing_infos`, SLASHING_QUERY.SigningInfos, (_p, q) => ({ pagination: pageRequest(q) })),
];
