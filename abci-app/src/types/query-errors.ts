import type { AppError } from "./errors";
import { ErrInvalidRequest, ErrKeyNotFound, ErrUnknownRequest } from "./sdk-errors";

/**
 * Query failures carry a gRPC status in their text, as the SDK's gRPC router produces them over ABCI:
 * "rpc error: code = NotFound desc = account hid1… not found: key not found". cosmjs recognises missing
 * accounts by that text; the gRPC server maps the codes back to statuses (22 NotFound, 18 InvalidArgument).
 */
export function notFound(description: string): AppError {
  return ErrKeyNotFound.wrap(`rpc error: code = NotFound desc = ${description}`);
}

export function invalidArgument(description: string): AppError {
  return ErrInvalidRequest.wrap(`rpc error: code = InvalidArgument desc = ${description}`);
}

export function unimplemented(description: string): AppError {
  return ErrUnknownRequest.wrap(`rpc error: code = Unimplemented desc = ${description}`);
}
