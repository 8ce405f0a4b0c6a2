import type { LedgerContext } from "../../../cli-kit/context";
import { MIN_PASSPHRASE_LENGTH, streamPrompter } from "../../../cli-kit/keyring";

/**
 * Asks for an export or import passphrase (hidden on a terminal, one line of stdin otherwise). New passphrases must
 * have the SDK's minimum length; an import passphrase is whatever the exporting tool accepted.
 */
export async function askPassphrase(ctx: LedgerContext, question: string, options: { minLength?: boolean } = {}): Promise<string> {
  const prompter = streamPrompter({ stdin: ctx.runtime.stdin, lines: ctx.lines, err: ctx.err });
  const passphrase = await prompter.secret(question);
  if (passphrase === undefined) throw new Error("no passphrase was given");
  if (options.minLength !== false && [...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new Error(`the passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters`);
  }
  return passphrase;
}
