import type { Logger } from "../../../../lib/logger";
import { GrpcCode } from "../grpc-codes";
import { INTERNAL_ERROR_MESSAGE } from "../query-status";
import { errorAnswer, errorBody, type RestAnswer } from "./error-body";
import { grpcCodeOfHttpStatus } from "./http-status";
import { RestInputError } from "../../module-kit/rest/input-error";

export interface FailedRequest {
  readonly method: string;
  readonly url: string;
}

/**
 * The one place a thrown error becomes a reply: a bad parameter → 400 InvalidArgument with its message; an
 * HTTP-level client error raised by Fastify (a malformed URL, a bad body) → its own 4xx status; anything else
 * → 500 Internal with the details logged and hidden from the client.
 */
export function answerForError(err: unknown, request: FailedRequest, logger: Logger): RestAnswer {
  if (err instanceof RestInputError) return errorAnswer(GrpcCode.InvalidArgument, err.message);
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === "number" && status >= 400 && status < 500 && err instanceof Error) {
    return { status, body: errorBody(grpcCodeOfHttpStatus(status), err.message) };
  }
  logger.error("REST request failed", {
    module: "rest",
    method: request.method,
    url: request.url,
    err: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return errorAnswer(GrpcCode.Internal, INTERNAL_ERROR_MESSAGE);
}
