const MAX_EMAIL_LENGTH = 254;
// One @, a non-empty local part without spaces, and a dotted domain of letters, digits and hyphens.
const EMAIL = /^[^\s@]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function isEmailAddress(text: string): boolean {
  return text.length <= MAX_EMAIL_LENGTH && EMAIL.test(text);
}

export function normalizeEmail(text: string): string {
  return text.trim().toLowerCase();
}
