import { describe, expect, it } from "@jest/globals";
import { CLOCK_SKEW_SECONDS, checkValidityWindow } from "../../../../../services/event-api/src/auth/validity-window";
import type { EventApiError } from "../../../../../services/event-api/src/errors/codes";

const NOW = 1_780_000_000;

function codeOf(window: { iat: unknown; exp: unknown }): number | undefined {
  try {
    checkValidityWindow(window, NOW);
    return undefined;
  } catch (err) {
    return (err as EventApiError).code;
  }
}

describe("checkValidityWindow", () => {
  it("accepts a signature made now and valid for 24 hours, and one made a while ago still valid", () => {
    expect(codeOf({ iat: NOW, exp: NOW + 86_400 })).toBeUndefined();
    expect(codeOf({ iat: NOW - 3_600, exp: NOW + 60 })).toBeUndefined();
  });

  it("tolerates an iat slightly in the future (clock skew), not more", () => {
    expect(codeOf({ iat: NOW + CLOCK_SKEW_SECONDS, exp: NOW + 3_600 })).toBeUndefined();
    expect(codeOf({ iat: NOW + CLOCK_SKEW_SECONDS + 1, exp: NOW + 3_600 })).toBe(4005);
  });

  it.each([
    ["expired", { iat: NOW - 100, exp: NOW - 1 }],
    ["expiring this second", { iat: NOW - 100, exp: NOW }],
    ["exp equal to iat", { iat: NOW, exp: NOW }],
    ["exp before iat", { iat: NOW, exp: NOW - 10 }],
    ["a window over 24 hours", { iat: NOW, exp: NOW + 86_401 }],
  ])("refuses a signature %s with 4005", (_, window) => {
    expect(codeOf(window)).toBe(4005);
  });

  it.each([
    ["milliseconds as a fraction", { iat: NOW + 0.5, exp: NOW + 100 }],
    ["a string", { iat: String(NOW), exp: NOW + 100 }],
    ["negative", { iat: -1, exp: NOW + 100 }],
    ["missing", { iat: undefined, exp: NOW + 100 }],
  ])("refuses iat/exp that is %s with 4002", (_, window) => {
    expect(codeOf(window)).toBe(4002);
  });
});
