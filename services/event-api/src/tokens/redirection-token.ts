import { jwtVerify, SignJWT } from "jose";
import { DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS } from "./lifetimes";

export const REDIRECTION_TOKEN_TYPE = "UserRedirectionAccess";

export interface RedirectionClaims {
  appId: string;
  externalUserId: string;
  isEmail: boolean;
  eventId: string;
}

/** The token an app hands its user for the event form: HS256, the original's claims plus eventId. */
export async function signRedirectionToken(
  claims: RedirectionClaims,
  secret: Uint8Array,
  nowSeconds: number,
  ttlSeconds = DEFAULT_REDIRECTION_TOKEN_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ ...claims, tokenType: REDIRECTION_TOKEN_TYPE })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(secret);
}

/** The token's claims, or undefined when its signature, type, claims or expiry are wrong. */
export async function verifyRedirectionToken(token: string, secret: Uint8Array, nowSeconds: number): Promise<RedirectionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(nowSeconds * 1000) });
    const { appId, externalUserId, isEmail, eventId, tokenType } = payload;
    if (tokenType !== REDIRECTION_TOKEN_TYPE) return undefined;
    if (typeof appId !== "string" || typeof externalUserId !== "string" || typeof eventId !== "string") return undefined;
    if (typeof isEmail !== "boolean") return undefined;
    return { appId, externalUserId, isEmail, eventId };
  } catch {
    return undefined;
  }
}
