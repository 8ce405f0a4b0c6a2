import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { ErrResponseTooLarge, ErrServerBusy, QueryCodespace } from "../types/query-limits-errors";
import {
  ErrInvalidRequest,
  ErrKeyNotFound,
  ErrNotFound,
  ErrOutOfGas,
  ErrUnauthorized,
  ErrUnknownRequest,
  RootCodespace,
  UndefinedCodespace,
} from "../types/sdk-errors";
import { lookupError } from "../types/errors";
import { GrpcCode } from "./grpc-codes";

/** The gRPC status a failed ABCI query stands for, as the SDK's client turns query results into statuses. */
export interface QueryStatus {
  readonly code: GrpcCode;
  readonly message: string;
}

/** The message that replaces the log of an internal error: its details stay in the node's log. */
export const INTERNAL_ERROR_MESSAGE = "internal error";

// The query handlers choose the status (types/query-errors.ts); these codes carry it across ABCI.
const SDK_STATUS = new Map<number, GrpcCode>([
  [ErrInvalidRequest.code, GrpcCode.InvalidArgument],
  [ErrKeyNotFound.code, GrpcCode.NotFound],
  // The SDK registers its ErrNotFound with gRPC's NotFound (x/upgrade's ModuleVersions of an unknown module).
  [ErrNotFound.code, GrpcCode.NotFound],
  [ErrUnauthorized.code, GrpcCode.Unauthenticated],
  // An unknown query path: the service or method is not served by this node.
  [ErrUnknownRequest.code, GrpcCode.Unimplemented],
  // The query read more than the node's query-gas-limit allows.
  [ErrOutOfGas.code, GrpcCode.ResourceExhausted],
]);

// The node's own limits on queries (types/query-limits-errors.ts).
const QUERY_LIMIT_STATUS = new Map<number, GrpcCode>([
  [ErrServerBusy.code, GrpcCode.Unavailable],
  [ErrResponseTooLarge.code, GrpcCode.ResourceExhausted],
]);

/**
 * sdk 18 → InvalidArgument, sdk 22 and 38 → NotFound, sdk 4 → Unauthenticated (as the SDK maps them), sdk 6 →
 * Unimplemented (the SDK says Unknown; an unserved path is what 6 means here); an error registered as meaning no such record (registerNotFoundError, e.g. authz 2) → NotFound; sdk 11 (query out of gas) and query 3
 * (answer too large) → ResourceExhausted; query 2 (server busy) → Unavailable; codespace "undefined" (an
 * unexpected exception or a panic) → Internal with the message hidden; anything else → Unknown with its log.
 */
export function queryStatus(res: Pick<ResponseQuery, "code" | "codespace" | "log">): QueryStatus {
  if (res.code === 0) return { code: GrpcCode.OK, message: "" };
  if (res.codespace === UndefinedCodespace) return { code: GrpcCode.Internal, message: INTERNAL_ERROR_MESSAGE };
  if (lookupError(res.codespace, res.code)?.meansNotFound === true) return { code: GrpcCode.NotFound, message: res.log };
  const mapped = res.codespace === RootCodespace ? SDK_STATUS.get(res.code) : res.codespace === QueryCodespace ? QUERY_LIMIT_STATUS.get(res.code) : undefined;
  return { code: mapped ?? GrpcCode.Unknown, message: res.log };
}
