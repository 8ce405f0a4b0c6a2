import {
  BroadcastTxRequest,
  BroadcastTxResponse,
  GetTxRequest,
  GetTxResponse,
  GetTxsEventRequest,
  GetTxsEventResponse,
} from "cosmjs-types/cosmos/tx/v1beta1/service";
import type { CometRpcClient } from "../../comet/rpc-client";
import type { AbciQuery } from "../abci-query";
import { typedMethod, type ServiceMethod } from "../service-method";
import { broadcastTx } from "./broadcast";
import { getTx } from "./get-tx";
import { getTxsEvent } from "./txs-event";
import { simulateMethod } from "./simulate";

export const TX_SERVICE = "cosmos.tx.v1beta1.Service";

export interface TxServiceDeps {
  /** The app, through the node's queue (Simulate). */
  readonly query: AbciQuery;
  /** CometBFT (broadcasting, committed transactions). */
  readonly rpc: CometRpcClient;
}

/** The methods of cosmos.tx.v1beta1.Service that idledger serves; the others are Unimplemented. */
export function txServiceMethods(deps: TxServiceDeps): Map<string, ServiceMethod> {
  const path = (method: string) => `/${TX_SERVICE}/${method}`;
  return new Map([
    [path("Simulate"), simulateMethod(deps.query)],
    [path("BroadcastTx"), typedMethod(BroadcastTxRequest, BroadcastTxResponse, (req) => broadcastTx(deps.rpc, req))],
    [path("GetTx"), typedMethod(GetTxRequest, GetTxResponse, (req) => getTx(deps.rpc, req))],
    [path("GetTxsEvent"), typedMethod(GetTxsEventRequest, GetTxsEventResponse, (req) => getTxsEvent(deps.rpc, req))],
  ]);
}
