import { BUNDLED_CONTEXTS, DID_V1_URL, ED25519_2020_URL, JWS_2020_CONTEXT_URL } from "./contexts";
import { isPlainDid } from "../did-syntax";
import { ed25519PublicKeyBytes, multikeyOf } from "./ed25519-keys";
import type { LedgerDids } from "./ledger-dids";

/** A document the verifier will not load: a context it does not bundle, a URL that is not a DID, a DID that does not resolve. */
export class UnloadableDocumentError extends Error {
  override readonly name = "UnloadableDocumentError";
}

type JsonObject = Record<string, unknown>;

/**
 * The JSON-LD document loader of a verification: the bundled contexts (contexts.ts), and DIDs and their verification
 * methods from the ledger (through `dids`). Nothing is fetched from the web. A DID document is served with the
 * contexts of the two proof suites, and an Ed25519 key in the ledger's bare form (`z` + 44 characters) is served in
 * the multikey form the suites read (`z6Mk…`): the same key. A deactivated DID's document is not served: its keys
 * verify nothing.
 */
export function ledgerDocumentLoader(dids: LedgerDids): DocumentLoader {
  return async (url) => {
    const context = BUNDLED_CONTEXTS.get(url);
    if (context !== undefined) return { contextUrl: null, documentUrl: url, document: context };
    if (!url.startsWith("did:")) throw new UnloadableDocumentError(`${url} is not a context this verifier knows, and it fetches nothing from the web`);
    const hash = url.indexOf("#");
    const did = hash < 0 ? url : url.slice(0, hash);
    if (!isPlainDid(did)) throw new UnloadableDocumentError(`${url} is not a DID or a DID with a fragment`);
    const { didDocument, didDocumentMetadata, didResolutionMetadata } = await dids.resolve(did);
    if (didDocument === null) {
      throw new UnloadableDocumentError(`DID ${did} does not resolve: ${String(didResolutionMetadata.error ?? "no document")}`);
    }
    if (didDocumentMetadata.deactivated === true) throw new UnloadableDocumentError(`DID ${did} is deactivated: its keys sign nothing`);
    const document = suiteReadable(didDocument as unknown as JsonObject);
    if (hash < 0) return { contextUrl: null, documentUrl: url, document };
    // A method's id is absolute, or relative to the document (`#key-1`), as DID Core allows.
    const method = (document.verificationMethod as JsonObject[] | undefined)?.find((vm) => vm.id === url || vm.id === url.slice(hash));
    if (method === undefined) throw new UnloadableDocumentError(`DID ${did} has no verification method ${url}`);
    const suiteContext = method.type === "JsonWebKey2020" ? JWS_2020_CONTEXT_URL : ED25519_2020_URL;
    return { contextUrl: null, documentUrl: url, document: { "@context": suiteContext, ...method, id: url } };
  };
}

function suiteReadable(didDocument: JsonObject): JsonObject {
  const methods = (didDocument.verificationMethod as JsonObject[] | undefined) ?? [];
  return {
    ...didDocument,
    "@context": [DID_V1_URL, ED25519_2020_URL, JWS_2020_CONTEXT_URL],
    verificationMethod: methods.map((method) =>
      method.type === "Ed25519VerificationKey2020" && typeof method.publicKeyMultibase === "string"
        ? { ...method, publicKeyMultibase: multikeyOf(ed25519PublicKeyBytes(method.publicKeyMultibase)) }
        : method,
    ),
  };
}
