import { CREDENTIAL_PROOF, credentialStatus, CRED_ID, DID_1, didDocument, HID_KEY_1, HID_KEY_2, SCHEMA_DOCUMENT, SCHEMA_PROOF, VM_1 } from "../ssi/fixtures";
import { jsonOf, startCliChain, type CliChain } from "./local-chain";

/** The ssi tx commands sign and broadcast, and the q ssi commands read the result, on a real chain. */
describe("idledger tx ssi and q ssi against a running node", () => {
  let chain: CliChain;
  const run = (args: readonly string[]) => chain.idledger([...args, ...chain.node]);
  const broadcast = ["--from", "alice", "--yes", "--broadcast-mode", "block"];
  const DOC = JSON.stringify(didDocument(DID_1, HID_KEY_1.multibase));

  beforeAll(async () => {
    chain = await startCliChain("ssi");
  }, 60_000);

  afterAll(async () => {
    await chain?.stop();
  });

  test("create-did is signed for the node's chain ID (no --chain-id, no genesis at home), broadcast, and read back with q ssi did", async () => {
    const result = await run([
      "tx",
      "ssi",
      "create-did",
      DOC,
      VM_1,
      "--ver-key",
      HID_KEY_1.privateKey,
      "--gas",
      "auto",
      "--gas-prices",
      "0.01uhid",
      ...broadcast,
    ]);
    const response = jsonOf(result);
    expect(result.stderr).toMatch(/^gas estimate: \d+\n$/);
    expect(response).toMatchObject({ code: 0, tx: { body: { messages: [{ "@type": "/hypersignprotocol.hidnode.ssi.MsgCreateDID", creator: chain.alice }] } } });
    expect(response.events.map((e: { type: string }) => e.type)).toContain("create_did");

    const stored = jsonOf(await run(["q", "ssi", "did", DID_1, "-o", "json"]));
    expect(stored.didDocument).toMatchObject({ id: DID_1, verificationMethod: [{ id: VM_1, publicKeyMultibase: HID_KEY_1.multibase }] });
    expect(stored.didDocumentMetadata).toMatchObject({ deactivated: false, versionId: response.txhash });
    expect(jsonOf(await run(["q", "ssi", "dids", "--count", "-o", "json"]))).toEqual({ totalDidCount: "1", didDocList: [] });
  });

  test("creating the same DID again fails in the block with the ssi code, and the command fails", async () => {
    const result = await run(["tx", "ssi", "create-did", DOC, VM_1, "--ver-key", HID_KEY_1.privateKey, "--fees", "3000uhid", ...broadcast]);
    expect(result.code).toBe(1);
    const response = JSON.parse(result.stdout);
    expect(response).toMatchObject({ codespace: "ssi", code: expect.any(Number) });
    expect(response.code).not.toBe(0);
    expect(Number(response.height)).toBeGreaterThan(0);
    expect(result.stderr).toMatch(
      new RegExp(`^Error: transaction ${response.txhash} failed in block ${response.height} with code ${response.code} \\(codespace ssi\\): `),
    );
  });

  test("a schema and a credential status are registered and read back", async () => {
    const schema = jsonOf(
      await run([
        "tx",
        "ssi",
        "create-schema",
        JSON.stringify(SCHEMA_DOCUMENT),
        JSON.stringify(SCHEMA_PROOF),
        "--ver-key",
        HID_KEY_1.privateKey,
        "--fees",
        "3000uhid",
        ...broadcast,
      ]),
    );
    expect(schema.code).toBe(0);
    expect(jsonOf(await run(["q", "ssi", "schema", SCHEMA_DOCUMENT.id, "-o", "json"])).schema).toEqual([
      expect.objectContaining({ id: SCHEMA_DOCUMENT.id, author: DID_1 }),
    ]);

    const status = jsonOf(
      await run([
        "tx",
        "ssi",
        "register-credential-status",
        JSON.stringify(credentialStatus()),
        JSON.stringify(CREDENTIAL_PROOF),
        "--ver-key",
        HID_KEY_1.privateKey,
        "--fees",
        "3000uhid",
        ...broadcast,
      ]),
    );
    expect(status.code).toBe(0);
    expect(jsonOf(await run(["q", "ssi", "credential-status", CRED_ID, "-o", "json"])).credStatus.claim).toEqual({
      id: CRED_ID,
      currentStatus: "Live",
      statusReason: "",
    });
  });

  test("deactivate-did signs the stored document it fetches from the node", async () => {
    const { versionId } = jsonOf(await run(["q", "ssi", "did", DID_1, "-o", "json"])).didDocumentMetadata;
    const response = jsonOf(
      await run(["tx", "ssi", "deactivate-did", DID_1, versionId, VM_1, "--ver-key", HID_KEY_1.privateKey, "--fees", "3000uhid", ...broadcast]),
    );
    expect(response.code).toBe(0);
    expect(jsonOf(await run(["q", "ssi", "did", DID_1, "-o", "json"])).didDocumentMetadata).toMatchObject({ deactivated: true, versionId: response.txhash });
  });

  test("a document signed by a key that is not the document's is refused before anything is sent", async () => {
    const other = JSON.stringify(didDocument(`did:hid:devnet:${HID_KEY_2.multibase}`, HID_KEY_2.multibase));
    const result = await run([
      "tx",
      "ssi",
      "create-did",
      other,
      `did:hid:devnet:${HID_KEY_2.multibase}#key-1`,
      "--ver-key",
      HID_KEY_1.privateKey,
      ...broadcast,
    ]);
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr).toMatch(/^Error: --ver-key does not belong to did:hid:devnet:\w+#key-1/);
  });
});
