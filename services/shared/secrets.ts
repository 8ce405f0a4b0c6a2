import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The secret kept in `<dataDir>/<name>`, made (32 random bytes, base64url, mode 0600) on first use. Two
 * instances starting together agree: the file is created exclusively and the loser reads the winner's.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to make a new one`);
  return secret;
}

export const ADMIN_TOKEN_FILE = "admin-token";
export const TOKEN_SECRET_FILE = "token-secret";
