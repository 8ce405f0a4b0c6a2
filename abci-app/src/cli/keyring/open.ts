import { homeLayout } from "../../node/home";
import { MemoryKeyStore } from "./key-store";
import { LocalKeyring } from "./local-keyring";
import { TestKeyStore } from "./test-key-store";
import type { Keyring } from "./types";

/** The backends --keyring-backend accepts; the default is "test" until the encrypted backends exist. */
export const KEYRING_BACKENDS = ["test", "os", "file"] as const;
export type KeyringBackend = (typeof KEYRING_BACKENDS)[number];
export const DEFAULT_KEYRING_BACKEND: KeyringBackend = "test";

const NOT_YET: readonly string[] = ["os", "file"];

export interface OpenKeyringOptions {
  /** A --keyring-backend value. */
  readonly backend: string;
  readonly home: string;
  /** The chain's bech32 account prefix ("hid"). */
  readonly prefix: string;
}

/** Opens the keyring of a backend under a home directory; unknown and not yet supported backends are clear errors. */
export function openKeyring(options: OpenKeyringOptions): Keyring {
  const { backend, home, prefix } = options;
  if (backend === "test") return new LocalKeyring("test", new TestKeyStore(homeLayout(home).keyringTestDir), prefix);
  if (NOT_YET.includes(backend)) {
    throw new Error(`keyring backend "${backend}" is not supported yet: use --keyring-backend test (unencrypted, for development only)`);
  }
  throw new Error(`unknown keyring backend "${backend}": expected one of ${KEYRING_BACKENDS.join(", ")}`);
}

/** A keyring that keeps keys in memory only (for --dry-run and tests). */
export function memoryKeyring(prefix: string): Keyring {
  return new LocalKeyring("memory", new MemoryKeyStore(), prefix);
}
