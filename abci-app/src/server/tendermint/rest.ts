import {
  GetBlockByHeightRequest,
  GetBlockByHeightResponse,
  GetLatestBlockRequest,
  GetLatestBlockResponse,
  GetNodeInfoRequest,
  GetNodeInfoResponse,
  GetSyncingRequest,
  GetSyncingResponse,
} from "cosmjs-types/cosmos/base/tendermint/v1beta1/query";
import { restService, type RestRoute } from "../../module-kit/rest/route";
import { parseInt64 } from "../../module-kit/rest/scalars";
import { TENDERMINT_SERVICE } from "./service";

const get = restService(`/${TENDERMINT_SERVICE}`);
const BASE = "/cosmos/base/tendermint/v1beta1";

/** The tendermint service's REST paths of Cosmos SDK v0.47 that idledger serves (not the validator sets or ABCIQuery). */
export const tendermintRestRoutes: readonly RestRoute[] = [
  get(`${BASE}/node_info`, "GetNodeInfo", GetNodeInfoRequest, GetNodeInfoResponse),
  get(`${BASE}/syncing`, "GetSyncing", GetSyncingRequest, GetSyncingResponse),
  get(`${BASE}/blocks/latest`, "GetLatestBlock", GetLatestBlockRequest, GetLatestBlockResponse),
  get(`${BASE}/blocks/:height`, "GetBlockByHeight", GetBlockByHeightRequest, GetBlockByHeightResponse, (p) => ({ height: parseInt64("height", p.height) })),
];
