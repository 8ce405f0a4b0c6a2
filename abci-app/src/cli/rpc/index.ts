/** Talking to a node: CometBFT JSON-RPC and gRPC queries over ABCI Query. */
export { CometRpcClient, DEFAULT_RPC_TIMEOUT_MS, type AbciQueryRequest, type AbciQueryResponse } from "./comet-rpc-client";
export { queryGrpc, QueryFailedError, type GrpcQueryOptions } from "./grpc-query";
export { DEFAULT_NODE, parseNodeAddress, type NodeTarget } from "./node-address";
