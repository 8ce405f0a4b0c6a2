/*
 * The little of Digital Bazaar's JavaScript-only packages that lib/vc uses, typed. They ship no declarations; each
 * entry names only what is called, with the shapes their READMEs document.
 */

type JsonObject = Record<string, unknown>;

interface LoadedDocument {
  contextUrl: string | null;
  documentUrl: string;
  document: unknown;
}

type DocumentLoader = (url: string) => Promise<LoadedDocument>;

interface VerificationOutcome {
  verified: boolean;
  error?: { name?: string; message?: string; errors?: { name?: string; message?: string }[] };
  results?: { verified: boolean; error?: { name?: string; message?: string }; purposeResult?: { valid?: boolean; controller?: { id?: unknown } } }[];
  credentialResults?: VerificationOutcome[];
  presentationResult?: VerificationOutcome;
}

declare module "@digitalbazaar/vc" {
  export function issue(options: { credential: JsonObject; suite: unknown; documentLoader: DocumentLoader; now?: Date }): Promise<JsonObject>;
  export function createPresentation(options: { verifiableCredential?: JsonObject | JsonObject[]; holder?: string; id?: string }): JsonObject;
  export function signPresentation(options: {
    presentation: JsonObject;
    suite: unknown;
    challenge: string;
    domain?: string;
    documentLoader: DocumentLoader;
  }): Promise<JsonObject>;
  export function verifyCredential(options: {
    credential: JsonObject;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: unknown;
    now?: Date;
  }): Promise<VerificationOutcome>;
  export function verify(options: {
    presentation: JsonObject;
    suite: unknown;
    challenge?: string;
    domain?: string;
    unsignedPresentation?: boolean;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<VerificationOutcome>;
}

declare module "@digitalbazaar/ed25519-verification-key-2020" {
  export class Ed25519VerificationKey2020 {
    static from(options: { id?: string; controller?: string; publicKeyMultibase: string; privateKeyMultibase?: string }): Promise<Ed25519VerificationKey2020>;
    id: string;
    controller: string;
    publicKeyMultibase: string;
    signer(): { id: string; algorithm: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
  }
}

declare module "@digitalbazaar/ed25519-signature-2020" {
  export class Ed25519Signature2020 {
    constructor(options?: { key?: unknown; signer?: unknown; date?: Date | string });
    static CONTEXT_URL: string;
  }
}

declare module "jsonld-signatures" {
  class LinkedDataSignature {
    constructor(options: { type: string; contextUrl: string; key?: unknown; signer?: unknown; date?: Date | string; proof?: JsonObject });
    type: string;
    contextUrl: string;
    signer?: { id?: string; sign(options: { data: Uint8Array }): Promise<Uint8Array> };
    sign(options: { verifyData: Uint8Array; proof: JsonObject }): Promise<JsonObject>;
    verifySignature(options: { verifyData: Uint8Array; verificationMethod: JsonObject; proof: JsonObject }): Promise<boolean>;
    getVerificationMethod(options: { proof: JsonObject; documentLoader: DocumentLoader }): Promise<JsonObject>;
    matchProof(options: { proof: JsonObject; document: JsonObject; purpose: unknown; documentLoader: DocumentLoader }): Promise<boolean>;
  }
  class ProofPurpose {}
  class AssertionProofPurpose extends ProofPurpose {}
  class AuthenticationProofPurpose extends ProofPurpose {
    constructor(options: { challenge: string; domain?: string });
  }
  const jsigs: {
    suites: { LinkedDataSignature: typeof LinkedDataSignature };
    purposes: { AssertionProofPurpose: typeof AssertionProofPurpose; AuthenticationProofPurpose: typeof AuthenticationProofPurpose };
    verify(document: JsonObject, options: { suite: unknown; purpose: ProofPurpose; documentLoader: DocumentLoader }): Promise<VerificationOutcome>;
  };
  export default jsigs;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, JsonObject>;
}

declare module "ed25519-signature-2020-context" {
  export const contexts: Map<string, JsonObject>;
  export const constants: { CONTEXT_URL: string };
}

declare module "did-context" {
  export const contexts: Map<string, JsonObject>;
  export const constants: { DID_CONTEXT_URL: string };
}

declare module "jsonld" {
  const jsonld: {
    canonize(
      document: JsonObject,
      options: { algorithm: "URDNA2015"; format: "application/n-quads"; documentLoader: DocumentLoader; safe: boolean },
    ): Promise<string>;
  };
  export default jsonld;
}
