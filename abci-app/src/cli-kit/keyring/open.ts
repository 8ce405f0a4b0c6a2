import path from "node:path";
import { FileKeyStore } from "./file-key-store";
import type { ScryptParams } from "./kdf";
import { MemoryKeyStore, type KeyStore } from "./key-store";
import { LocalKeyring } from "./local-keyring";
import { OsKeyStore } from "./os-key-store";
import { noPrompter, type SecretPrompter } from "./prompt";
import { TestKeyStore } from "./test-key-store";
import type { Keyring } from "./types";

/** The backends --keyring-backend accepts. The default stays "test", the one a development chain needs. */
export const KEYRING_BACKENDS = ["test", "file", "os"] as const;
export type KeyringBackend = (typeof KEYRING_BACKENDS)[number];
export const DEFAULT_KEYRING_BACKEND: KeyringBackend = "test";

export interface OpenKeyringOptions {
  /** A --keyring-backend value. */
  readonly backend: string;
  /** Where the test and file backends keep their directories (`keyring-test/`, `keyring-file/`): --keyring-dir, else the home. */
  readonly dir: string;
  /** The chain's bech32 account prefix ("hid"). */
  readonly prefix: string;
  /** How the file backend asks for its passphrase; without one, it fails when it would have to ask. */
  readonly prompter?: SecretPrompter;
  /** scrypt cost of a new file keyring (tests lower it; the default is DEFAULT_SCRYPT). */
  readonly fileKdf?: ScryptParams;
  /** The os backend's credential service (tests use their own). */
  readonly osService?: string;
}

/** The directory of a backend's files under a keyring directory, as the SDK names them. */
export function backendDir(dir: string, backend: "test" | "file"): string {
  return path.join(dir, `keyring-${backend}`);
}

/** Opens the keyring of a backend; nothing is read or asked until a key is needed. Unknown backends are clear errors. */
export function openKeyring(options: OpenKeyringOptions): Keyring {
  return new LocalKeyring(options.backend, keyStore(options), options.prefix);
}

function keyStore(options: OpenKeyringOptions): KeyStore {
  switch (options.backend) {
    case "test":
      return new TestKeyStore(backendDir(options.dir, "test"));
    case "file":
      return new FileKeyStore(backendDir(options.dir, "file"), options.prompter ?? noPrompter("no terminal or input to read a passphrase from"), {
        ...(options.fileKdf !== undefined ? { kdf: options.fileKdf } : {}),
      });
    case "os":
      return new OsKeyStore(options.osService);
    default:
      throw new Error(`unknown keyring backend "${options.backend}": expected one of ${KEYRING_BACKENDS.join(", ")}`);
  }
}

/** A keyring that keeps keys in memory only (for --dry-run and tests). */
export function memoryKeyring(prefix: string): Keyring {
  return new LocalKeyring("memory", new MemoryKeyStore(), prefix);
}
