import type { Command } from "commander";
import { encodeStdBase64 } from "../../../cli-kit/base64";
import { queryMethod, QueryFailedError } from "../../../cli-kit/query";
import { resolveChainId, signingChainId, type TxContext } from "../../../cli-kit/tx";
import { CometRpcClient } from "../../../comet/rpc-client";
import { signEd25519 } from "../../../crypto/ed25519";
import { SSI_QUERY } from "../types/query";
import { signBytes, type SsiOperation } from "../types/sign-payload";
import type { VerKey } from "./ver-key";

/** How to sign: idledger's payload for one chain, or hid-node v0.1's document bytes alone. */
export type SigningMode = { readonly legacy: true } | { readonly legacy: false; readonly chainId: string };

/**
 * The signing mode of a command that asks no node (a tx command with --offline, `debug ed25519 sign-ssi-doc`):
 * hid-node v0.1's bytes with --legacy-signature, else idledger's payload for the chain ID (--chain-id, else the
 * home's genesis). The default payload binds the chain, so without a chain ID there is nothing to sign.
 */
export function signingMode(cmd: Command): SigningMode {
  if (legacyFlag(cmd)) return { legacy: true };
  const chainId = resolveChainId(cmd);
  if (chainId === undefined) {
    throw new Error("--chain-id is required to sign: idledger's ssi signatures bind the chain (or use --legacy-signature for a hid-node v0.1 signature)");
  }
  return { legacy: false, chainId };
}

/**
 * The signing mode of a tx command. With --offline, as {@link signingMode}: the flag decides. Otherwise the chain
 * decides: the command asks the node's ssi Params query and signs hid-node v0.1's bytes iff the chain's genesis
 * sets `legacy_signatures`, else idledger's payload for the chain ID (--chain-id, the home's genesis, else the
 * node's). --legacy-signature against a chain that does not accept legacy signatures is refused here, before
 * anything is signed or sent.
 */
export async function txSigningMode(cmd: Command, tx: TxContext): Promise<SigningMode> {
  if (tx.offline) return signingMode(cmd);
  if (await chainSignsLegacy(tx.node, legacyFlag(cmd))) return { legacy: true };
  return { legacy: false, chainId: await signingChainId(cmd, tx) };
}

/** The base64 Ed25519 signature of a document for an operation at a version (docs/ssi-signing.md). */
export function signDocument(key: VerKey, mode: SigningMode, operation: SsiOperation, version: string, document: Uint8Array): string {
  const bytes = signBytes({ chainId: mode.legacy ? "" : mode.chainId, operation, version, document }, mode.legacy);
  return encodeStdBase64(signEd25519(bytes, key.privateKey));
}

function legacyFlag(cmd: Command): boolean {
  return cmd.opts<{ legacySignature?: boolean }>().legacySignature === true;
}

/**
 * Whether the chain of the node at `node` takes hid-node v0.1 signatures: its Params answer's `legacy_signatures`.
 * A node without idledger's Params query (hid-node v0.1 answers "unknown query path") cannot say: the command then
 * signs hid-node v0.1's bytes only when --legacy-signature asks for them.
 */
async function chainSignsLegacy(node: string, flag: boolean): Promise<boolean> {
  let legacy: boolean;
  try {
    legacy = (await queryMethod(new CometRpcClient(node), SSI_QUERY.Params, {})).legacySignatures;
  } catch (err) {
    if (err instanceof QueryFailedError && isUnknownQuery(err)) {
      if (flag) return true;
      throw new Error(
        `the node at ${node} does not answer idledger's ssi Params query (${err.message}), so the chain's signing mode is unknown: for a hid-node v0.1 chain, sign its way with --legacy-signature`,
      );
    }
    throw new Error(`cannot learn the chain's ssi signing mode (ssi Params query; with --offline nothing is asked): ${(err as Error).message}`);
  }
  if (flag && !legacy) {
    throw new Error(
      `--legacy-signature: the chain of the node at ${node} does not accept hid-node v0.1 signatures (legacy_signatures is false, see q ssi params): leave the flag out to sign idledger's payload`,
    );
  }
  return legacy;
}

/** The SDK's "unknown query path" (sdk 6), what a node without the Params method answers. */
function isUnknownQuery(err: QueryFailedError): boolean {
  return err.codespace === "sdk" && err.code === 6;
}
