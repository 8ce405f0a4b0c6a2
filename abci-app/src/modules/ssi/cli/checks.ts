import type { Did } from "../types/generated/ssi/v1/did";
import { decodeMultibase, encodeBase58btc } from "../../../../../lib/multibase";
import type { VerKey } from "./ver-key";

/** A verification method id is a DID URL, `<did>#<fragment>`: the chain looks the signer up by the part before `#`. */
export function checkVerificationMethodId(vmId: string, what = "verification_method_id"): void {
  const hash = vmId.indexOf("#");
  if (hash <= 0 || hash === vmId.length - 1) {
    throw new Error(`${what} ${JSON.stringify(vmId)} is not a DID URL <did>#<key name>, such as did:hid:devnet:z…#key-1`);
  }
}

/**
 * When the document lists the signing verification method with a 32-byte key, the private key must be its
 * key. Only for a new document: an update may be signed by the previous key of a rotated method.
 */
export function checkKeyOfNewDocument(document: Did, vmId: string, key: VerKey): void {
  const method = document.verificationMethod.find((vm) => vm.id === vmId);
  if (method === undefined) return;
  let listed: Uint8Array;
  try {
    listed = decodeMultibase(method.publicKeyMultibase);
  } catch {
    return;
  }
  if (listed.length === 32 && Buffer.compare(listed, key.publicKey) !== 0) {
    throw new Error(
      `--ver-key does not belong to ${vmId}: its public key is ${encodeBase58btc(key.publicKey)}, the document lists ${method.publicKeyMultibase}`,
    );
  }
}
