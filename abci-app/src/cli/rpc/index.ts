/** Talking to a node: CometBFT JSON-RPC, gRPC queries over ABCI Query, broadcasting and the tx index. */
export { CometRpcClient, DEFAULT_RPC_TIMEOUT_MS, RpcError, type AbciQueryRequest, type AbciQueryResponse } from "./comet-rpc-client";
export { queryGrpc, QueryFailedError, type GrpcQueryOptions } from "./grpc-query";
export { DEFAULT_NODE, parseNodeAddress, type NodeTarget } from "./node-address";
export { readAbciResult, type AbciTxResult, type RpcEvent, type RpcEventAttribute } from "./abci-result";
export { BROADCAST_MODES, broadcastTx, type BroadcastMode, type BroadcastResult } from "./broadcast";
export { blockTime, getTx, searchTxs, type IndexedTx, type TxSearchPage } from "./tx-lookup";
export { nodeChainId, nodeStatus, type NodeStatus } from "./status";
