import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { AbciCaller } from "../abci/caller";

/**
 * How the servers ask the app a question: an ABCI Query (gRPC path, protobuf request, height; 0 = latest; ICS-23
 * proofs of a `store/<name>/key` path when `prove`).
 * In a node this must go through the ABCI server's SerialQueue (`LocalAbciClient(app, queue)`), so that a
 * query never interleaves with a block being finalized or committed.
 */
export type AbciQuery = (path: string, data: Uint8Array, height: bigint, prove?: boolean) => Promise<ResponseQuery>;

/** An AbciQuery over any ABCI caller (in process or over a socket); proofs only when asked. */
export function abciQuery(caller: Pick<AbciCaller, "query">): AbciQuery {
  return (path, data, height, prove = false) => caller.query({ path, data, height, prove });
}
