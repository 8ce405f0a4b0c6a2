import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { LogFields, LogLevel } from "../../../../lib/logger";
import type { AppConfig } from "../config";

/** What the API worker is started with (its workerData). */
export interface ApiWorkerSettings {
  /** The state database the app writes (`<home>/data/application.db`). */
  readonly stateDir: string;
  readonly config: AppConfig;
  /** CometBFT's RPC, for the tx and tendermint services. */
  readonly cometRpc: string;
  readonly logLevel: LogLevel;
  /** Nodes kept in the worker's own node cache. */
  readonly nodeCacheSize: number;
}

/** Main thread → worker. */
export type ToWorker =
  | { readonly kind: "committed"; readonly version: number; readonly oldest: number }
  | { readonly kind: "query"; readonly id: number; readonly request: RequestQuery }
  | { readonly kind: "simulated"; readonly id: number; readonly response: ResponseQuery }
  | { readonly kind: "close" };

/** Worker → main thread. */
export type FromWorker =
  | { readonly kind: "ready"; readonly grpcAddress?: string; readonly restAddress?: string }
  | { readonly kind: "failed"; readonly error: string }
  | { readonly kind: "log"; readonly level: LogLevel; readonly message: string; readonly fields?: LogFields }
  | { readonly kind: "answer"; readonly id: number; readonly response: ResponseQuery }
  | { readonly kind: "simulate"; readonly id: number; readonly request: RequestQuery }
  | { readonly kind: "closed" };
