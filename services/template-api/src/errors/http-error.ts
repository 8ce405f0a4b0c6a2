/** HTTP reason phrases, as NestJS puts them in an error body's `error` field. */
const REASONS: Readonly<Record<number, string>> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

export type HttpStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 500 | 503;

/** The error body of every failure: `{statusCode, message: [...], error}`, the shape of the original service. */
export interface ErrorBody {
  statusCode: number;
  message: string[];
  error: string;
}

/** A failure with its status and messages, answered as an ErrorBody by the error handler. */
export class TemplateApiError extends Error {
  constructor(
    readonly statusCode: HttpStatus,
    readonly messages: readonly string[],
  ) {
    super(messages.join("; "));
    this.name = "TemplateApiError";
  }

  body(): ErrorBody {
    return { statusCode: this.statusCode, message: [...this.messages], error: reasonPhrase(this.statusCode) };
  }
}

export function reasonPhrase(statusCode: number): string {
  return REASONS[statusCode] ?? (statusCode >= 500 ? "Internal Server Error" : "Bad Request");
}

export const badRequest = (...messages: string[]) => new TemplateApiError(400, messages);
export const unauthorized = (...messages: string[]) => new TemplateApiError(401, messages);
export const forbidden = (...messages: string[]) => new TemplateApiError(403, messages);
export const notFound = (...messages: string[]) => new TemplateApiError(404, messages);
export const tooManyRequests = (...messages: string[]) => new TemplateApiError(429, messages);
