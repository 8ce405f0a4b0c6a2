import { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import type { QueryRoute } from "../../module-kit/module";
import { queryRoute } from "../../module-kit/query";
import type { ConsensusKeeper } from "./keeper";
import { CONSENSUS_QUERY } from "./types/query";

/** The `cosmos.consensus.v1.Query` service: the stored parameters (an empty message before InitChain stored any, as in the SDK). */
export function consensusQueryRoutes(k: ConsensusKeeper): QueryRoute[] {
  return [queryRoute(CONSENSUS_QUERY.Params, (ctx) => ({ params: k.get(ctx) ?? ConsensusParams.fromPartial({}) }))];
}
