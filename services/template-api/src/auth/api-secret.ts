import { randomBytes } from "node:crypto";

/**
 * An app's API secret: `<prefix>.<secret>`, 16 hex digits then 43 base64url characters (256 bits). The
 * prefix finds the app; the whole key is checked against its scrypt hash. Shown once, never stored.
 */
export interface NewApiSecret {
  prefix: string;
  key: string;
}

const KEY_SHAPE = /^([0-9a-f]{16})\.[A-Za-z0-9_-]{43}$/;

export function newApiSecret(): NewApiSecret {
  const prefix = randomBytes(8).toString("hex");
  return { prefix, key: `${prefix}.${randomBytes(32).toString("base64url")}` };
}

/** The prefix of a well-formed key, or undefined for anything else (which no app can match). */
export function apiSecretPrefix(key: string): string | undefined {
  return KEY_SHAPE.exec(key)?.[1];
}
