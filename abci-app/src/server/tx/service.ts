import {
  BroadcastTxRequest,
  BroadcastTxResponse,
  GetTxRequest,
  GetTxResponse,
  GetTxsEventRequest,
  GetTxsEventResponse,
  SimulateRequest,
  SimulateResponse,
} from "cosmjs-types/cosmos/tx/v1beta1/service";
import { grpcService } from "../../codec/proto-codec";
import type { CometRpcClient } from "../../comet/rpc-client";
import type { AbciQuery } from "../abci-query";
import { typedMethod, type ServiceMethod } from "../service-method";
import { broadcastTx } from "./broadcast";
import { getTx } from "./get-tx";
import { getTxsEvent } from "./txs-event";
import { simulateMethod } from "./simulate";

export const TX_SERVICE = "cosmos.tx.v1beta1.Service";

/** The methods of `cosmos.tx.v1beta1.Service` that idledger serves, declared once for gRPC and REST. */
export const TX_METHODS = grpcService(`/${TX_SERVICE}`, {
  Simulate: [SimulateRequest, SimulateResponse],
  BroadcastTx: [BroadcastTxRequest, BroadcastTxResponse],
  GetTx: [GetTxRequest, GetTxResponse],
  GetTxsEvent: [GetTxsEventRequest, GetTxsEventResponse],
} as const);

export interface TxServiceDeps {
  /** The app, through the node's queue (Simulate). */
  readonly query: AbciQuery;
  /** CometBFT (broadcasting, committed transactions). */
  readonly rpc: CometRpcClient;
}

/** The methods of cosmos.tx.v1beta1.Service that idledger serves; the others are Unimplemented. */
export function txServiceMethods(deps: TxServiceDeps): Map<string, ServiceMethod> {
  return new Map([
    [TX_METHODS.Simulate.path, simulateMethod(deps.query)],
    [TX_METHODS.BroadcastTx.path, typedMethod(TX_METHODS.BroadcastTx, (req) => broadcastTx(deps.rpc, req))],
    [TX_METHODS.GetTx.path, typedMethod(TX_METHODS.GetTx, (req) => getTx(deps.rpc, req))],
    [TX_METHODS.GetTxsEvent.path, typedMethod(TX_METHODS.GetTxsEvent, (req) => getTxsEvent(deps.rpc, req))],
  ]);
}
