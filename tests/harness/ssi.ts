import { Credential, CredentialStatus } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { Did } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import type { MsgCreateDID, MsgDeactivateDID, MsgRegisterCredentialStatus } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { signBytes, type SsiOperation } from "../../abci-app/src/modules/ssi/types/sign-payload";
import { signEd25519 } from "../../abci-app/src/crypto/ed25519";
import { sha256 } from "../../abci-app/src/types/hash";
import { didDocument, testKey, type Key } from "../unit/ssi/setup";

export { didDocument, testKey, type Key };

export const NAMESPACE = "devnet";
export const SSI = { namespace: NAMESPACE };

/** The ssi genesis section of a chain on the devnet namespace, replay-proof signatures. */
export const SSI_GENESIS = { chain_namespace: NAMESPACE, legacy_signatures: false, did_count: "0", schema_count: "0", credential_count: "0" };

export function ssiSignature(chainId: string, operation: SsiOperation, version: string, document: Uint8Array, key: Key): string {
  return Buffer.from(signEd25519(signBytes({ chainId, operation, version, document }, false), key.privateKey)).toString("base64");
}

export function createDid(chainId: string, creator: string, key: Key): { doc: Did; msg: MsgCreateDID } {
  const doc = didDocument(SSI, key);
  const signature = ssiSignature(chainId, "CreateDID", "", Did.encode(doc).finish(), key);
  return { doc, msg: { didDocString: doc, signatures: [{ verificationMethodId: `${doc.id}#key-1`, signature }], creator } };
}

export function deactivateDid(creator: string, doc: Did, version: string, signature: string): MsgDeactivateDID {
  return { creator, didId: doc.id, versionId: version, signatures: [{ verificationMethodId: `${doc.id}#key-1`, signature }] };
}

/** A new Live credential status issued by `issuer` (whose DID is `issuerDid`), its proof dated `created`. */
export function registerCredential(
  chainId: string,
  creator: string,
  issuerDid: string,
  issuer: Key,
  idKey: Key,
  dates: { issuance: string; expiration: string; created: string },
): MsgRegisterCredentialStatus {
  const status = CredentialStatus.fromPartial({
    claim: { id: `vc:hid:${NAMESPACE}:${idKey.multibase}`, currentStatus: "Live", statusReason: "" },
    issuer: issuerDid,
    issuanceDate: dates.issuance,
    expirationDate: dates.expiration,
    credentialHash: "ab".repeat(32),
  });
  return {
    creator,
    credentialStatus: status,
    proof: {
      type: "Ed25519Signature2020",
      created: dates.created,
      updated: dates.created,
      verificationMethod: `${issuerDid}#key-1`,
      proofPurpose: "assertionMethod",
      proofValue: ssiSignature(chainId, "RegisterCredentialStatus", "", CredentialStatus.encode(status).finish(), issuer),
    },
  };
}

/** The version a status change signs: the hex SHA-256 of the stored record. */
export function credentialVersion(stored: Credential): string {
  return Buffer.from(sha256(Credential.encode(stored).finish()))
    .toString("hex")
    .toUpperCase();
}

/** Block time as RFC 3339 seconds, as the chain writes it. */
export function rfc3339(seconds: bigint): string {
  return new Date(Number(seconds) * 1000).toISOString().replace(/\.000Z$/, "Z");
}
