import { jwtVerify, SignJWT } from "jose";
import { SESSION_TTL_SECONDS } from "./lifetimes";

const SESSION_TOKEN_TYPE = "EventFormSession";

/** Who is signed in on the event form: an account, and the app it belongs to (the only app whose events it acts on). */
export interface FormSession {
  userId: string;
  appId: string;
}

/** The event form's sign-in: an HS256 token naming the account (sub) and its app (appId). */
export async function signSessionToken(session: FormSession, secret: Uint8Array, nowSeconds: number): Promise<string> {
  return new SignJWT({ tokenType: SESSION_TOKEN_TYPE, appId: session.appId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(session.userId)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + SESSION_TTL_SECONDS)
    .sign(secret);
}

/** The session, or undefined for a bad or expired token, or one without an app (made before sessions named one). */
export async function verifySessionToken(token: string, secret: Uint8Array, nowSeconds: number): Promise<FormSession | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(nowSeconds * 1000) });
    const { tokenType, sub, appId } = payload;
    if (tokenType !== SESSION_TOKEN_TYPE || typeof sub !== "string" || typeof appId !== "string") return undefined;
    return { userId: sub, appId };
  } catch {
    return undefined;
  }
}
