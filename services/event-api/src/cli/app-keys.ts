import { randomBytes } from "node:crypto";
import type { Command } from "commander";
import secp256k1 from "secp256k1";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { addressOfPublicKey, parsePrivateKey, personalMessageHash, personalSign } from "../auth/personal-sign";

/**
 * Developer tools for an app's side of the event API, to try it with curl: `new-app-key` makes the key an app signs
 * with (its address is what `app register --wallet-address` takes), `sign-request` signs a message as an app's
 * server does and prints the request body.
 */
export function registerAppKeyCommands(parent: Command, ctx: CommandContext): void {
  parent
    .command("new-app-key")
    .description("Make an app's signing key: prints {privateKey, address} (keep the private key on the app's server)")
    .action(() => {
      let privateKey: Uint8Array;
      do privateKey = randomBytes(32);
      while (!secp256k1.privateKeyVerify(privateKey));
      const address = addressOfPublicKey(secp256k1.publicKeyCreate(privateKey, false));
      ctx.out(`${JSON.stringify({ privateKey: `0x${Buffer.from(privateKey).toString("hex")}`, address })}\n`);
    });

  parent
    .command("sign-request")
    .description("Sign a request's message with an app's key (EIP-191 personal_sign); prints the body {message, appsign, messageHash}")
    .argument("<message_json>", 'the message, e.g. {"appId":"…","metaData":{"page":1,"limit":10}}; iat and exp are added when missing')
    .requiredOption("--key <private_key>", "the app's private key, 0x and 64 hex digits (from new-app-key)")
    .option("--valid-for <seconds>", "exp when the message has none: this many seconds after iat", "300")
    .action((messageJson: string, opts: { key: string; validFor: string }) => {
      const privateKey = parsePrivateKey(opts.key);
      if (!privateKey) throw new Error("--key: not a secp256k1 private key (0x and 64 hex digits)");
      const validFor = Number(opts.validFor);
      if (!Number.isSafeInteger(validFor) || validFor <= 0) throw new Error(`--valid-for: not a positive number of seconds: ${opts.validFor}`);
      const message = parseMessage(messageJson);
      const iat = message.iat ?? Math.floor(Date.now() / 1000);
      const signed = { ...message, iat, exp: message.exp ?? (typeof iat === "number" ? iat + validFor : iat) };
      const text = JSON.stringify(signed);
      ctx.out(`${JSON.stringify({ message: signed, appsign: personalSign(text, privateKey), messageHash: personalMessageHash(text) })}\n`);
    });
}

function parseMessage(json: string): Record<string, unknown> {
  let message: unknown;
  try {
    message = JSON.parse(json);
  } catch (err) {
    throw new Error(`message_json: not JSON: ${(err as Error).message}`);
  }
  if (typeof message !== "object" || message === null || Array.isArray(message)) throw new Error("message_json: not a JSON object");
  return message as Record<string, unknown>;
}
