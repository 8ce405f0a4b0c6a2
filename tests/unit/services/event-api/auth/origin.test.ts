import { describe, expect, it } from "@jest/globals";
import { originMatches } from "../../../../../services/event-api/src/auth/origin";

describe("originMatches", () => {
  const base = "http://localhost:3003/";

  it.each([
    ["the exact origin", "http://localhost:3003"],
    ["a different host case", "http://LOCALHOST:3003"],
  ])("accepts %s", (_, origin) => {
    expect(originMatches(origin, base)).toBe(true);
  });

  it("ignores the base URL's path and normalises default ports", () => {
    expect(originMatches("https://app.example.com", "https://app.example.com:443/some/path/")).toBe(true);
    expect(originMatches("http://app.example.com", "http://app.example.com:80")).toBe(true);
  });

  it.each([
    ["another scheme", "https://localhost:3003"],
    ["another host", "http://127.0.0.1:3003"],
    ["another port", "http://localhost:3004"],
    ["no port (80)", "http://localhost"],
    ["a subdomain", "http://evil.localhost:3003"],
    ["no Origin", undefined],
    ["the opaque origin null", "null"],
    ["garbage", "not a url"],
    ["another protocol", "ftp://localhost:3003"],
  ])("refuses %s", (_, origin) => {
    expect(originMatches(origin, base)).toBe(false);
  });
});
