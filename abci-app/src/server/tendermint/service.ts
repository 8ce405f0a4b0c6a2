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
import { APP_NAME, COSMOS_SDK_WIRE_VERSION, IBC_GO_WIRE_VERSION } from "../../app/version";
import { grpcService } from "../../codec/proto-codec";
import { getBlock } from "../../comet/block";
import { nodeInfoFromRpc } from "../../comet/node-info";
import type { CometRpcClient } from "../../comet/rpc-client";
import { nodeStatus } from "../../comet/status";
import type { AbciQuery } from "../abci-query";
import { invalidArgument } from "../api-error";
import { fromComet } from "../comet-status";
import { forwardQuery } from "../query-methods";
import { typedMethod, type ServiceMethod } from "../service-method";
import { sdkBlockOf } from "./sdk-block";

export const TENDERMINT_SERVICE = "cosmos.base.tendermint.v1beta1.Service";

/** The methods of `cosmos.base.tendermint.v1beta1.Service` that idledger serves, declared once for gRPC and REST. */
export const TENDERMINT_METHODS = grpcService(`/${TENDERMINT_SERVICE}`, {
  GetNodeInfo: [GetNodeInfoRequest, GetNodeInfoResponse],
  GetSyncing: [GetSyncingRequest, GetSyncingResponse],
  GetLatestBlock: [GetLatestBlockRequest, GetLatestBlockResponse],
  GetBlockByHeight: [GetBlockByHeightRequest, GetBlockByHeightResponse],
} as const);

export interface TendermintServiceDeps {
  /** The app, through the node's queue (its version). */
  readonly query: AbciQuery;
  /** CometBFT (status and blocks). */
  readonly rpc: CometRpcClient;
  /** The chain's bech32 prefix now (the SDK block names its proposer `<prefix>valcons1…`). */
  readonly bech32Prefix: () => string;
}

/** The methods of cosmos.base.tendermint.v1beta1.Service that idledger serves, from CometBFT's RPC and the app. */
export function tendermintServiceMethods(deps: TendermintServiceDeps): Map<string, ServiceMethod> {
  const status = () => fromComet(() => nodeStatus(deps.rpc));
  const appVersion = forwardQuery("/app/version", deps.query);

  const blockAnswer = async (height: bigint | undefined) => {
    const { blockId, block } = await fromComet(() => getBlock(deps.rpc, height));
    return { blockId, block, sdkBlock: sdkBlockOf(block, deps.bech32Prefix()) };
  };

  return new Map([
    [
      TENDERMINT_METHODS.GetNodeInfo.path,
      typedMethod(TENDERMINT_METHODS.GetNodeInfo, async () => {
        const [node, version] = await Promise.all([status(), appVersion(new Uint8Array(), { height: 0n })]);
        const defaultNodeInfo = nodeInfoFromRpc(node.nodeInfo);
        return {
          defaultNodeInfo,
          applicationVersion: {
            name: APP_NAME,
            appName: APP_NAME,
            version: new TextDecoder().decode(version.value),
            gitCommit: "",
            buildTags: "",
            goVersion: "",
            // As a Go app lists its modules: the CometBFT that runs the chain, and the SDK and ibc-go releases whose
            // interfaces it speaks. Relayers (Hermes) choose their protocol versions by them and refuse a chain that names none.
            buildDeps: [
              { path: "github.com/cometbft/cometbft", version: `v${defaultNodeInfo.version}`, sum: "" },
              { path: "github.com/cosmos/cosmos-sdk", version: COSMOS_SDK_WIRE_VERSION, sum: "" },
              { path: "github.com/cosmos/ibc-go/v7", version: IBC_GO_WIRE_VERSION, sum: "" },
            ],
            cosmosSdkVersion: COSMOS_SDK_WIRE_VERSION,
          },
        };
      }),
    ],
    [TENDERMINT_METHODS.GetSyncing.path, typedMethod(TENDERMINT_METHODS.GetSyncing, async () => ({ syncing: (await status()).catchingUp }))],
    [TENDERMINT_METHODS.GetLatestBlock.path, typedMethod(TENDERMINT_METHODS.GetLatestBlock, () => blockAnswer(undefined))],
    [
      TENDERMINT_METHODS.GetBlockByHeight.path,
      typedMethod(TENDERMINT_METHODS.GetBlockByHeight, async (req) => {
        if (req.height < 1n) throw invalidArgument(`invalid height ${req.height}: blocks start at 1`);
        if (req.height > (await status()).latestBlockHeight) throw invalidArgument("requested block height is bigger then the chain length");
        return blockAnswer(req.height);
      }),
    ],
  ]);
}
