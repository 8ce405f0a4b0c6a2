import { DidDocumentState } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { QueryDidDocumentResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { notFoundAnswer, startFakeNode, type FakeNode } from "./fake-node";
import { MNEMONICS } from "../../app/fixtures";
import { CHAIN_ID, DID_1, HID_KEY_1, HID_KEY_2, didDocument, expectError, isolatedCli } from "./fixtures";

const DID_DOCUMENT_PATH = "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument";

const CREDENTIAL = {
  "@context": ["https://www.w3.org/2018/credentials/v1"],
  type: ["VerifiableCredential"],
  issuer: DID_1,
  expirationDate: "2036-01-01T00:00:00Z",
  credentialSubject: { id: DID_1 },
};

/** The node's answer for DID_1 with `key` as its #key-1 (HID_KEY_1's is the one --ver-key signs with). */
function storedIssuer(keyMultibase: string, deactivated = false) {
  const state = DidDocumentState.fromPartial({
    didDocument: didDocument(DID_1, keyMultibase) as never,
    didDocumentMetadata: { created: "2026-01-01T00:00:00Z", updated: "2026-01-01T00:00:00Z", deactivated, versionId: "AB".repeat(32) },
  });
  return { value: QueryDidDocumentResponse.encode({ didDocument: state.didDocument, didDocumentMetadata: state.didDocumentMetadata }).finish() };
}

/**
 * `debug vc issue` refuses, before it signs or sends anything, what would make a credential the ledger cannot vouch for:
 * no node, no issuer or expiration date, an issuer that is not on the ledger or is deactivated, a key that is not the
 * issuer's. The whole flow on a real chain is tests/e2e/presentation-verification.test.ts.
 */
describe("idledger debug vc issue: refusals", () => {
  const cli = isolatedCli();
  let node: FakeNode | undefined;
  afterEach(() => node?.close());
  beforeAll(async () => {
    expect((await cli(["keys", "add", "bob", "--recover"], { stdin: `${MNEMONICS.bob}\n` })).code).toBe(0);
  });

  const issue = (credential: object | string, address: string, ...extra: string[]) =>
    cli([
      "debug",
      "vc",
      "issue",
      typeof credential === "string" ? credential : JSON.stringify(credential),
      "--ver-key",
      HID_KEY_1.privateKey,
      "--from",
      "bob",
      "--chain-id",
      CHAIN_ID,
      "--node",
      address,
      "--yes",
      ...extra,
    ]);

  it("needs a node: it registers the credential's status", async () => {
    expectError(await issue(CREDENTIAL, "tcp://127.0.0.1:1", "--generate-only"), /it needs a node/);
    expectError(await issue(CREDENTIAL, "tcp://127.0.0.1:1", "--dry-run"), /it needs a node/);
  });

  it("refuses a credential without issuer or expiration date, one already signed, and what is not JSON", async () => {
    const { issuer: _issuer, ...anonymous } = CREDENTIAL;
    expectError(await issue(anonymous, "tcp://127.0.0.1:1"), "<credential> names no issuer: set issuer to the issuer's DID");
    const { expirationDate: _expiration, ...endless } = CREDENTIAL;
    expectError(await issue(endless, "tcp://127.0.0.1:1"), "<credential> has no expirationDate: the ledger's status needs one");
    expectError(await issue({ ...CREDENTIAL, proof: {} }, "tcp://127.0.0.1:1"), "<credential> already has a proof: give the unsigned credential");
    expectError(await issue("/no/such/credential.json", "tcp://127.0.0.1:1"), /^Error: <credential> is neither JSON nor a file that can be read/);
  });

  it("refuses an issuer the ledger does not hold, a deactivated one, and a key that is not the issuer's", async () => {
    node = await startFakeNode((path) => (path === DID_DOCUMENT_PATH ? notFoundAnswer(`DID document ${DID_1}`) : {}));
    expectError(await issue(CREDENTIAL, node.address), `the issuer ${DID_1} is not on the ledger: create it first (tx ssi create-did)`);
    await node.close();
    node = await startFakeNode((path) => (path === DID_DOCUMENT_PATH ? storedIssuer(HID_KEY_1.multibase, true) : {}));
    expectError(await issue(CREDENTIAL, node.address), `the issuer ${DID_1} is deactivated on the ledger`);
    await node.close();
    node = await startFakeNode((path) => (path === DID_DOCUMENT_PATH ? storedIssuer(HID_KEY_2.multibase) : {}));
    expectError(await issue(CREDENTIAL, node.address), `--ver-key is not the key of ${DID_1}#key-1 on the ledger`);
    expectError(
      await issue(CREDENTIAL, node.address, "--verification-method", `${DID_1}#key-9`),
      `${DID_1}#key-9 is not an assertion method of ${DID_1} on the ledger`,
    );
  });
});
