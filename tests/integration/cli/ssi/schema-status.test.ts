import { Credential, CredentialStatus } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { QueryCredentialRequest, QueryCredentialResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { SchemaDocument } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import { sha256 } from "../../../../abci-app/src/types/hash";
import { startFakeNode, notFoundAnswer, SSI_PARAMS_PATH, withParams, type FakeNode } from "./fake-node";
import {
  CHAIN_ID,
  CRED_ID,
  CREDENTIAL_PROOF,
  credentialStatus,
  decodeUnsignedTx,
  expectError,
  HID_KEY_1,
  isolatedCli,
  SCHEMA_DOCUMENT,
  SCHEMA_PROOF,
  SENDER,
  verifies,
} from "./fixtures";

const cli = isolatedCli();
/** Online, an ssi tx command asks the node for the chain's signing mode; these ask no node. */
const onlineFlags = ["--from", SENDER, "--chain-id", CHAIN_ID, "--generate-only"];
const txFlags = [...onlineFlags, "--offline"];
const SCHEMA_BYTES = SchemaDocument.encode(SchemaDocument.fromPartial(SCHEMA_DOCUMENT)).finish();

describe("idledger tx ssi create-schema", () => {
  const createSchema = (proof: object, ...extra: string[]) =>
    cli(["tx", "ssi", "create-schema", JSON.stringify(SCHEMA_DOCUMENT), JSON.stringify(proof), ...txFlags, ...extra]);

  it("passes a precomputed proof through, as hid-node does (signature from debug ed25519 sign-ssi-doc)", async () => {
    const sign = await cli(["debug", "ed25519", "sign-ssi-doc", "schema-doc", JSON.stringify(SCHEMA_DOCUMENT), HID_KEY_1.privateKey, "--chain-id", CHAIN_ID]);
    expect(sign.code).toBe(0);
    const proofValue = sign.stdout.trim();
    const { typeUrl, tx, msg } = decodeUnsignedTx(await createSchema({ ...SCHEMA_PROOF, proofValue }));
    expect(typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgCreateSchema");
    expect(Object.keys(tx.body.messages[0])).toEqual(["@type", "creator", "schemaDoc", "schemaProof"]);
    expect(msg.schemaDoc).toEqual(SchemaDocument.fromPartial(SCHEMA_DOCUMENT));
    expect(msg.schemaProof).toEqual({ ...SCHEMA_PROOF, proofValue });
    expect(verifies(proofValue, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateSchema", version: "", document: SCHEMA_BYTES }, false)).toBe(true);
  });

  it("with --ver-key signs the schema document and fills proofValue (default and legacy payloads)", async () => {
    const signed = decodeUnsignedTx(await createSchema(SCHEMA_PROOF, "--ver-key", HID_KEY_1.privateKey)).msg.schemaProof.proofValue;
    expect(verifies(signed, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateSchema", version: "", document: SCHEMA_BYTES }, false)).toBe(true);
    const legacy = decodeUnsignedTx(await createSchema(SCHEMA_PROOF, "--ver-key", HID_KEY_1.privateKey, "--legacy-signature")).msg.schemaProof.proofValue;
    expect(verifies(legacy, HID_KEY_1.multibase, { operation: "CreateSchema", version: "", document: SCHEMA_BYTES }, true)).toBe(true);
    expect(verifies(legacy, HID_KEY_1.multibase, { chainId: CHAIN_ID, operation: "CreateSchema", version: "", document: SCHEMA_BYTES }, false)).toBe(false);
  });

  it.each([
    [
      "no proofValue and no --ver-key",
      SCHEMA_PROOF,
      [],
      "schema_proof_json has no proofValue: sign with --ver-key, or fill it with debug ed25519 sign-ssi-doc schema-doc",
    ],
    [
      "a proofValue and --ver-key",
      { ...SCHEMA_PROOF, proofValue: "x" },
      ["--ver-key", HID_KEY_1.privateKey],
      "schema_proof_json already has a proofValue: leave it empty when signing with --ver-key",
    ],
    ["an unknown proof field", { ...SCHEMA_PROOF, proofValue: "x", nonce: "1" }, [], 'schema_proof_json: $: unknown field "nonce" in SchemaProof'],
    [
      "a verificationMethod that is not a DID URL",
      { ...SCHEMA_PROOF, verificationMethod: "key-1" },
      ["--ver-key", HID_KEY_1.privateKey],
      'schema_proof_json verificationMethod "key-1" is not a DID URL <did>#<key name>, such as did:hid:devnet:z…#key-1',
    ],
  ])("refuses %s", async (_, proof, flags, message) => {
    expectError(await createSchema(proof, ...flags), message);
  });

  it("refuses an unknown field of the schema property", async () => {
    const doc = { ...SCHEMA_DOCUMENT, schema: { ...SCHEMA_DOCUMENT.schema, format: "x" } };
    expectError(
      await cli(["tx", "ssi", "create-schema", JSON.stringify(doc), JSON.stringify({ ...SCHEMA_PROOF, proofValue: "x" }), ...txFlags]),
      'schema_document_json: $.schema: unknown field "format" in SchemaProperty',
    );
  });
});

describe("idledger tx ssi register-credential-status", () => {
  const register = (status: object, proof: object, ...extra: string[]) =>
    cli(["tx", "ssi", "register-credential-status", JSON.stringify(status), JSON.stringify(proof), ...txFlags, ...extra]);
  const registerOnline = (status: object, proof: object, ...extra: string[]) =>
    cli(["tx", "ssi", "register-credential-status", JSON.stringify(status), JSON.stringify(proof), ...onlineFlags, ...extra]);
  const statusBytes = (status: object) => CredentialStatus.encode(CredentialStatus.fromPartial(status)).finish();
  const STORED_JSON = { ...credentialStatus(), proof: { ...CREDENTIAL_PROOF, proofValue: "c2ln" } };
  const STORED: Credential = Credential.fromPartial(STORED_JSON);
  const STORED_VERSION = Buffer.from(sha256(Credential.encode(STORED).finish()))
    .toString("hex")
    .toUpperCase();
  const REVOKED = credentialStatus("Revoked", "compromised");
  const REVOKED_PROOF = { ...CREDENTIAL_PROOF, updated: "2022-09-01T00:00:00Z" };

  it("passes a precomputed proof through", async () => {
    const { typeUrl, tx, msg } = decodeUnsignedTx(await register(credentialStatus(), { ...CREDENTIAL_PROOF, proofValue: "c2ln" }));
    expect(typeUrl).toBe("/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatus");
    expect(Object.keys(tx.body.messages[0])).toEqual(["@type", "creator", "credentialStatus", "proof"]);
    expect(msg.credentialStatus).toEqual(CredentialStatus.fromJSON(credentialStatus()));
    expect(msg.proof.proofValue).toBe("c2ln");
  });

  it("signs a new status offline with the empty version", async () => {
    const { msg } = decodeUnsignedTx(await register(credentialStatus(), CREDENTIAL_PROOF, "--ver-key", HID_KEY_1.privateKey, "--offline"));
    const target = { chainId: CHAIN_ID, operation: "RegisterCredentialStatus" as const, version: "", document: statusBytes(credentialStatus()) };
    expect(verifies(msg.proof.proofValue, HID_KEY_1.multibase, target, false)).toBe(true);
  });

  it("signs a status change with the hash of the stored credential (--stored-credential, as Credential or as q output)", async () => {
    const target = { chainId: CHAIN_ID, operation: "RegisterCredentialStatus" as const, version: STORED_VERSION, document: statusBytes(REVOKED) };
    for (const stored of [STORED_JSON, { credStatus: STORED_JSON }]) {
      const { msg } = decodeUnsignedTx(
        await register(REVOKED, REVOKED_PROOF, "--ver-key", HID_KEY_1.privateKey, "--stored-credential", JSON.stringify(stored)),
      );
      expect(verifies(msg.proof.proofValue, HID_KEY_1.multibase, target, false)).toBe(true);
      expect(verifies(msg.proof.proofValue, HID_KEY_1.multibase, { ...target, version: "" }, false)).toBe(false);
    }
  });

  it("with --legacy-signature signs the status alone: the same signature whatever was stored before (hid-node's replay)", async () => {
    const signFor = async (stored: object, ...flags: string[]) =>
      decodeUnsignedTx(await register(REVOKED, REVOKED_PROOF, "--ver-key", HID_KEY_1.privateKey, "--stored-credential", JSON.stringify(stored), ...flags)).msg
        .proof.proofValue as string;
    const suspended = { ...STORED_JSON, claim: { id: CRED_ID, currentStatus: "Suspended", statusReason: "paused" } };
    const legacy = await signFor(STORED_JSON, "--legacy-signature");
    expect(await signFor(suspended, "--legacy-signature")).toBe(legacy);
    expect(verifies(legacy, HID_KEY_1.multibase, { operation: "RegisterCredentialStatus", version: "", document: statusBytes(REVOKED) }, true)).toBe(true);
    expect(await signFor(suspended)).not.toBe(await signFor(STORED_JSON));
  });

  it.each([
    [
      "a status change offline without the stored credential",
      REVOKED,
      ["--offline"],
      "a Revoked status is a status change: with --offline, give the stored credential with --stored-credential",
    ],
    [
      "the stored credential of another id",
      REVOKED,
      ["--stored-credential", JSON.stringify({ claim: { id: "vc:hid:devnet:zOther" } })],
      `--stored-credential is the status of "vc:hid:devnet:zOther", not of ${CRED_ID}`,
    ],
    [
      "a status without claim",
      { issuer: "did:hid:devnet:z1" },
      ["--offline"],
      "credential_status_json has no claim.id: the claim's id names the credential status",
    ],
    [
      "a wrong type in the claim",
      { claim: { id: CRED_ID, currentStatus: true } },
      ["--offline"],
      "credential_status_json: $.claim.currentStatus: expected a string, got boolean true",
    ],
  ])("refuses %s", async (_, status, flags, message) => {
    expectError(await register(status, CREDENTIAL_PROOF, "--ver-key", HID_KEY_1.privateKey, ...flags), message);
  });

  describe("with the stored credential from --node", () => {
    let node: FakeNode;
    afterEach(() => node?.close());

    it("signs a change against the hash of what the node stores", async () => {
      node = await startFakeNode(withParams(false, () => ({ value: QueryCredentialResponse.encode({ credStatus: STORED }).finish() })));
      const { msg } = decodeUnsignedTx(await registerOnline(REVOKED, REVOKED_PROOF, "--ver-key", HID_KEY_1.privateKey, "--node", node.address));
      expect(node.queries.map((q) => q.path)).toEqual([SSI_PARAMS_PATH, "/hypersignprotocol.hidnode.ssi.Query/QueryCredential"]);
      expect(QueryCredentialRequest.decode(node.queries[1]!.data)).toEqual({ credId: CRED_ID });
      const target = { chainId: CHAIN_ID, operation: "RegisterCredentialStatus" as const, version: STORED_VERSION, document: statusBytes(REVOKED) };
      expect(verifies(msg.proof.proofValue, HID_KEY_1.multibase, target, false)).toBe(true);
    });

    it("signs a new status when the node answers NotFound", async () => {
      node = await startFakeNode(withParams(false, () => notFoundAnswer(`credential status ${CRED_ID}`)));
      const { msg } = decodeUnsignedTx(await registerOnline(credentialStatus(), CREDENTIAL_PROOF, "--ver-key", HID_KEY_1.privateKey, "--node", node.address));
      const target = { chainId: CHAIN_ID, operation: "RegisterCredentialStatus" as const, version: "", document: statusBytes(credentialStatus()) };
      expect(verifies(msg.proof.proofValue, HID_KEY_1.multibase, target, false)).toBe(true);
    });

    it("prints the node's log on any other query error", async () => {
      node = await startFakeNode(withParams(false, () => ({ code: 2, codespace: "sdk", log: "tx parse error" })));
      expectError(await registerOnline(credentialStatus(), CREDENTIAL_PROOF, "--ver-key", HID_KEY_1.privateKey, "--node", node.address), "tx parse error");
    });
  });
});
