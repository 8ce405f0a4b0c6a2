import type { Command } from "commander";
import { decodeMultibase, encodeBase58btc } from "../../../../../../lib/multibase";
import { DID_ID, DID_METHOD, idProblem, namespaceProblem } from "../../../../../../lib/hid-ids";
import { decodeStdBase64 } from "../../../../cli-kit/base64";
import type { LedgerContext } from "../../../../cli-kit/context";
import { nodeOption, queryMethod } from "../../../../cli-kit/query";
import { CometRpcClient } from "../../../../comet/rpc-client";
import { ed25519PublicKey } from "../../../../crypto/ed25519";
import { SSI_QUERY } from "../../types/query";

/** The fragment of the one verification method the new document has. */
const KEY_FRAGMENT = "key-1";

/**
 * `debug did new --key <key>`: a DID document ready for `tx ssi create-did`, for one Ed25519 key: the DID is
 * `did:hid[:<namespace>]:<the key in multibase>`, with the key as its verification method `#key-1`, controller,
 * authentication and assertion method, as hid-node's documents are written. The namespace is the chain's (its ssi
 * Params, asked of --node) unless --namespace gives it.
 */
export function registerDidNew(did: Command, ctx: LedgerContext): void {
  did
    .command("new")
    .description("Print a DID document for an Ed25519 key, ready for tx ssi create-did (its verification method is <did>#key-1)")
    .requiredOption(
      "--key <key>",
      "the key: its public key in multibase (z…) or base64, or its 64-byte private key in base64 (as debug ed25519 random prints them)",
    )
    .option("--namespace <namespace>", "the chain's DID namespace (empty for none); default: the chain's, asked of --node")
    .addOption(nodeOption())
    .action(async (opts: { key: string; namespace?: string; node: string }) => {
      const publicKey = publicKeyOf(opts.key);
      const namespace = opts.namespace ?? (await chainNamespace(opts.node));
      const problem = namespaceProblem(namespace);
      if (problem !== undefined) throw new Error(`--namespace: ${problem}`);
      const id = ["did", DID_METHOD, ...(namespace === "" ? [] : [namespace]), encodeBase58btc(publicKey)].join(":");
      const invalid = idProblem(id, namespace, DID_ID);
      if (invalid !== undefined) throw new Error(`this key makes no valid DID (${invalid.detail}); draw another with debug ed25519 random`);
      ctx.out(`${JSON.stringify(didDocument(id, encodeBase58btc(publicKey)))}\n`);
    });
}

function didDocument(id: string, publicKeyMultibase: string): Record<string, unknown> {
  const method = `${id}#${KEY_FRAGMENT}`;
  return {
    context: ["https://www.w3.org/ns/did/v1"],
    id,
    controller: [id],
    verificationMethod: [{ id: method, type: "Ed25519VerificationKey2020", controller: id, publicKeyMultibase }],
    authentication: [method],
    assertionMethod: [method],
  };
}

/** The Ed25519 public key of --key: a public key (32 bytes, multibase or base64) or Go's private key (64 bytes, base64). */
function publicKeyOf(text: string): Uint8Array {
  const key = text.trim();
  const bytes = key.startsWith("z") ? decodeMultibaseKey(key) : decodeStdBase64(key, "--key");
  if (bytes.length === 32) return bytes;
  if (bytes.length === 64 && !key.startsWith("z")) return ed25519PublicKey(bytes);
  throw new Error(`--key must be an Ed25519 public key (32 bytes, z… or base64) or private key (64 bytes, base64), got ${bytes.length} bytes`);
}

function decodeMultibaseKey(key: string): Uint8Array {
  try {
    return decodeMultibase(key);
  } catch (err) {
    throw new Error(`--key is not multibase base58btc: ${(err as Error).message}`);
  }
}

async function chainNamespace(node: string): Promise<string> {
  try {
    return (await queryMethod(new CometRpcClient(node), SSI_QUERY.Params, {})).params?.chainNamespace ?? "";
  } catch (err) {
    throw new Error(`cannot learn the chain's DID namespace from ${node} (${(err as Error).message}): give it with --namespace ("" for none)`);
  }
}
