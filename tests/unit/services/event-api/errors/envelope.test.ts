import { describe, expect, it } from "@jest/globals";
import { eventApiError } from "../../../../../services/event-api/src/errors/codes";
import { errorEnvelope, successEnvelope } from "../../../../../services/event-api/src/errors/envelope";

describe("response envelopes", () => {
  it("wraps data in the original service's success envelope", () => {
    expect(successEnvelope("Successfully fetched AppEvents", [{ slug: "a" }])).toStrictEqual({
      message: "Successfully fetched AppEvents",
      data: [{ slug: "a" }],
      success: true,
      error: false,
    });
  });

  it("answers an error with its code and message, data null", () => {
    expect(errorEnvelope(eventApiError(4007, "The user has not participated in the events yet"))).toStrictEqual({
      message: "The user has not participated in the events yet",
      data: null,
      code: 4007,
      success: false,
      error: true,
    });
  });
});
