import { CREDENTIAL_STATUSES } from "./credential-status";
import { parseValidityPeriod } from "./credential-dates";
import { validateDidDocument } from "./did-document";
import { GenesisState } from "./generated/ssi/v1/genesis";
import { CREDENTIAL_ID, DID_ID, namespaceProblem, SCHEMA_ID, type IdKind } from "../../../../../lib/hid-ids";
import { namespaceOf, validateCredentialId, validateSchemaId } from "./ids";
import { parseRfc3339 } from "../../../types/rfc3339";

/** The ssi genesis (`hypersignprotocol.hidnode.ssi.GenesisState` with idledger's extensions). */
export type SsiGenesisState = GenesisState;

const MAX_UINT64 = (1n << 64n) - 1n;

/** The main network (empty namespace), idledger's replay-proof signatures, no documents. */
export function defaultSsiGenesis(): SsiGenesisState {
  return GenesisState.fromPartial({ chainNamespace: "", legacySignatures: false });
}

/**
 * Stateless checks: the namespaces; every document valid on its own namespace (the chain's, or a former one
 * listed, each used), none twice; every schema's author and credential's issuer among the DIDs; each credential
 * with a known status and RFC 3339 dates (the expiry index needs its expiration date); each counter at least its
 * number of documents. Everything checked here holds for a live chain, so its export always imports. Throws an
 * Error naming the entry.
 */
export function validateSsiGenesis(genesis: SsiGenesisState): void {
  const problem = namespaceProblem(genesis.chainNamespace);
  if (problem !== undefined) throw new Error(`ssi genesis: ${problem}`);
  const former = new Map<string, boolean>();
  genesis.formerNamespaces.forEach((ns, i) => {
    const where = `ssi genesis former_namespaces[${i}]`;
    const nsProblem = namespaceProblem(ns);
    if (nsProblem !== undefined) throw new Error(`${where}: ${nsProblem}`);
    if (ns === genesis.chainNamespace) throw new Error(`${where}: ${JSON.stringify(ns)} is chain_namespace`);
    if (former.has(ns)) throw new Error(`${where}: duplicate namespace ${JSON.stringify(ns)}`);
    former.set(ns, false);
  });
  /** The namespace a document is checked on: its own when it is a former one (marked used), else the chain's. */
  const namespaceFor = (id: string, kind: IdKind): string => {
    const own = namespaceOf(id, kind);
    if (!former.has(own)) return genesis.chainNamespace;
    former.set(own, true);
    return own;
  };

  const dids = new Set<string>();
  genesis.didDocuments.forEach((state, i) => {
    const doc = state.didDocument;
    const where = `ssi genesis did_documents[${i}]${doc === undefined ? "" : ` (${doc.id})`}`;
    if (doc === undefined || state.didDocumentMetadata === undefined) throw new Error(`${where}: didDocument and didDocumentMetadata are required`);
    check(where, () => validateDidDocument(doc, namespaceFor(doc.id, DID_ID)));
    if (dids.has(doc.id)) throw new Error(`${where}: duplicate DID ${doc.id}`);
    dids.add(doc.id);
  });

  const schemas = new Set<string>();
  genesis.schemas.forEach((schema, i) => {
    const where = `ssi genesis schemas[${i}] (${schema.id})`;
    check(where, () => validateSchemaId(schema.id, namespaceFor(schema.id, SCHEMA_ID)));
    if (schemas.has(schema.id)) throw new Error(`${where}: duplicate schema ${schema.id}`);
    if (!dids.has(schema.author)) throw new Error(`${where}: author ${schema.author} is not among the DID documents`);
    schemas.add(schema.id);
  });

  const credentials = new Set<string>();
  genesis.credentials.forEach((credential, i) => {
    const id = credential.claim?.id;
    const where = `ssi genesis credentials[${i}]${id === undefined ? "" : ` (${id})`}`;
    if (credential.claim === undefined || credential.proof === undefined) throw new Error(`${where}: claim and proof are required`);
    const claim = credential.claim;
    check(where, () => validateCredentialId(claim.id, namespaceFor(claim.id, CREDENTIAL_ID)));
    if (credentials.has(claim.id)) throw new Error(`${where}: duplicate credential ${claim.id}`);
    if (!CREDENTIAL_STATUSES.includes(claim.currentStatus)) throw new Error(`${where}: unknown status ${JSON.stringify(claim.currentStatus)}`);
    if (!dids.has(credential.issuer)) throw new Error(`${where}: issuer ${credential.issuer} is not among the DID documents`);
    check(where, () => parseValidityPeriod(credential.issuanceDate, credential.expirationDate));
    for (const [field, value] of [
      ["proof.created", credential.proof.created],
      ["proof.updated", credential.proof.updated],
    ] as const) {
      if (parseRfc3339(value) === undefined) throw new Error(`${where}: ${field} ${JSON.stringify(value)} is not an RFC 3339 date`);
    }
    credentials.add(claim.id);
  });

  for (const [ns, used] of former) {
    if (!used) throw new Error(`ssi genesis: former namespace ${JSON.stringify(ns)} is the namespace of no document`);
  }
  checkCount("did_count", genesis.didCount, dids.size, "DID documents");
  checkCount("schema_count", genesis.schemaCount, schemas.size, "schemas");
  checkCount("credential_count", genesis.credentialCount, credentials.size, "credentials");
}

function checkCount(field: string, count: bigint, documents: number, what: string): void {
  if (count < 0n || count > MAX_UINT64) throw new Error(`ssi genesis: ${field} ${count} is not a uint64`);
  if (count < BigInt(documents)) throw new Error(`ssi genesis: ${field} ${count} is less than the ${documents} ${what}`);
}

function check(where: string, validate: () => unknown): void {
  try {
    validate();
  } catch (err) {
    throw new Error(`${where}: ${(err as Error).message}`);
  }
}
