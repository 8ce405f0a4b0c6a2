import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { GasPrice, SigningStargateClient, type StdFee } from "@cosmjs/stargate";
import { ledgerDocumentLoader } from "../../lib/vc/document-loader";
import { ed25519Signer } from "../../lib/vc/ed25519-keys";
import { LedgerDids } from "../../lib/vc/ledger-dids";
import { signPresentation } from "../../lib/vc/sign";
import type { ProofSuiteName } from "../../lib/vc/suite-names";
import { restLedger } from "../../services/template-api/src/verification/ledger";
import { Did } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { SchemaDocument } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { alumniCheckTemplate } from "../harness/template-api";
import { spawnCli, type CliProcess } from "../harness/node-process";
import { createDid, deactivateDid, SSI_GENESIS, ssiSignature, testKey, type Key } from "../harness/ssi";
import { registry } from "../harness/tx-builder";
import { cliAt } from "../integration/cli/harness";
import { account, MNEMONICS, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-presentations";
const FEE: StdFee = { amount: uhid(10_000), gas: "400000" };
const DOMAIN = "verifier.example.com";
const CHALLENGE = "8c5e7b1a-challenge";
const SCHEMA_ID_KEY = testKey("alumni-schema");

type Json = Record<string, any>;

/**
 * Issue 20's acceptance, on a real one-validator chain and a running template API: issuer and holder DIDs, a schema
 * and a credential status on the ledger (the status by `idledger debug vc issue`, which also signs the credential),
 * a presentation signed by the holder, verified against a template with a QueryByExample and a DIDAuthentication;
 * then a tampered field, a wrong challenge, an untrusted issuer, a suspended status and a deactivated issuer, each
 * refused with its reason.
 */
describe("presentation verification against a template and the ledger", () => {
  let node: LocalNode;
  let bob: TestAccount;
  let client: SigningStargateClient;
  let service: CliProcess;
  let serviceUrl: string;
  let accessToken: string;
  let templateId: string;
  let cliHome: string;
  let idledger: ReturnType<typeof cliAt>;
  const issuer = testKey("trusted-issuer");
  const holder = testKey("holder");
  const stranger = testKey("untrusted-issuer");
  const didOf = (key: Key) => `did:hid:devnet:${key.multibase}`;
  const schemaId = `sch:hid:devnet:${SCHEMA_ID_KEY.multibase}:1.0`;
  const restUrl = () => node.restAddress.replace(/^tcp:/, "http:");
  const credentials: Record<string, Json> = {};

  async function broadcast(typeUrl: string, value: object): Promise<void> {
    const result = await client.signAndBroadcast(bob.address, [{ typeUrl, value: { ...value, creator: bob.address } }], FEE);
    expect(result.code).toBe(0);
  }

  /** The flags of a CLI transaction from bob, waited for in a block. */
  const txFlags = () => [
    "--from",
    "bob",
    "--chain-id",
    CHAIN_ID,
    "--node",
    node.rpcUrl,
    "--fees",
    "10000uhid",
    "--gas",
    "400000",
    "--yes",
    "--broadcast-mode",
    "block",
  ];

  async function issue(key: Key, subject: Json, suite: ProofSuiteName = "Ed25519Signature2020"): Promise<Json> {
    const credential = {
      "@context": [
        "https://www.w3.org/2018/credentials/v1",
        { AlumniCredential: "https://example.com/AlumniCredential", name: "https://schema.org/name", degree: "https://schema.org/hasCredential" },
      ],
      type: ["VerifiableCredential", "AlumniCredential"],
      issuer: didOf(key),
      issuanceDate: "2026-01-01T00:00:00Z",
      expirationDate: "2036-01-01T00:00:00Z",
      credentialSchema: { id: schemaId, type: "JsonSchemaValidator2018" },
      credentialSubject: { id: didOf(holder), ...subject },
    };
    const args = ["debug", "vc", "issue", JSON.stringify(credential), "--ver-key", Buffer.from(key.privateKey).toString("base64"), "--suite", suite];
    const result = await idledger([...args, ...txFlags()]);
    if (result.code !== 0) throw new Error(`debug vc issue failed: ${result.stderr}`);
    return JSON.parse(result.stdout) as Json;
  }

  async function present(presented: Json[], challenge = CHALLENGE, suite: ProofSuiteName = "Ed25519Signature2020"): Promise<Json> {
    const documentLoader = ledgerDocumentLoader(new LedgerDids(restLedger(restUrl()).resolver));
    const signer = ed25519Signer(`${didOf(holder)}#key-1`, holder.privateKey);
    return signPresentation(presented, didOf(holder), { challenge, domain: DOMAIN }, { suite, signer, documentLoader });
  }

  async function verify(presentation: Json, challenge = CHALLENGE): Promise<Json> {
    const response = await fetch(`${serviceUrl}/api/v1/presentation/verify`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, origin: "https://verifier.example.com", "content-type": "application/json" },
      body: JSON.stringify({ templateId, presentation, challenge }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  const codes = (result: Json) =>
    [
      ...result.presentation.reasons,
      ...result.credentials.flatMap((c: Json) => c.reasons),
      ...result.queries.flatMap((q: Json) => q.reasons ?? q.credentialQueries.flatMap((cq: Json) => cq.reasons)),
    ].map((r: Json) => r.code);

  beforeAll(async () => {
    bob = await account("bob");
    node = await createLocalNode({ chainId: CHAIN_ID, accounts: [{ address: bob.address, coins: uhid(1_000_000_000) }], appState: { ssi: SSI_GENESIS } });
    client = await SigningStargateClient.connectWithSigner(node.rpcUrl, bob.wallet, {
      registry,
      gasPrice: GasPrice.fromString("0.025uhid"),
      broadcastPollIntervalMs: 200,
    });
    cliHome = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-vc-"));
    idledger = cliAt(path.join(cliHome, "cli"));
    const added = await idledger(["keys", "add", "bob", "--recover", "--output", "json"], { stdin: `${MNEMONICS.bob}\n` });
    expect(added.code).toBe(0);

    for (const key of [issuer, holder, stranger]) await broadcast("/hypersignprotocol.hidnode.ssi.MsgCreateDID", createDid(CHAIN_ID, "", key).msg);
    const schemaDoc = SchemaDocument.fromPartial({
      type: "https://w3c-ccg.github.io/vc-json-schemas/schema/1.0/schema.json",
      modelVersion: "v1.0",
      id: schemaId,
      name: "AlumniCredential",
      author: didOf(issuer),
      authored: "2026-01-01T00:00:00Z",
      schema: {
        schema: "http://json-schema.org/draft-07/schema",
        description: "alumni",
        type: "object",
        properties: "{name:{type:string}}",
        required: ["name"],
        additionalProperties: false,
      },
    });
    await broadcast("/hypersignprotocol.hidnode.ssi.MsgCreateSchema", {
      schemaDoc,
      schemaProof: {
        type: "Ed25519Signature2020",
        created: "2026-01-01T00:00:00Z",
        verificationMethod: `${didOf(issuer)}#key-1`,
        proofPurpose: "assertionMethod",
        proofValue: ssiSignature(CHAIN_ID, "CreateSchema", "", SchemaDocument.encode(schemaDoc).finish(), issuer),
      },
    });
    credentials.alumni = await issue(issuer, { name: "Bob", degree: "MSc" });
    credentials.untrusted = await issue(stranger, { name: "Bob", degree: "PhD" });
    credentials.jws = await issue(issuer, { name: "Bob", degree: "BSc" }, "JsonWebSignature2020");

    const dataDir = path.join(cliHome, "template-api");
    service = spawnCli(["template-api", "start", "--port", "0", "--data-dir", dataDir, "--ledger-url", restUrl()]);
    serviceUrl = (await service.waitForLog(/template API listening on (http:\/\/\S+)/, 30_000))[1]!;
    const adminToken = fs.readFileSync(path.join(dataDir, "admin-token"), "utf8").trim();
    const admin = (url: string, body: object) =>
      fetch(`${serviceUrl}/admin/api/v1${url}`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const { apiSecretKey } = (await (await admin("/apps", { name: "Verifier", allowedOrigins: ["https://verifier.example.com"] })).json()) as Json;
    accessToken = ((await (await fetch(`${serviceUrl}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": apiSecretKey } })).json()) as Json)
      .access_token;
    const template = await fetch(`${serviceUrl}/api/v1/presentation/template`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, origin: "https://verifier.example.com", "content-type": "application/json" },
      body: JSON.stringify(
        alumniCheckTemplate({ domain: DOMAIN, schema: { id: schemaId, type: "JsonSchemaValidator2018" }, issuer: didOf(issuer), holder: didOf(holder) }),
      ),
    });
    expect(template.status).toBe(201);
    templateId = ((await template.json()) as Json)._id;
  }, 180_000);

  afterAll(async () => {
    client?.disconnect();
    if (service) {
      service.child.kill("SIGTERM");
      await service.exited;
    }
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
    if (cliHome) fs.rmSync(cliHome, { recursive: true, force: true });
  });

  test("debug vc issue signed the credential and registered its status, Live, on the ledger", async () => {
    expect(credentials.alumni!.proof).toMatchObject({
      type: "Ed25519Signature2020",
      verificationMethod: `${didOf(issuer)}#key-1`,
      proofPurpose: "assertionMethod",
    });
    const status = (await (await fetch(`${restUrl()}/hypersign-protocol/hidnode/ssi/credential/${credentials.alumni!.id}`)).json()) as Json;
    expect(status.credStatus).toMatchObject({
      claim: { id: credentials.alumni!.id, currentStatus: "Live" },
      issuer: didOf(issuer),
      credentialHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  test("a presentation that meets the template verifies", async () => {
    const result = await verify(await present([credentials.alumni!]));
    expect(codes(result)).toEqual([]);
    expect(result).toMatchObject({
      verified: true,
      holder: didOf(holder),
      credentials: [{ id: credentials.alumni!.id, issuer: didOf(issuer), status: "Live", verified: true }],
      queries: [
        { type: "QueryByExample", satisfied: true, credentialQueries: [{ satisfied: true, matches: [credentials.alumni!.id] }] },
        { type: "DIDAuthentication", satisfied: true, reasons: [] },
      ],
    });
  });

  test("JsonWebSignature2020 proofs verify too, the credential's and the holder's", async () => {
    expect(credentials.jws!.proof).toMatchObject({ type: "JsonWebSignature2020", jws: expect.stringMatching(/^[\w-]+\.\.[\w-]+$/) });
    const result = await verify(await present([credentials.jws!], CHALLENGE, "JsonWebSignature2020"));
    expect(codes(result)).toEqual([]);
    expect(result).toMatchObject({ verified: true, credentials: [{ id: credentials.jws!.id, status: "Live", verified: true }] });
  });

  test("a tampered field is refused: the credential's proof no longer holds", async () => {
    const tampered = { ...credentials.alumni!, credentialSubject: { ...credentials.alumni!.credentialSubject, degree: "PhD" } };
    const result = await verify(await present([tampered]));
    expect(result.verified).toBe(false);
    expect(codes(result)).toEqual(expect.arrayContaining(["credentialProofInvalid", "credentialInvalid"]));
  });

  test("a wrong challenge is refused", async () => {
    const result = await verify(await present([credentials.alumni!], "an-old-challenge"));
    expect(result.verified).toBe(false);
    expect(result.presentation.reasons.map((r: Json) => r.code)).toContain("challengeMismatch");
    expect(result.queries[1]).toMatchObject({ type: "DIDAuthentication", satisfied: false });
  });

  test("a credential from an issuer the template does not trust is refused", async () => {
    const result = await verify(await present([credentials.untrusted!]));
    expect(result.verified).toBe(false);
    expect(result.credentials[0]).toMatchObject({ verified: true, status: "Live" });
    expect(result.queries[0].credentialQueries[0].reasons).toEqual([
      expect.objectContaining({ code: "untrustedIssuer", credential: credentials.untrusted!.id }),
    ]);
  });

  test("a suspended status is refused, then a deactivated issuer", async () => {
    const stored = (await (await fetch(`${restUrl()}/hypersign-protocol/hidnode/ssi/credential/${credentials.alumni!.id}`)).json()) as Json;
    const { proof, ...status } = stored.credStatus;
    const suspended = { ...status, claim: { ...status.claim, currentStatus: "Suspended", statusReason: "under review" } };
    // A status change is dated after the registration (the ledger's rule), within the credential's validity.
    const statusProof = { ...proof, proofValue: "", updated: "2026-06-01T00:00:00Z" };
    const changed = await idledger([
      "tx",
      "ssi",
      "register-credential-status",
      JSON.stringify(suspended),
      JSON.stringify(statusProof),
      "--ver-key",
      Buffer.from(issuer.privateKey).toString("base64"),
      ...txFlags(),
    ]);
    expect(changed.code).toBe(0);
    const whileSuspended = await verify(await present([credentials.alumni!]));
    expect(whileSuspended.verified).toBe(false);
    expect(whileSuspended.credentials[0]).toMatchObject({
      status: "Suspended",
      reasons: [expect.objectContaining({ code: "statusSuspended", message: expect.stringContaining("under review") })],
    });

    const resolved = (await (await fetch(`${restUrl()}/1.0/identifiers/${didOf(issuer)}`)).json()) as Json;
    const version = resolved.didDocumentMetadata.versionId as string;
    const issuerDoc = createDid(CHAIN_ID, "", issuer).doc;
    const signature = ssiSignature(CHAIN_ID, "DeactivateDID", version, Did.encode(issuerDoc).finish(), issuer);
    await broadcast("/hypersignprotocol.hidnode.ssi.MsgDeactivateDID", deactivateDid("", issuerDoc, version, signature));
    const afterDeactivation = await verify(await present([credentials.alumni!]));
    expect(afterDeactivation.verified).toBe(false);
    expect(afterDeactivation.credentials[0].reasons.map((r: Json) => r.code)).toEqual(expect.arrayContaining(["issuerDidDeactivated", "statusSuspended"]));
  });
});
