import { describe, expect, it } from "@jest/globals";
import { EVENT_API_ERRORS, EventApiError, eventApiError, type EventApiErrorCode } from "../../../../../services/event-api/src/errors/codes";

describe("EVENT_API_ERRORS", () => {
  // The statuses the issue and the reference's recommendations fix; clients branch on them.
  it.each<[EventApiErrorCode, number]>([
    [4000, 401],
    [4001, 404],
    [4002, 400],
    [4003, 404],
    [4004, 404],
    [4005, 401],
    [4006, 404],
    [4007, 404],
    [4008, 409],
    [4009, 400],
    [4010, 500],
    [4011, 403],
  ])("answers %i with HTTP %i", (code, status) => {
    expect(EVENT_API_ERRORS[code].httpStatus).toBe(status);
    expect(eventApiError(code).httpStatus).toBe(status);
  });
});

describe("eventApiError", () => {
  it("carries the code, the status and the default message", () => {
    const err = eventApiError(4007);
    expect(err).toBeInstanceOf(EventApiError);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ name: "EventApiError", code: 4007, httpStatus: 404, message: EVENT_API_ERRORS[4007].message });
  });

  it("uses the detail instead of the default message when given one", () => {
    const err = eventApiError(4002, "metaData.limit must be at most 100");
    expect(err.message).toBe("metaData.limit must be at most 100");
    expect(err.code).toBe(4002);
    expect(err.httpStatus).toBe(400);
  });

  it("has a default message for every code", () => {
    for (const code of Object.keys(EVENT_API_ERRORS).map(Number) as EventApiErrorCode[]) {
      expect(eventApiError(code).message.length).toBeGreaterThan(10);
    }
  });
});
