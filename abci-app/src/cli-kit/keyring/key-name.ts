const KEY_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/;

/**
 * Key names become file names in the file-based backends, so they are limited to what is safe everywhere:
 * 1 to 64 letters, digits, ".", "_" or "-", not starting with ".".
 */
export function isValidKeyName(name: string): boolean {
  return KEY_NAME.test(name);
}

export function validateKeyName(name: string): void {
  if (!isValidKeyName(name)) {
    throw new Error(`invalid key name ${JSON.stringify(name)}: use 1 to 64 letters, digits, ".", "_" or "-", not starting with "."`);
  }
}
