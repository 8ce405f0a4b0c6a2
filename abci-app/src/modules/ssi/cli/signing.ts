import type { Command } from "commander";
import { encodeStdBase64 } from "../../../cli-kit/base64";
import { resolveChainId, signingChainId, type TxContext } from "../../../cli-kit/tx";
import { signEd25519 } from "../../../crypto/ed25519";
import { signBytes, type SsiOperation } from "../types/sign-payload";
import type { VerKey } from "./ver-key";

/** How to sign: idledger's payload for one chain, or hid-node v0.1's document bytes alone. */
export type SigningMode = { readonly legacy: true } | { readonly legacy: false; readonly chainId: string };

/**
 * The signing mode of a command from --legacy-signature and the chain ID (--chain-id, else the home's genesis).
 * The default payload binds the chain, so without a chain ID there is nothing to sign.
 */
export function signingMode(cmd: Command): SigningMode {
  if (cmd.opts<{ legacySignature?: boolean }>().legacySignature === true) return { legacy: true };
  const chainId = resolveChainId(cmd);
  if (chainId === undefined) {
    throw new Error("--chain-id is required to sign: idledger's ssi signatures bind the chain (or use --legacy-signature for a hid-node v0.1 signature)");
  }
  return { legacy: false, chainId };
}

/**
 * The signing mode of a tx command: as {@link signingMode}, except that a transaction about to be signed and
 * broadcast (or simulated) takes the chain ID from the node when neither --chain-id nor the home's genesis gives one,
 * as the transaction's own signature does.
 */
export async function txSigningMode(cmd: Command, tx: TxContext): Promise<SigningMode> {
  if (cmd.opts<{ legacySignature?: boolean }>().legacySignature === true || tx.mode === "generate-only") return signingMode(cmd);
  return { legacy: false, chainId: await signingChainId(cmd, tx) };
}

/** The base64 Ed25519 signature of a document for an operation at a version (docs/ssi-signing.md). */
export function signDocument(key: VerKey, mode: SigningMode, operation: SsiOperation, version: string, document: Uint8Array): string {
  const bytes = signBytes({ chainId: mode.legacy ? "" : mode.chainId, operation, version, document }, mode.legacy);
  return encodeStdBase64(signEd25519(bytes, key.privateKey));
}
