/**
 * CreateDID transactions for the benchmarks: each a new DID document controlled by its own Ed25519 key, signed by that
 * key over the ssi SignPayload (docs/ssi-signing.md) as the module requires, in a transaction from a funded sender.
 */
import { sign, type KeyObject } from "node:crypto";
import { ed25519PublicKey } from "../../abci-app/src/crypto/ed25519";
import { ed25519KeyObject } from "../../lib/ed25519-private-key";
import { Did } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { MsgCreateDID } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { signBytes } from "../../abci-app/src/modules/ssi/types/sign-payload";
import { sha256 } from "../../abci-app/src/types/hash";
import { encodeBase58btc } from "../../lib/multibase";
import { signedTx, type Sender } from "./chain";

export const CREATE_DID_TYPE_URL = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

/** A DID and its method-specific id, the base58btc public key of its verification method. */
export interface DidName {
  readonly id: string;
  readonly msi: string;
}

export interface DidKey extends DidName {
  /** The Ed25519 key behind `msi`, imported once: importing it is most of the cost of signing. */
  readonly privateKey: KeyObject;
}

/** A 45-character `z…` method-specific id; from a real key when it must sign. */
export function msiOf(bytes: Uint8Array): string | undefined {
  const msi = encodeBase58btc(bytes);
  return msi.length === 45 ? msi : undefined;
}

/** `did:hid:<namespace>:<msi>`, or `did:hid:<msi>` on the main network's namespace (""). */
export function didId(namespace: string, msi: string): string {
  return namespace === "" ? `did:hid:${msi}` : `did:hid:${namespace}:${msi}`;
}

/**
 * DID keys derived from `label` one after the other, endlessly (about 6% of the seeds are skipped: their public key's
 * method-specific id is not 45 characters long). A generator, so that a large load never holds all its keys at once.
 */
export function* didKeyStream(label: string, namespace: string): Generator<DidKey, never> {
  for (let i = 0; ; i++) {
    const seed = sha256(new TextEncoder().encode(`${label} ${i}`));
    const privateKey = ed25519KeyObject(seed);
    const msi = msiOf(ed25519PublicKey(seed));
    if (msi !== undefined) yield { privateKey, msi, id: didId(namespace, msi) };
  }
}

export function didKeys(count: number, label: string, namespace: string): DidKey[] {
  const keys: DidKey[] = [];
  for (const key of didKeyStream(label, namespace)) {
    if (keys.length === count) break;
    keys.push(key);
  }
  return keys;
}

/** The document: one Ed25519 verification method, the DID's own key, for authentication and assertion. */
export function didDocument(key: DidName): Did {
  const method = `${key.id}#key-1`;
  return Did.fromPartial({
    context: ["https://www.w3.org/ns/did/v1"],
    id: key.id,
    controller: [key.id],
    verificationMethod: [{ id: method, type: "Ed25519VerificationKey2020", controller: key.id, publicKeyMultibase: key.msi }],
    authentication: [method],
    assertionMethod: [method],
  });
}

/**
 * A MsgCreateDID of `key`'s document, signed by the key for `chainId`, in a transaction `sender` signs with its next
 * sequence. `legacy`: the key signs the document bytes alone, as hid-node v0.1 wants (docs/ssi-signing.md).
 */
export function createDidTx(sender: Sender, key: DidKey, chainId: string, legacy = false): Uint8Array {
  const doc = didDocument(key);
  const signature = sign(null, signBytes({ chainId, operation: "CreateDID", version: "", document: Did.encode(doc).finish() }, legacy), key.privateKey);
  const msg = MsgCreateDID.fromPartial({
    didDocString: doc,
    signatures: [{ verificationMethodId: `${key.id}#key-1`, signature: signature.toString("base64") }],
    creator: sender.address,
  });
  return signedTx(sender, [{ typeUrl: CREATE_DID_TYPE_URL, value: MsgCreateDID.encode(msg).finish() }], chainId);
}
