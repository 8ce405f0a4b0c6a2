import fs from "node:fs";
import { Option, type Command } from "commander";
import { AuthInfo, type Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { CometRpcClient } from "../../../comet/rpc-client";
import { secp256k1PubKeyAny } from "../../../crypto/pubkey";
import type { LedgerContext } from "../../../cli-kit/context";
import { KeyNotFoundError } from "../../../cli-kit/keyring";
import { keyringFor } from "../../../cli-kit/options";
import { directSignerInfo, signDirect, signerAccount, signingChainId, signingOptions, txToJson, type SigningFlags } from "../../../cli-kit/tx";
import type { MessageRegistry } from "../../../cli-kit/tx/message-codecs";
import { readTxFile } from "../../../cli-kit/tx/tx-file";

interface SignFlags extends SigningFlags {
  readonly outputDocument?: string;
  readonly overwrite?: boolean;
}

/**
 * `tx sign <file> --from <key>`: signs a transaction that `--generate-only` printed (SIGN_MODE_DIRECT, one signer)
 * and prints it signed, ready for `tx broadcast`. Account number and sequence come from the node unless given.
 */
export function registerTxSign(tx: Command, ctx: LedgerContext): void {
  const cmd = tx
    .command("sign")
    .description("Sign a transaction generated with --generate-only; print the signed transaction as JSON")
    .argument("<file>", "the unsigned transaction as JSON, or - for standard input");
  for (const option of signingOptions()) cmd.addOption(option);
  cmd
    .addOption(new Option("--output-document <file>", "write the signed transaction to this file instead of standard output"))
    .addOption(new Option("--overwrite", "replace a signature the transaction already has"))
    .action(async (file: string, opts: SignFlags, self: Command) => {
      if (opts.from === undefined || opts.from.trim() === "") throw new Error("--from is required: the name or address of the key that signs");
      const unsigned = await readTxFile(ctx, file);
      const signer = soleSigner(unsigned, ctx.messages);
      if (unsigned.signatures.length > 0 && opts.overwrite !== true) {
        throw new Error("the transaction is already signed: use --overwrite to replace its signature (SIGN_MODE_DIRECT signs for one signer)");
      }
      const keyring = keyringFor(self);
      const key = await keyring.get(opts.from).catch((err: unknown) => {
        throw err instanceof KeyNotFoundError ? new Error(`--from ${opts.from} is not a key in the ${keyring.backend} keyring`) : err;
      });
      if (key.address !== signer) throw new Error(`--from ${opts.from} is ${key.address}, but the transaction's messages are to be signed by ${signer}`);

      const offline = opts.offline === true;
      const connection = offline ? { offline: true as const } : { offline: false as const, client: new CometRpcClient(opts.node) };
      const account = await signerAccount(signer, opts, connection, ctx.accounts);
      const chainId = await signingChainId(self, { offline, node: opts.node });
      const authInfo = AuthInfo.fromPartial({ ...unsigned.authInfo, signerInfos: [directSignerInfo(secp256k1PubKeyAny(key.pubkey), account.sequence)] });
      const signed = await signDirect(await keyring.signer(key.address), signer, {
        body: unsigned.body!,
        authInfo,
        chainId,
        accountNumber: account.accountNumber,
      });
      const json = `${JSON.stringify(txToJson(signed.tx, ctx.messages))}\n`;
      if (opts.outputDocument === undefined) ctx.out(json);
      else fs.writeFileSync(opts.outputDocument, json);
    });
}

/** The one account that must sign; SIGN_MODE_DIRECT as the SDK's CLI uses it signs for one signer only. */
function soleSigner(tx: Tx, messageTypes: MessageRegistry): string {
  const messages = tx.body?.messages ?? [];
  if (messages.length === 0) throw new Error("the transaction has no messages: there is nothing to sign");
  const signers = [...new Set(messages.flatMap((m) => messageTypes.signers(m)))];
  if (signers.length !== 1)
    throw new Error(`the transaction's messages have ${signers.length} signers (${signers.join(", ")}): signing in SIGN_MODE_DIRECT supports one signer only`);
  return signers[0]!;
}
