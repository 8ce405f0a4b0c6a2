/** The first words of the warning of the test keyring backend (abci-app/src/cli/keyring/session.ts). */
const WARNING_LINE = /^WARNING: the test keyring backend keeps private keys unencrypted in .*\n/gm;

/** The text without the test keyring's warning lines. */
export function withoutTestKeyringWarning(text: string): string {
  return text.replace(WARNING_LINE, "");
}
