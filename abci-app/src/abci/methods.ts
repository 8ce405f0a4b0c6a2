import type { Request, Response } from "cosmjs-types/tendermint/abci/types";

/**
 * The name of an ABCI method: a field of the `Request` oneof. The matching `Response` field has the same
 * name (`checkTx` answers `checkTx`); `Response` has one more field, `exception`.
 */
export type AbciMethod = keyof Request;

/** The request message of a method, e.g. `RequestCheckTx` for "checkTx". */
export type RequestOf<M extends AbciMethod> = NonNullable<Request[M]>;

/** The response message of a method, e.g. `ResponseCheckTx` for "checkTx". */
export type ResponseOf<M extends AbciMethod> = NonNullable<Response[M]>;

const METHOD_SET: Record<AbciMethod, true> = {
  echo: true,
  flush: true,
  info: true,
  initChain: true,
  query: true,
  checkTx: true,
  commit: true,
  listSnapshots: true,
  offerSnapshot: true,
  loadSnapshotChunk: true,
  applySnapshotChunk: true,
  prepareProposal: true,
  processProposal: true,
  extendVote: true,
  verifyVoteExtension: true,
  finalizeBlock: true,
};

/** Every ABCI 2.0 method, in the order of the protobuf oneof. */
export const ABCI_METHODS: readonly AbciMethod[] = Object.keys(METHOD_SET) as AbciMethod[];

/** The methods an application answers: every request but Flush, which the connection answers itself. */
export type AppMethod = Exclude<AbciMethod, "flush">;

/** Every method an application answers, in the order of the protobuf oneof. */
export const APP_METHODS: readonly AppMethod[] = ABCI_METHODS.filter((method): method is AppMethod => method !== "flush");

/** A `Request` that does not set exactly one method: an unknown oneof field, an empty message, or several fields. */
export class UnknownRequestError extends Error {
  override name = "UnknownRequestError";
}

/** The one method a request carries. */
export function requestMethod(request: Request): AbciMethod {
  const set = ABCI_METHODS.filter((method) => request[method] !== undefined);
  if (set.length !== 1) {
    throw new UnknownRequestError(set.length === 0 ? "unknown request: no known method is set" : `request sets several methods: ${set.join(", ")}`);
  }
  return set[0]!;
}

/** The one method a response answers, or "exception"; undefined when it sets no known field or several. */
export function responseMethod(response: Response): AbciMethod | "exception" | undefined {
  const set = [...ABCI_METHODS, "exception" as const].filter((field) => response[field] !== undefined);
  return set.length === 1 ? set[0] : undefined;
}
