import type { ResponseCommit, ResponseEcho } from "cosmjs-types/tendermint/abci/types";
import { APP_METHODS, type AppMethod, type RequestOf, type ResponseOf } from "./methods";

type CallerMethods = { [M in AppMethod]: (request: RequestOf<M>) => Promise<ResponseOf<M>> };

/** Sends one request of `method` and resolves with its typed response. */
export type CallMethod = <M extends AppMethod>(method: M, request: RequestOf<M>) => Promise<ResponseOf<M>>;

/**
 * Makes ABCI calls and waits for each answer, as CometBFT's synchronous client calls do: one method per request
 * of the ABCI method table, Echo taking its message and Commit nothing. Implemented over a socket (`AbciClient`)
 * and in process (`LocalAbciClient`), so one scenario can run against both.
 */
export interface AbciCaller extends Omit<CallerMethods, "echo" | "commit"> {
  echo(message: string): Promise<ResponseEcho>;
  commit(): Promise<ResponseCommit>;
}

/** Every method of AbciCaller, each sending its request through `call`. */
export function callerMethods(call: CallMethod): AbciCaller {
  const methods = Object.fromEntries(APP_METHODS.map((method) => [method, (request: RequestOf<typeof method>) => call(method, request)]));
  return { ...(methods as unknown as CallerMethods), echo: (message) => call("echo", { message }), commit: () => call("commit", {}) };
}
