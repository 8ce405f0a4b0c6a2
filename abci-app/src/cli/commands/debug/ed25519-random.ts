import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import { ed25519PublicKey } from "../../../crypto/ed25519";
import { encodeBase58btc } from "../../../../../lib/multibase";
import { encodeStdBase64 } from "../../../cli-kit/base64";
import type { LedgerContext } from "../../../cli-kit/context";

/** hid-node v0.1 ids and keys are "z" + base58btc of a 32-byte key, exactly 45 characters (§2.1 of the reference). */
const MULTIBASE_LENGTH = 45;

/** The key as hid-node's `debug ed25519 random` prints it, in its field order. */
export interface Ed25519KeyInfo {
  readonly pub_key_base_64: string;
  readonly pub_key_multibase: string;
  /** Go's 64-byte private key: seed ‖ public key. */
  readonly priv_key_base_64: string;
}

/** A fresh key whose multibase form has 45 characters (about one key in twenty is shorter and drawn again). */
export function randomEd25519KeyInfo(nextSeed: () => Uint8Array = () => randomBytes(32)): Ed25519KeyInfo {
  for (;;) {
    const seed = nextSeed();
    const publicKey = ed25519PublicKey(seed);
    const multibase = encodeBase58btc(publicKey);
    if (multibase.length !== MULTIBASE_LENGTH) continue;
    return {
      pub_key_base_64: encodeStdBase64(publicKey),
      pub_key_multibase: multibase,
      priv_key_base_64: encodeStdBase64(Buffer.concat([seed, publicKey])),
    };
  }
}

export function registerEd25519Random(ed25519: Command, ctx: LedgerContext): void {
  ed25519
    .command("random")
    .description("Generate a random Ed25519 key pair for a DID's verification method (JSON: public key in base64 and multibase, private key in base64)")
    .action(() => ctx.out(`${JSON.stringify(randomEd25519KeyInfo())}\n`));
}
