import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import { LRUCache } from "lru-cache";

/** Four hours, as the original service. */
export const DEFAULT_ACCESS_TOKEN_TTL_SECONDS = 4 * 3600;
export const GRANT_TYPE = "client_credentials";
const ISSUER = "idledger-template-api";

export interface AccessTokenClaims {
  appId: string;
  /** The app's secret version when the token was issued; a rotation makes every older token invalid. */
  secretVersion: number;
  /** Unix seconds after which the token is refused. */
  expiresAt: number;
}

export type AccessTokenFailure = "expired" | "invalid";

export class AccessTokenError extends Error {
  constructor(readonly reason: AccessTokenFailure) {
    super(reason === "expired" ? "the access token has expired" : "the access token is invalid");
  }
}

/** An HS256 JWT `{appId, appName, grantType, sv, iss, iat, exp}` for POST /api/v1/app/oauth. */
export async function issueAccessToken(
  key: Uint8Array,
  app: { id: string; name: string; secretVersion: number },
  nowSeconds: number,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ appId: app.id, appName: app.name, grantType: GRANT_TYPE, sv: app.secretVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(key);
}

/** The claims of a token this service issued and that has not expired; throws AccessTokenError otherwise. */
export async function verifyAccessToken(key: Uint8Array, token: string, nowSeconds: number): Promise<AccessTokenClaims> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: ISSUER, currentDate: new Date(nowSeconds * 1000), requiredClaims: ["exp"] }));
  } catch (err) {
    throw new AccessTokenError(err instanceof joseErrors.JWTExpired ? "expired" : "invalid");
  }
  const { appId, sv, grantType, exp } = payload;
  if (typeof appId !== "string" || !Number.isSafeInteger(sv) || grantType !== GRANT_TYPE) throw new AccessTokenError("invalid");
  return { appId, secretVersion: sv as number, expiresAt: exp as number };
}

/** How many verified tokens are remembered (about 300 bytes each); the least recently used go first. */
const VERIFIED_TOKENS = 10_000;

/**
 * verifyAccessToken with a memory of the tokens whose signature it has accepted, by their exact text. The HMAC
 * check (WebCrypto, asynchronous) was the costliest step of a template request, and a token's text verifies the
 * same way every time under one key, so it runs once per token. What can change is still checked on every use:
 * the expiry here, against the clock as jwtVerify checks it (refused once exp <= now), and the app and its secret
 * version by authenticate(). Only accepted tokens are remembered, so wrong ones cannot fill the memory.
 */
export class AccessTokenVerifier {
  private readonly verified = new LRUCache<string, AccessTokenClaims>({ max: VERIFIED_TOKENS });

  constructor(private readonly key: Uint8Array) {}

  async verify(token: string, nowSeconds: number): Promise<AccessTokenClaims> {
    const known = this.verified.get(token);
    if (known === undefined) {
      const claims = await verifyAccessToken(this.key, token, nowSeconds);
      this.verified.set(token, claims);
      return claims;
    }
    if (known.expiresAt <= nowSeconds) {
      this.verified.delete(token);
      throw new AccessTokenError("expired");
    }
    return known;
  }
}
