/**
 * The event API's error codes, documented in docs/event-api.md. 4000–4010 are the original service's (it had no
 * 4002); 4002, 4011, 4012, 4013 and 4014 are idledger's additions for cases the original did not name.
 */
export const EVENT_API_ERRORS = {
  4000: { httpStatus: 401, message: "Invalid signature: appsign was not made by the app's key over this message, or messageHash is not its hash" },
  4001: { httpStatus: 404, message: "The appId does not exist; check message.appId against the App ID you registered" },
  4002: { httpStatus: 400, message: "Invalid request: a field is missing or malformed; check the body against the endpoint's schema" },
  4003: { httpStatus: 404, message: "The event does not exist for this app; check the eventId" },
  4004: { httpStatus: 404, message: "The app has no events yet" },
  4005: { httpStatus: 401, message: "The signature has expired, is not valid yet, or was already used; sign the message again with fresh iat and exp" },
  4006: { httpStatus: 404, message: "The user does not exist: this externalUserId has not yet opened any of the app's links to an event form" },
  4007: { httpStatus: 404, message: "The user has not participated in any event yet" },
  4008: { httpStatus: 409, message: "The user opened the app's link to the event form but has not signed in to complete participation" },
  4009: { httpStatus: 400, message: "isEmail is true but externalUserId is not a valid email address" },
  4010: { httpStatus: 500, message: "Internal error; try again later" },
  4011: { httpStatus: 403, message: "The Origin header does not match the app's registered base URL" },
  4012: { httpStatus: 401, message: "Not authorized: the token or session is missing, wrong or expired" },
  4013: { httpStatus: 409, message: "Conflict: this would duplicate or contradict what is already stored" },
  4014: { httpStatus: 429, message: "Too many passwords are being checked right now; try again in a moment" },
} as const satisfies Record<number, { httpStatus: number; message: string }>;

export type EventApiErrorCode = keyof typeof EVENT_API_ERRORS;

export class EventApiError extends Error {
  readonly httpStatus: number;

  constructor(
    readonly code: EventApiErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "EventApiError";
    this.httpStatus = EVENT_API_ERRORS[code].httpStatus;
  }
}

/** The error for `code`; `detail` replaces the default message with what exactly was wrong. */
export function eventApiError(code: EventApiErrorCode, detail?: string): EventApiError {
  return new EventApiError(code, detail ?? EVENT_API_ERRORS[code].message);
}
