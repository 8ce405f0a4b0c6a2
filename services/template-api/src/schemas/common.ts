import { Type } from "typebox";
import { MAX_LIMIT } from "../../../shared/pagination";

export const Timestamp = Type.String({ format: "date-time" });

export const Pagination = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, description: "1-based page number; default 1" })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, description: `page size; default 10, at most ${MAX_LIMIT}` })),
});

/** Every failure: `{statusCode, message: [...], error}`, the body NestJS gives and the original service used. */
export const ErrorBody = Type.Object(
  {
    statusCode: Type.Integer(),
    message: Type.Array(Type.String(), { description: "what went wrong, most general first" }),
    error: Type.String({ description: "the HTTP reason phrase, e.g. Bad Request" }),
  },
  { $id: "TemplateApiError" },
);

/** The error answers every route may give, by HTTP status. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  500: ErrorBody,
};
