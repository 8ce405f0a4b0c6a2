import fs from "node:fs";
import path from "node:path";
import type { SecretPrompter } from "../../../abci-app/src/cli-kit/keyring";
import type { ScryptParams } from "../../../abci-app/src/cli-kit/keyring/kdf";

/** The private key of fixtures.MNEMONIC at m/44'/118'/0'/0/0. */
export const PRIVKEY = "e5c70fc7da5553f8b6c32e7a69dda46698d857e587437c6e5009b0ad267311b2";

/**
 * Written by the Cosmos SDK v0.47.17's crypto.EncryptArmorPrivKey(PRIVKEY, "sdk export passphrase", "secp256k1"),
 * the function behind `keys export` (bcrypt cost 12, secretbox); headers in Go's map order.
 */
export const SDK_EXPORT = `-----BEGIN TENDERMINT PRIVATE KEY-----
salt: 5ABC21A4B3ABDA304FBFFC6541FEF7FC
type: secp256k1
kdf: bcrypt

zKUoxi7j9MCiiz/0IO0YSlQQQklQ5jZ9UwxGKdvHCC/Z0nQ9pbJ8h67Dvvp1fiiY
vNhZcxLwlPgaonuUQFfx2h2GZy0So8yBbZWmd14=
=dPA/
-----END TENDERMINT PRIVATE KEY-----
`;
export const SDK_PASSPHRASE = "sdk export passphrase";

/** A cheap scrypt cost so that unit tests run fast; the CLI always uses the default cost. */
export const FAST_KDF: ScryptParams = { N: 1024, r: 8, p: 1 };

/** Answers prompts from a list, records what was asked and noticed; undefined once the answers run out. */
export function scriptedPrompter(answers: readonly string[], interactive = false): SecretPrompter & { questions: string[]; notices: string[] } {
  const queue = [...answers];
  const questions: string[] = [];
  const notices: string[] = [];
  return {
    interactive,
    questions,
    notices,
    notice: (text) => void notices.push(text),
    secret: async (question) => {
      questions.push(question);
      return queue.shift();
    },
  };
}

/** Every file under `dir` with its bytes and mode, to show that an operation changed nothing. */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(dir, name);
    const stat = fs.statSync(file);
    out[name] = stat.isDirectory()
      ? `dir ${(stat.mode & 0o777).toString(8)}`
      : `${(stat.mode & 0o777).toString(8)} ${fs.readFileSync(file).toString("base64")}`;
  }
  return out;
}
