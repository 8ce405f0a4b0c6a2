import { jwtVerify, SignJWT } from "jose";
import { SESSION_TTL_SECONDS } from "./lifetimes";

const SESSION_TOKEN_TYPE = "EventFormSession";

/** The event form's sign-in: an HS256 token naming the platform user. */
export async function signSessionToken(userId: string, secret: Uint8Array, nowSeconds: number): Promise<string> {
  return new SignJWT({ tokenType: SESSION_TOKEN_TYPE })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + SESSION_TTL_SECONDS)
    .sign(secret);
}

/** The signed-in user's id, or undefined for a bad or expired token. */
export async function verifySessionToken(token: string, secret: Uint8Array, nowSeconds: number): Promise<string | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(nowSeconds * 1000) });
    return payload.tokenType === SESSION_TOKEN_TYPE && typeof payload.sub === "string" ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}
