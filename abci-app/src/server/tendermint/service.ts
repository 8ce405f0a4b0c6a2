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
import { APP_NAME } from "../../app/version";
import type { AbciQuery } from "../abci-query";
import { invalidArgument } from "../api-error";
import type { CometRpc } from "../comet/rpc-client";
import { rpcBigInt, rpcBool, rpcObject, type RpcObject } from "../comet/rpc-json";
import { fromComet } from "../comet/status";
import { forwardQuery } from "../query-methods";
import { typedMethod, type ServiceMethod } from "../service-method";
import { blockFromRpc, blockIdFromRpc } from "./block-json";
import { nodeInfoFromRpc } from "./node-info";
import { sdkBlockOf } from "./sdk-block";

export const TENDERMINT_SERVICE = "cosmos.base.tendermint.v1beta1.Service";

export interface TendermintServiceDeps {
  /** The app, through the node's queue (its version). */
  readonly query: AbciQuery;
  /** CometBFT (status and blocks). */
  readonly rpc: CometRpc;
  /** The chain's bech32 prefix now (the SDK block names its proposer `<prefix>valcons1…`). */
  readonly bech32Prefix: () => string;
}

/** The methods of cosmos.base.tendermint.v1beta1.Service that idledger serves, from CometBFT's RPC and the app. */
export function tendermintServiceMethods(deps: TendermintServiceDeps): Map<string, ServiceMethod> {
  const path = (method: string) => `/${TENDERMINT_SERVICE}/${method}`;
  const status = () => fromComet(async () => rpcObject(await deps.rpc.call("status"), "status result"));
  const appVersion = forwardQuery("/app/version", deps.query);

  const blockAnswer = async (height: bigint | undefined) => {
    const result = rpcObject(await fromComet(() => deps.rpc.call("block", height === undefined ? {} : { height: height.toString() })), "block result");
    const block = blockFromRpc(result.block);
    return { blockId: blockIdFromRpc(result.block_id), block, sdkBlock: sdkBlockOf(block, deps.bech32Prefix()) };
  };

  return new Map([
    [
      path("GetNodeInfo"),
      typedMethod(GetNodeInfoRequest, GetNodeInfoResponse, async () => {
        const [node, version] = await Promise.all([status(), appVersion(new Uint8Array(), { height: 0n })]);
        return {
          defaultNodeInfo: nodeInfoFromRpc(node.node_info),
          applicationVersion: {
            name: APP_NAME,
            appName: APP_NAME,
            version: new TextDecoder().decode(version.value),
            gitCommit: "",
            buildTags: "",
            goVersion: "",
            buildDeps: [],
            cosmosSdkVersion: "",
          },
        };
      }),
    ],
    [
      path("GetSyncing"),
      typedMethod(GetSyncingRequest, GetSyncingResponse, async () => ({ syncing: rpcBool(syncInfo(await status()).catching_up, "catching_up") })),
    ],
    [path("GetLatestBlock"), typedMethod(GetLatestBlockRequest, GetLatestBlockResponse, () => blockAnswer(undefined))],
    [
      path("GetBlockByHeight"),
      typedMethod(GetBlockByHeightRequest, GetBlockByHeightResponse, async (req) => {
        if (req.height < 1n) throw invalidArgument(`invalid height ${req.height}: blocks start at 1`);
        const latest = rpcBigInt(syncInfo(await status()).latest_block_height, "latest_block_height");
        if (req.height > latest) throw invalidArgument("requested block height is bigger then the chain length");
        return blockAnswer(req.height);
      }),
    ],
  ]);
}

function syncInfo(status: RpcObject): RpcObject {
  return rpcObject(status.sync_info, "sync_info");
}
