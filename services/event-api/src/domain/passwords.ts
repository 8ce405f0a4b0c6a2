import { hashSecret, verifySecret } from "../../../shared/scrypt-hash";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;

// NFKC, so that the same password typed on two keyboards (composed or decomposed accents) matches.
export async function hashPassword(password: string): Promise<string> {
  return hashSecret(password.normalize("NFKC"));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifySecret(password.normalize("NFKC"), stored);
}
