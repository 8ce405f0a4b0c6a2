import type { GrpcCode } from "../grpc-codes";
import { boundedMessage } from "../../types/bounded-message";
import { httpStatusOf } from "./http-status";

/** grpc-gateway's error body (a google.rpc.Status in JSON), as the Cosmos SDK's REST server answers errors. */
export interface ErrorBody {
  readonly code: GrpcCode;
  readonly message: string;
  readonly details: readonly unknown[];
}

export const errorBodySchema = {
  type: "object",
  required: ["code", "message", "details"],
  properties: {
    code: { type: "integer" },
    message: { type: "string" },
    details: { type: "array", items: {} },
  },
} as const;

/** What the gateway replies: an HTTP status, a JSON body and, for a successful query, the height it was answered at. */
export interface RestAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly height?: bigint;
}

/** The body of an error; the message is cut to 1 KiB, so no input echoes back whole. */
export function errorBody(code: GrpcCode, message: string): ErrorBody {
  return { code, message: boundedMessage(message), details: [] };
}

/** An error with the HTTP status of its gRPC code. */
export function errorAnswer(code: GrpcCode, message: string): RestAnswer {
  return { status: httpStatusOf(code), body: errorBody(code, message) };
}
