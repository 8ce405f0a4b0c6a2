import { createHash, timingSafeEqual } from "node:crypto";

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * A check of `Authorization: Bearer <token>` against one expected token, in constant time (both sides are
 * hashed first, so neither the length nor a prefix of the token leaks).
 */
export function bearerTokenMatcher(expectedToken: string): (authorization: string | undefined) => boolean {
  const expected = digest(expectedToken);
  return (authorization) => {
    const match = /^Bearer (.+)$/.exec(authorization ?? "");
    return match !== null && timingSafeEqual(digest(match[1]!), expected);
  };
}
