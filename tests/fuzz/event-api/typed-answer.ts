import { expect } from "@jest/globals";
import type { LightMyRequestResponse } from "fastify";
import { EVENT_API_ERRORS, type EventApiErrorCode } from "../../../services/event-api/src/errors/codes";

/** The statuses docs/event-api.md gives 4002: invalid request, no such route, body too large, not JSON. */
const INVALID_REQUEST_STATUSES = [400, 404, 413, 415];

/**
 * The answer is one docs/event-api.md promises: a success envelope, or a client error in the error envelope with a
 * documented code and that code's HTTP status. Never a 5xx, never 4010.
 */
export function expectTypedAnswer(response: LightMyRequestResponse): void {
  const status = response.statusCode;
  expect(status).toBeLessThan(500);
  const body = response.json();
  if (status < 300) {
    expect(body).toMatchObject({ message: expect.any(String), success: true, error: false });
    return;
  }
  expect(body).toEqual({ message: expect.any(String), data: null, code: expect.any(Number), success: false, error: true });
  const documented = EVENT_API_ERRORS[body.code as EventApiErrorCode];
  expect(documented).toBeDefined();
  if (body.code === 4002) expect(INVALID_REQUEST_STATUSES).toContain(status);
  else expect(status).toBe(documented.httpStatus);
}

/** Like expectTypedAnswer, and a refusal: the request was wrong in some way, so it must not succeed. */
export function expectTypedRefusal(response: LightMyRequestResponse): void {
  expectTypedAnswer(response);
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
}
