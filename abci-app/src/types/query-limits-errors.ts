import { registerError } from "./errors";

/**
 * Codespace `query`: why the node's query service refused to answer, rather than what the state says. These
 * are the node's own limits (docs/node.md, "Security model"); a client can retry later or ask for less.
 */
export const QueryCodespace = "query";

/** Every query slot of this door is taken: retry shortly. gRPC Unavailable, HTTP 503. */
export const ErrServerBusy = registerError(QueryCodespace, 2, "server busy");
/** The answer would exceed the node's response size limit: ask for a smaller page. gRPC ResourceExhausted. */
export const ErrResponseTooLarge = registerError(QueryCodespace, 3, "query response too large");
