import { Option, type Command } from "commander";
import type { GlobalOptions } from "../../../lib/cli-kit/options";
import { DEFAULT_KEYRING_BACKEND, KEYRING_BACKENDS, keyringSessionOf, type Keyring } from "./keyring";
import { homeBech32Prefix } from "./genesis/file";

export function keyringBackendOption(): Option {
  return new Option(
    "--keyring-backend <backend>",
    "where keys are stored: test (unencrypted, development only), file (encrypted with a passphrase) or os (the system's credential store)",
  )
    .choices(KEYRING_BACKENDS)
    .default(DEFAULT_KEYRING_BACKEND);
}

export function keyringDirOption(): Option {
  return new Option("--keyring-dir <dir>", "the directory that holds keyring-test/ and keyring-file/ (default: --home)");
}

/**
 * The keyring chosen by --keyring-backend under --keyring-dir (else --home), reporting addresses with the chain's
 * prefix; one instance per run, so a file keyring asks for its passphrase once.
 */
export function keyringFor(cmd: Command): Keyring {
  const { home, keyringBackend, keyringDir } = cmd.optsWithGlobals<GlobalOptions & { keyringBackend: string; keyringDir?: string }>();
  return keyringSessionOf(cmd).open({ backend: keyringBackend, dir: keyringDir ?? home, prefix: homeBech32Prefix(home) });
}
