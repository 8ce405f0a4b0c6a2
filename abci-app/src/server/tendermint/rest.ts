import { restGet as get, type RestRoute } from "../../module-kit/rest/route";
import { parseInt64 } from "../../module-kit/rest/scalars";
import { TENDERMINT_METHODS } from "./service";

const BASE = "/cosmos/base/tendermint/v1beta1";

/** The tendermint service's REST paths of Cosmos SDK v0.47 that idledger serves (not the validator sets or ABCIQuery). */
export const tendermintRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/node_info`, TENDERMINT_METHODS.GetNodeInfo),
  get(`${BASE}/syncing`, TENDERMINT_METHODS.GetSyncing),
  get(`${BASE}/blocks/latest`, TENDERMINT_METHODS.GetLatestBlock),
  get(`${BASE}/blocks/:height`, TENDERMINT_METHODS.GetBlockByHeight, (p) => ({ height: parseInt64("height", p.height) })),
];
