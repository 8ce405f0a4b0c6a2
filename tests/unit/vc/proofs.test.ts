import { unknownContexts } from "../../../lib/vc/contexts";
import { ledgerDocumentLoader, UnloadableDocumentError } from "../../../lib/vc/document-loader";
import { LedgerDids, MAX_DIDS_PER_VERIFICATION } from "../../../lib/vc/ledger-dids";
import { issueCredential, signPresentation } from "../../../lib/vc/sign";
import { PROOF_SUITES, SUITE_CONTEXTS } from "../../../lib/vc/suite-names";
import { checkCredentialProof, checkPresentationProof } from "../../../lib/vc/verify-proofs";
import { fixedResolver, ledgerDid } from "./ledger-fixture";

const issuer = ledgerDid("issuer");
const holder = ledgerDid("holder");
const stranger = ledgerDid("stranger");
const loader = () => ledgerDocumentLoader(new LedgerDids(fixedResolver([issuer, holder])));

function credential(suiteContext: string): Record<string, unknown> {
  return {
    "@context": ["https://www.w3.org/2018/credentials/v1", { name: "https://schema.org/name" }, suiteContext],
    id: "vc:hid:devnet:z6Mkexample",
    type: ["VerifiableCredential"],
    issuer: issuer.did,
    issuanceDate: "2026-11-27T10:00:00Z",
    credentialSubject: { id: holder.did, name: "Bob" },
  };
}

const SUITE_CONTEXT = SUITE_CONTEXTS;

describe.each(PROOF_SUITES)("%s proofs with ledger DIDs", (suite) => {
  const options = () => ({ suite, signer: issuer.signer, documentLoader: loader() });

  test("a credential signed by an issuer key verifies; a changed field or another signer does not", async () => {
    const signed = await issueCredential(credential(SUITE_CONTEXT[suite]), options());
    expect(signed.proof).toMatchObject({ type: suite, verificationMethod: `${issuer.did}#key-1`, proofPurpose: "assertionMethod" });
    expect(await checkCredentialProof(signed, loader())).toEqual({ verified: true, controller: issuer.did });

    const tampered = { ...signed, credentialSubject: { id: holder.did, name: "Eve" } };
    expect(await checkCredentialProof(tampered, loader())).toMatchObject({ verified: false });

    const forged = await issueCredential(credential(SUITE_CONTEXT[suite]), { ...options(), signer: { ...stranger.signer, id: `${issuer.did}#key-1` } });
    expect(await checkCredentialProof(forged, loader())).toMatchObject({ verified: false });
  });

  test("a presentation proof holds only for its challenge and domain", async () => {
    const signed = await issueCredential(credential(SUITE_CONTEXT[suite]), options());
    const binding = { challenge: "c-123", domain: "https://verifier.example" };
    const presentation = await signPresentation([signed], holder.did, binding, { suite, signer: holder.signer, documentLoader: loader() });
    expect(await checkPresentationProof(presentation, binding, loader())).toEqual({ verified: true, controller: holder.did });
    expect(await checkPresentationProof(presentation, { ...binding, challenge: "c-456" }, loader())).toMatchObject({
      verified: false,
      problem: expect.stringContaining("challenge"),
    });
    expect(await checkPresentationProof(presentation, { ...binding, domain: "https://other.example" }, loader())).toMatchObject({
      verified: false,
      problem: expect.stringContaining("domain"),
    });
  });
});

describe("ledgerDocumentLoader", () => {
  test("serves bundled contexts and ledger DIDs, and fetches nothing else", async () => {
    const load = loader();
    expect((await load("https://www.w3.org/2018/credentials/v1")).document).toBeDefined();
    expect((await load(`${issuer.did}#key-1`)).document).toMatchObject({
      type: "Ed25519VerificationKey2020",
      publicKeyMultibase: expect.stringMatching(/^z6Mk/),
    });
    await expect(load("https://example.com/context.jsonld")).rejects.toThrow(UnloadableDocumentError);
    await expect(load(`${stranger.did}#key-1`)).rejects.toThrow("does not resolve: notFound");
    await expect(load(`${issuer.did}#key-9`)).rejects.toThrow("has no verification method");
  });

  test("a credential naming a context the verifier does not bundle is refused, not fetched", async () => {
    const signed = await issueCredential(credential(SUITE_CONTEXT.Ed25519Signature2020), {
      suite: "Ed25519Signature2020",
      signer: issuer.signer,
      documentLoader: loader(),
    });
    const foreign = { ...signed, "@context": [...(signed["@context"] as unknown[]), "https://example.com/terms/v1"] };
    expect(await checkCredentialProof(foreign, loader())).toMatchObject({ verified: false, problem: expect.stringContaining("https://example.com/terms/v1") });
  });

  test("serves no key of a deactivated DID, nor of a DID URL with a query or a path", async () => {
    const load = ledgerDocumentLoader(new LedgerDids(fixedResolver([issuer, holder], [holder.did])));
    await expect(load(`${holder.did}#key-1`)).rejects.toThrow("is deactivated");
    await expect(load(`${issuer.did}?versionTime=2020-01-01T00:00:00Z#key-1`)).rejects.toThrow("is not a DID or a DID with a fragment");
    await expect(load(`${issuer.did}/keys#key-1`)).rejects.toThrow("is not a DID or a DID with a fragment");
  });

  test(`resolves at most ${MAX_DIDS_PER_VERIFICATION} distinct DIDs in one verification`, async () => {
    const resolver = fixedResolver([issuer]);
    const dids = new LedgerDids(resolver);
    for (let i = 0; i < MAX_DIDS_PER_VERIFICATION; i++) await dids.resolve(`did:hid:devnet:z${i}`);
    expect((await dids.resolve(issuer.did)).didResolutionMetadata.error).toBe("invalidDid");
    expect(resolver.calls).toBe(MAX_DIDS_PER_VERIFICATION);
  });

  test("unknownContexts finds every context JSON-LD would load, inline imports and nested ones included", () => {
    const doc = {
      "@context": ["https://www.w3.org/2018/credentials/v1", { "@import": "https://a.example/ctx", term: "https://schema.org/term" }],
      credentialSubject: { "@context": "did:hid:devnet:zX", claim: { "@context": ["https://w3id.org/security/suites/jws-2020/v1"] } },
      note: "https://not-a-context.example",
    };
    expect(unknownContexts(doc)).toEqual(["https://a.example/ctx", "did:hid:devnet:zX"]);
  });

  test("resolves each DID once per verification", async () => {
    const resolver = fixedResolver([issuer, holder]);
    const load = ledgerDocumentLoader(new LedgerDids(resolver));
    const signed = await issueCredential(credential(SUITE_CONTEXT.Ed25519Signature2020), {
      suite: "Ed25519Signature2020",
      signer: issuer.signer,
      documentLoader: load,
    });
    await checkCredentialProof(signed, load);
    expect(resolver.calls).toBe(1);
  });
});
