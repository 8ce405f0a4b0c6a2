import type { Command } from "commander";
import { decodeMultibase, encodeBase58btc } from "../../../../../lib/multibase";
import { decodeStdBase64, encodeStdBase64 } from "../../../cli-kit/base64";
import type { LedgerContext } from "../../../cli-kit/context";

/** `base64-multibase58` and `multibase58-base64`: a public key between the two encodings DID documents and tools use. */
export function registerEd25519Conversions(ed25519: Command, ctx: LedgerContext): void {
  ed25519
    .command("base64-multibase58")
    .description("Convert a base64 public key to multibase base58btc (z…)")
    .argument("<base64_public_key>", "the key in standard base64")
    .action((text: string) => ctx.out(`${encodeBase58btc(decodeStdBase64(text, "base64_public_key"))}\n`));
  ed25519
    .command("multibase58-base64")
    .description("Convert a multibase base58btc public key (z…) to base64")
    .argument("<multibase58_public_key>", "the key as z + base58btc")
    .action((text: string) => {
      if (!text.startsWith("z")) throw new Error(`multibase58_public_key must start with z (multibase base58btc), got ${JSON.stringify(text.slice(0, 1))}`);
      let bytes: Uint8Array;
      try {
        bytes = decodeMultibase(text);
      } catch (err) {
        throw new Error(`multibase58_public_key is not base58btc: ${(err as Error).message}`);
      }
      ctx.out(`${encodeStdBase64(bytes)}\n`);
    });
}
