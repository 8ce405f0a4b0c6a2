import { Type, type TSchema, type TStringOptions } from "typebox";
import { ID_PATTERN } from "../../../shared/ids";
import { MAX_LIMIT } from "../../../shared/pagination";
import { STORABLE_TEXT_PATTERN } from "../../../shared/storable-text";

/** A string field of a request (body, path or query), refused with 4002 unless it is storable text. */
export function Text(options: TStringOptions = {}) {
  return Type.String({ pattern: STORABLE_TEXT_PATTERN, ...options });
}

export const Id = Type.String({ pattern: ID_PATTERN, description: "24 hex digits" });
export const Timestamp = Type.String({ format: "date-time" });

export const Pagination = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: "1-based page number; default 1" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: `page size; default 10, at most ${MAX_LIMIT}` })),
});

/** `{message, data, success: true, error: false}` around a route's data. */
export function SuccessEnvelope<T extends TSchema>(data: T) {
  return Type.Object({ message: Type.String(), data, success: Type.Literal(true), error: Type.Literal(false) });
}

export const ErrorEnvelope = Type.Object(
  {
    message: Type.String(),
    data: Type.Null(),
    code: Type.Integer({ description: "see the error-code table in docs/event-api.md" }),
    success: Type.Literal(false),
    error: Type.Literal(true),
  },
  { $id: "EventApiError" },
);

/** The error answers every route may give, by HTTP status. */
export const errorResponses = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  500: ErrorEnvelope,
};
