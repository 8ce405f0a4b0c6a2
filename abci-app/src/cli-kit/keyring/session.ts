import type { Command } from "commander";
import type { LedgerContext } from "../context";
import { backendDir, openKeyring, type OpenKeyringOptions } from "./open";
import { streamPrompter, type SecretPrompter } from "./prompt";
import type { Keyring } from "./types";

/**
 * The keyrings one run of the CLI opens: each backend and directory is opened once, so a command that looks a key
 * up several times (resolve --from, read its public key, sign) asks for a file keyring's passphrase once, and the
 * test backend's warning is printed once.
 */
export class KeyringSession {
  private readonly opened = new Map<string, Keyring>();

  constructor(
    private readonly prompter: SecretPrompter,
    private readonly warn: (text: string) => void,
  ) {}

  open(options: Omit<OpenKeyringOptions, "prompter">): Keyring {
    const id = JSON.stringify([options.backend, options.dir, options.prefix]);
    let keyring = this.opened.get(id);
    if (keyring === undefined) {
      keyring = openKeyring({ ...options, prompter: this.prompter });
      this.opened.set(id, keyring);
      if (options.backend === "test") this.warn(testBackendWarning(backendDir(options.dir, "test")));
    }
    return keyring;
  }
}

export function testBackendWarning(dir: string): string {
  return (
    `WARNING: the test keyring backend keeps private keys unencrypted in ${dir}; it is for development and test ` +
    "networks only. Keep real funds in --keyring-backend file or os.\n"
  );
}

const sessions = new WeakMap<Command, KeyringSession>();

/** Gives a command tree its session; every command under `program` finds it with {@link keyringSessionOf}. */
export function bindKeyringSession(program: Command, session: KeyringSession): void {
  sessions.set(program, session);
}

export function keyringSessionOf(cmd: Command): KeyringSession {
  let root = cmd;
  while (root.parent !== null) root = root.parent;
  const session = sessions.get(root);
  if (session === undefined) throw new Error("internal error: no keyring session is bound to this command tree (bindKeyringSession)");
  return session;
}

/** The session of one CLI run: prompts and warnings on the run's stderr, answers from its stdin. */
export function keyringSessionFor(ctx: LedgerContext): KeyringSession {
  return new KeyringSession(streamPrompter({ stdin: ctx.runtime.stdin, lines: ctx.lines, err: ctx.err }), ctx.err);
}
