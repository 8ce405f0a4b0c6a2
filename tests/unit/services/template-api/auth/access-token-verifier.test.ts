import { describe, expect, it } from "@jest/globals";
import { AccessTokenError, AccessTokenVerifier, issueAccessToken } from "../../../../../services/template-api/src/auth/access-token";

const KEY = new TextEncoder().encode("access-token-verifier-test-key-0123456789");
const OTHER_KEY = new TextEncoder().encode("another-access-token-key-0123456789abcdef");
const APP = { id: "6274a30fc43e35144642a484", name: "app", secretVersion: 3 };

async function reason(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return err instanceof AccessTokenError ? err.reason : String(err);
  }
}

describe("AccessTokenVerifier", () => {
  it("accepts a token of its key, again from memory, with the token's claims", async () => {
    const verifier = new AccessTokenVerifier(KEY);
    const token = await issueAccessToken(KEY, APP, 1_000, 3_600);
    const expected = { appId: APP.id, secretVersion: 3, expiresAt: 4_600 };
    expect(await verifier.verify(token, 1_000)).toEqual(expected);
    expect(await verifier.verify(token, 2_000)).toEqual(expected);
  });

  it("refuses a remembered token once it expires, as jwtVerify does (exp <= now)", async () => {
    const verifier = new AccessTokenVerifier(KEY);
    const token = await issueAccessToken(KEY, APP, 1_000, 60);
    await verifier.verify(token, 1_000);
    expect(await verifier.verify(token, 1_059)).toMatchObject({ appId: APP.id });
    expect(await reason(verifier.verify(token, 1_060))).toBe("expired");
    expect(await reason(verifier.verify(token, 1_000))).toBeUndefined();
  });

  it("refuses a token of another key, and a changed token, every time", async () => {
    const verifier = new AccessTokenVerifier(KEY);
    const foreign = await issueAccessToken(OTHER_KEY, APP, 1_000, 3_600);
    expect(await reason(verifier.verify(foreign, 1_000))).toBe("invalid");
    expect(await reason(verifier.verify(foreign, 1_000))).toBe("invalid");
    const token = await issueAccessToken(KEY, APP, 1_000, 3_600);
    await verifier.verify(token, 1_000);
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "AB" : "AA"}`;
    expect(await reason(verifier.verify(tampered, 1_000))).toBe("invalid");
  });
});
