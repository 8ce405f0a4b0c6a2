import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { migrateToLatest, openDatabase, type OpenDatabase } from "../../../../services/shared/db";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../../../../services/template-api/src/db/migrations";
import type { TemplateApiDb } from "../../../../services/template-api/src/repositories/database";
import { LedgerUnavailableError, type LedgerCredentialStatus, type VerificationLedger } from "../../../../services/template-api/src/verification/ledger";
import { MAX_PRESENTED_CREDENTIALS } from "../../../../services/template-api/src/verification/verify-presentation";
import { ledgerDocumentLoader } from "../../../../lib/vc/document-loader";
import { LedgerDids } from "../../../../lib/vc/ledger-dids";
import { issueCredential, signPresentation } from "../../../../lib/vc/sign";
import { alumniCheckTemplate, buildTestTemplateApi, type RegisteredApp, type TestTemplateApi } from "../../../harness/template-api";
import { fixedResolver, ledgerDid, type LedgerDid } from "../../../unit/vc/ledger-fixture";

type Json = Record<string, any>;

const DOMAIN = "verifier.example.com";
const CHALLENGE = "challenge-1";
const issuer = ledgerDid("verify-issuer");
const holder = ledgerDid("verify-holder");
const other = ledgerDid("verify-other-issuer");
const deactivatedHolder = ledgerDid("verify-deactivated-holder");
const unknownIssuer = ledgerDid("verify-unknown-issuer");
const unreachableIssuer = ledgerDid("verify-unreachable-issuer");
const SCHEMA = { id: `sch:hid:devnet:${ledgerDid("verify-schema").did.split(":")[3]}:1.0`, type: "JsonSchemaValidator2018" };

/** A ledger of fixed DIDs and statuses, counting what it is asked. */
function fakeLedger(statuses: Map<string, LedgerCredentialStatus | "unavailable">): VerificationLedger & { statusReads: number; resolver: { calls: number } } {
  const ledger = {
    statusReads: 0,
    resolver: fixedResolver([issuer, holder, other, deactivatedHolder], [deactivatedHolder.did], [unreachableIssuer.did]),
    async credentialStatus(id: string) {
      ledger.statusReads++;
      const status = statuses.get(id);
      if (status === "unavailable") throw new LedgerUnavailableError("the ledger at http://ledger.test did not answer: connection refused");
      return status;
    },
  };
  return ledger;
}

function liveStatus(id: string, by: LedgerDid, currentStatus = "Live", statusReason = ""): LedgerCredentialStatus {
  return {
    claim: { id, currentStatus, statusReason },
    issuer: by.did,
    issuanceDate: "2026-01-01T00:00:00Z",
    expirationDate: "2036-01-01T00:00:00Z",
    credentialHash: "ab".repeat(32),
  };
}

/** The loader credentials are signed with: it knows every DID, the verifier's ledger does not. */
const loader = () => ledgerDocumentLoader(new LedgerDids(fixedResolver([issuer, holder, other, deactivatedHolder, unknownIssuer, unreachableIssuer])));

async function credential(id: string, by: LedgerDid, overrides: Json = {}): Promise<Json> {
  const unsigned = {
    "@context": [
      "https://www.w3.org/2018/credentials/v1",
      { AlumniCredential: "https://example.com/AlumniCredential", name: "https://schema.org/name" },
      "https://w3id.org/security/suites/ed25519-2020/v1",
    ],
    id,
    type: ["VerifiableCredential", "AlumniCredential"],
    issuer: by.did,
    issuanceDate: "2026-01-01T00:00:00Z",
    expirationDate: "2036-01-01T00:00:00Z",
    credentialSchema: SCHEMA,
    credentialSubject: { id: holder.did, name: "Bob" },
    ...overrides,
  };
  return issueCredential(unsigned, { suite: "Ed25519Signature2020", signer: by.signer, documentLoader: loader() });
}

/** A presentation without a holder proof: what a library that checks what it presents would not sign (an expired credential). */
function unsignedPresentation(credentials: Json[]): Json {
  return { "@context": ["https://www.w3.org/2018/credentials/v1"], type: ["VerifiablePresentation"], holder: holder.did, verifiableCredential: credentials };
}

async function presentation(credentials: Json[], options: { signer?: LedgerDid; challenge?: string; domain?: string } = {}): Promise<Json> {
  const signer = options.signer ?? holder;
  return signPresentation(
    credentials,
    signer.did,
    { challenge: options.challenge ?? CHALLENGE, domain: options.domain ?? DOMAIN },
    { suite: "Ed25519Signature2020", signer: signer.signer, documentLoader: loader() },
  );
}

const TEMPLATE = alumniCheckTemplate({ domain: DOMAIN, schema: SCHEMA, issuer: issuer.did });

const codes = (result: Json): string[] =>
  [
    ...result.presentation.reasons,
    ...result.credentials.flatMap((c: Json) => c.reasons),
    ...result.queries.flatMap((q: Json) => q.reasons ?? q.credentialQueries.flatMap((cq: Json) => cq.reasons)),
  ].map((r: Json) => r.code);

describe("POST /api/v1/presentation/verify", () => {
  let database: OpenDatabase<unknown>;
  let api: TestTemplateApi;
  let verifier: RegisteredApp;
  let templateId: string;
  let ledger: ReturnType<typeof fakeLedger>;
  const statuses = new Map<string, LedgerCredentialStatus | "unavailable">();
  let good: Json;

  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
    await migrateToLatest(database.db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    ledger = fakeLedger(statuses);
    api = await buildTestTemplateApi(database.db as TemplateApiDb, { ledger });
    verifier = await api.registerApp();
    const created = await api.call(verifier, "POST", "", TEMPLATE);
    expect(created.body).toContain(DOMAIN);
    templateId = created.json()._id;
    good = await credential("vc:hid:devnet:zGood", issuer);
    statuses.set("vc:hid:devnet:zGood", liveStatus("vc:hid:devnet:zGood", issuer));
  });

  afterAll(async () => {
    await api?.app.close();
    await database?.close();
  });

  async function verify(body: Json, app: RegisteredApp = verifier) {
    return api.app.inject({
      method: "POST",
      url: "/api/v1/presentation/verify",
      headers: { authorization: `Bearer ${app.accessToken}`, origin: app.origin },
      payload: body,
    });
  }

  /** The verification of `presented` with the verifier's challenge (null: the request gives none). */
  async function verified(presented: Json, challenge: string | null = CHALLENGE): Promise<Json> {
    const response = await verify({ templateId, presentation: presented, ...(challenge === null ? {} : { challenge }) });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("verifies a presentation that meets the template, with a result per query", async () => {
    const result = await verified(await presentation([good]));
    expect(codes(result)).toEqual([]);
    expect(result).toMatchObject({
      verified: true,
      templateId,
      holder: holder.did,
      credentials: [{ id: "vc:hid:devnet:zGood", issuer: issuer.did, type: ["VerifiableCredential", "AlumniCredential"], status: "Live", verified: true }],
      queries: [
        {
          index: 0,
          type: "QueryByExample",
          satisfied: true,
          credentialQueries: [{ index: 0, required: true, satisfied: true, matches: ["vc:hid:devnet:zGood"] }],
        },
        { index: 1, type: "DIDAuthentication", satisfied: true, reasons: [] },
      ],
    });
  });

  it.each([
    ["a revoked status", "Revoked", "statusRevoked"],
    ["a suspended status", "Suspended", "statusSuspended"],
    ["a status the chain expired", "Expired", "statusExpired"],
    ["a status of no known kind", "Pending", "statusUnknown"],
  ])("refuses %s", async (_label, currentStatus, code) => {
    const id = `vc:hid:devnet:z${currentStatus}`;
    statuses.set(id, liveStatus(id, issuer, currentStatus, "by the issuer"));
    const result = await verified(await presentation([await credential(id, issuer)]));
    expect(result.verified).toBe(false);
    expect(result.credentials[0]).toMatchObject({ status: currentStatus, verified: false, reasons: [{ code, credential: id }] });
    expect(result.queries[0].credentialQueries[0].reasons).toEqual([expect.objectContaining({ code: "credentialInvalid" })]);
  });

  it("refuses a credential whose status is missing, registered by another issuer, or unreadable", async () => {
    const missing = await verified(await presentation([await credential("vc:hid:devnet:zMissing", issuer)]));
    expect(codes(missing)).toContain("statusNotFound");
    statuses.set("vc:hid:devnet:zStolen", liveStatus("vc:hid:devnet:zStolen", other));
    expect(codes(await verified(await presentation([await credential("vc:hid:devnet:zStolen", issuer)])))).toContain("statusIssuerMismatch");
    statuses.set("vc:hid:devnet:zDown", "unavailable");
    const down = await verified(await presentation([await credential("vc:hid:devnet:zDown", issuer)]));
    expect(down.credentials[0].reasons).toEqual([
      expect.objectContaining({ code: "ledgerUnavailable", message: expect.stringContaining("connection refused") }),
    ]);
  });

  it("refuses a credential whose issuer is not on the ledger, and says when the ledger could not be asked", async () => {
    statuses.set("vc:hid:devnet:zNoIssuer", liveStatus("vc:hid:devnet:zNoIssuer", unknownIssuer));
    const unknown = await verified(await presentation([await credential("vc:hid:devnet:zNoIssuer", unknownIssuer)]));
    expect(unknown.credentials[0].reasons.map((r: Json) => r.code)).toEqual(["credentialProofInvalid", "issuerDidUnresolvable"]);
    statuses.set("vc:hid:devnet:zIssuerDown", liveStatus("vc:hid:devnet:zIssuerDown", unreachableIssuer));
    const down = await verified(await presentation([await credential("vc:hid:devnet:zIssuerDown", unreachableIssuer)]));
    expect(down.credentials[0].reasons).toContainEqual(
      expect.objectContaining({ code: "ledgerUnavailable", message: expect.stringContaining("connection refused") }),
    );
  });

  it("refuses an expired credential, a subject that is not the holder, and what the example asks that is missing", async () => {
    const expiredId = "vc:hid:devnet:zExpired";
    statuses.set(expiredId, liveStatus(expiredId, issuer));
    const expired = await credential(expiredId, issuer, { expirationDate: "2026-02-01T00:00:00Z" });
    expect(codes(await verified(unsignedPresentation([expired])))).toContain("credentialExpired");

    const aboutOtherId = "vc:hid:devnet:zAboutOther";
    statuses.set(aboutOtherId, liveStatus(aboutOtherId, issuer));
    const aboutOther = await credential(aboutOtherId, issuer, { credentialSubject: { id: other.did, name: "Eve" } });
    expect(codes(await verified(await presentation([aboutOther])))).toContain("subjectNotHolder");

    const bareId = "vc:hid:devnet:zBare";
    statuses.set(bareId, liveStatus(bareId, issuer));
    // A VC 2.0 credential without schema or name: every part of the example it lacks is a reason.
    const bare = await issueCredential(
      {
        "@context": [
          "https://www.w3.org/ns/credentials/v2",
          { AlumniCredential: "https://example.com/AlumniCredential" },
          "https://w3id.org/security/suites/ed25519-2020/v1",
        ],
        id: bareId,
        type: ["VerifiableCredential", "AlumniCredential"],
        issuer: issuer.did,
        validFrom: "2026-01-01T00:00:00Z",
        credentialSubject: { id: holder.did },
      },
      { suite: "Ed25519Signature2020", signer: issuer.signer, documentLoader: loader() },
    );
    const reasons = (await verified(await presentation([bare]))).queries[0].credentialQueries[0].reasons.map((r: Json) => r.code);
    expect(reasons).toEqual(["contextMissing", "schemaMismatch", "fieldMissing"]);
  });

  it("refuses a presentation without a credential of the type asked, or from an untrusted issuer", async () => {
    const result = await verified(await presentation([]));
    expect(result.queries[0].credentialQueries[0].reasons).toEqual([expect.objectContaining({ code: "noCredential" })]);
    const untrustedId = "vc:hid:devnet:zUntrusted";
    statuses.set(untrustedId, liveStatus(untrustedId, other));
    const untrusted = await verified(await presentation([await credential(untrustedId, other)]));
    expect(untrusted.credentials[0].verified).toBe(true);
    expect(untrusted.queries[0].credentialQueries[0].reasons).toEqual([expect.objectContaining({ code: "untrustedIssuer" })]);
  });

  it("refuses holder proofs for another domain, without the verifier's challenge, by a deactivated holder, or missing", async () => {
    expect(codes(await verified(await presentation([good], { domain: "other.example.com" })))).toContain("domainMismatch");
    expect(codes(await verified(await presentation([good]), null))).toContain("challengeMismatch");
    const byDeactivated = await verified(await presentation([good], { signer: deactivatedHolder }));
    expect(byDeactivated.presentation.reasons.map((r: Json) => r.code)).toContain("holderDidDeactivated");
    // Every presentation must be signed by its holder, DID authentication asked for or not: copies of another's
    // credentials would pass otherwise.
    const { proof: _proof, ...unsigned } = await presentation([good]);
    const result = await verified(unsigned);
    expect(result.verified).toBe(false);
    expect(result.presentation).toEqual({ verified: false, reasons: [expect.objectContaining({ code: "holderProofMissing" })] });
    expect(result.queries[1]).toEqual({
      index: 1,
      type: "DIDAuthentication",
      satisfied: false,
      reasons: [expect.objectContaining({ code: "holderProofMissing" })],
    });
  });

  it("answers malformed and oversized presentations with reasons, reading nothing it need not", async () => {
    const notOne = await verified({ type: ["VerifiableCredential"] });
    expect(notOne.presentation.reasons).toEqual([expect.objectContaining({ code: "presentationMalformed" })]);
    const many = await verified({ type: ["VerifiablePresentation"], verifiableCredential: Array.from({ length: MAX_PRESENTED_CREDENTIALS + 1 }, () => good) });
    expect(many.presentation.reasons).toEqual([expect.objectContaining({ code: "tooManyCredentials" })]);
    expect(many.credentials).toEqual([]);
    const reads = ledger.statusReads;
    const junk = await verified({ type: ["VerifiablePresentation"], verifiableCredential: ["a string", { issuer: 7 }] });
    expect(junk.credentials.map((c: Json) => c.reasons[0].code)).toEqual(["credentialMalformed", "credentialMalformed"]);
    expect(ledger.statusReads).toBe(reads);
  });

  it("refuses a credential naming a context it does not bundle, a URL or a DID, before processing it", async () => {
    const reads = ledger.resolver.calls;
    for (const context of ["https://contexts.example/never-fetched.jsonld", other.did]) {
      const foreign = { ...good, "@context": [...good["@context"], { "@import": context }] };
      const result = await verified(unsignedPresentation([foreign]));
      expect(result.credentials[0].reasons).toContainEqual(
        expect.objectContaining({ code: "credentialProofInvalid", message: expect.stringContaining(`${context} is not a context`) }),
      );
    }
    expect(ledger.resolver.calls - reads).toBeLessThanOrEqual(4); // the issuer and the holder, once per verification; never the context's DID
  });

  it("refuses a credential that names an issuer whose key did not sign it", async () => {
    // Signed by `other` with its own key, claiming `issuer`, and reusing the id of a Live status `issuer` registered.
    const { proof: _proof, ...unsigned } = good;
    const forged = await issueCredential(
      { ...unsigned, credentialSubject: { id: holder.did, name: "Mallory" } },
      { suite: "Ed25519Signature2020", signer: other.signer, documentLoader: loader() },
    );
    const result = await verified(await presentation([forged]));
    expect(result.verified).toBe(false);
    expect(result.credentials[0].reasons).toEqual([
      expect.objectContaining({
        code: "credentialProofInvalid",
        message: `the credential is signed by a key of ${other.did}, not of its issuer ${issuer.did}`,
      }),
    ]);
  });

  it("refuses a presentation whose holder did not sign it, whatever form its proof names the key in", async () => {
    const binding = { challenge: CHALLENGE, domain: DOMAIN };
    const byOther = await signPresentation([good], holder.did, binding, { suite: "Ed25519Signature2020", signer: other.signer, documentLoader: loader() });
    const proof = byOther.proof as Json;
    for (const form of [byOther, { ...byOther, proof: { ...proof, verificationMethod: { id: proof.verificationMethod } } }]) {
      const result = await verified(form);
      expect(result.verified).toBe(false);
      expect(result.presentation.reasons.map((r: Json) => r.code)).toContain("holderProofInvalid");
    }
  });

  it("refuses issuers and status ids that name something else than a DID and a status", async () => {
    const pastIssuer = await verified(unsignedPresentation([{ ...good, issuer: `${issuer.did}?versionTime=2020-01-01T00:00:00Z` }]));
    expect(pastIssuer.credentials[0].reasons).toEqual([
      expect.objectContaining({ code: "credentialMalformed", message: expect.stringContaining("is not a DID") }),
    ]);
    for (const id of ["https://x/%ZZ", "http://[oops/a", "https://ledger.example/"]) {
      const result = await verified(unsignedPresentation([{ ...good, credentialStatus: { id, type: "CredentialStatusList2017" } }]));
      expect(result.credentials[0].reasons).toEqual([
        expect.objectContaining({ code: "credentialMalformed", message: expect.stringContaining("credentialStatus.id") }),
      ]);
    }
  });

  it("answers 400 for a body that is not a verification request, 404 for a template of another app, 401 without a token", async () => {
    expect((await verify({ templateId })).statusCode).toBe(400);
    expect((await verify({ templateId, presentation: "not an object" })).statusCode).toBe(400);
    expect((await verify({ templateId, presentation: {}, extra: 1 })).statusCode).toBe(400);
    const otherApp = await api.registerApp();
    const notTheirs = await verify({ templateId, presentation: await presentation([good]), challenge: CHALLENGE }, otherApp);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message[0]).toBe("Resource not found");
    expect((await verify({ templateId: "../../etc", presentation: {} })).statusCode).toBe(404);
    const anonymous = await api.app.inject({ method: "POST", url: "/api/v1/presentation/verify", payload: { templateId, presentation: {} } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a presentation nested past the JSON depth limit before parsing it", async () => {
    let nested: Json = { leaf: true };
    for (let i = 0; i < 100; i++) nested = { nested };
    const response = await verify({ templateId, presentation: nested, challenge: CHALLENGE });
    expect(response.statusCode).toBe(400);
    expect((await verified(await presentation([good]))).verified).toBe(true);
  });
});
