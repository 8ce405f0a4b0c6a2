import YAML from "yaml";
import { PageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import { Credential } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import * as q from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { Schema } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import { deadNodeAddress, notFoundAnswer, startFakeNode, type FakeAnswer, type FakeNode } from "./fake-node";
import {
  CREDENTIAL_PROOF,
  credentialStatus,
  CRED_ID,
  DID_1,
  didDocument,
  expectError,
  expectUsageError,
  HID_KEY_1,
  isolatedCli,
  SCHEMA_DOCUMENT,
  SCHEMA_PROOF,
} from "./fixtures";

const cli = isolatedCli();
const SERVICE = "/hypersignprotocol.hidnode.ssi.Query";
const VERSION = "E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855";
const DID_RESPONSE: q.QueryDidDocumentResponse = {
  didDocument: Did.fromJSON(didDocument(DID_1, HID_KEY_1.multibase)),
  didDocumentMetadata: { created: "2024-01-01T00:00:00Z", updated: "2024-01-02T00:00:00Z", deactivated: false, versionId: VERSION },
};
const SCHEMA = Schema.fromPartial({ ...SCHEMA_DOCUMENT, proof: { ...SCHEMA_PROOF, proofValue: "c2ln" } });
const CREDENTIAL = Credential.fromPartial({ ...credentialStatus(), proof: { ...CREDENTIAL_PROOF, proofValue: "c2ln" } });

/** Answers the six ssi query paths with fixed responses. */
function ssiNode(): (path: string) => FakeAnswer {
  const answers: Record<string, Uint8Array> = {
    [`${SERVICE}/QueryDidDocument`]: q.QueryDidDocumentResponse.encode(DID_RESPONSE).finish(),
    [`${SERVICE}/QueryDidDocuments`]: q.QueryDidDocumentsResponse.encode({ totalDidCount: 2n, didDocList: [DID_RESPONSE] }).finish(),
    [`${SERVICE}/QuerySchema`]: q.QuerySchemaResponse.encode({ schema: [SCHEMA] }).finish(),
    [`${SERVICE}/QuerySchemas`]: q.QuerySchemasResponse.encode({ totalCount: 1n, schemaList: [SCHEMA] }).finish(),
    [`${SERVICE}/QueryCredential`]: q.QueryCredentialResponse.encode({ credStatus: CREDENTIAL }).finish(),
    [`${SERVICE}/QueryCredentials`]: q.QueryCredentialsResponse.encode({ totalCount: 3n, credentials: [CREDENTIAL] }).finish(),
  };
  return (path) => ({ value: answers[path]! });
}

describe("idledger query ssi", () => {
  let node: FakeNode;
  beforeEach(async () => (node = await startFakeNode(ssiNode())));
  afterEach(() => node.close());
  const query = (...args: string[]) => cli(["q", "ssi", ...args, "--node", node.address]);
  const lastRequest = <T>(codec: { decode(b: Uint8Array): T }): T => codec.decode(node.queries.at(-1)!.data);

  it("did: the response in Cosmos JSON with --output json (proto names, every field)", async () => {
    const { code, stdout, stderr } = await query("did", DID_1, "--output", "json");
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const json = JSON.parse(stdout);
    expect(json.didDocumentMetadata).toEqual({ created: "2024-01-01T00:00:00Z", updated: "2024-01-02T00:00:00Z", deactivated: false, versionId: VERSION });
    expect(json.didDocument.id).toBe(DID_1);
    expect(json.didDocument.keyAgreement).toEqual([]);
    expect(node.queries[0]).toMatchObject({ path: `${SERVICE}/QueryDidDocument`, height: "0", prove: false });
    expect(lastRequest(q.QueryDidDocumentRequest)).toEqual({ didId: DID_1 });
  });

  it("did: YAML by default (--output text), keys sorted, as the SDK prints it", async () => {
    const { code, stdout } = await query("did", DID_1);
    expect(code).toBe(0);
    expect(stdout.startsWith("didDocument:\n  alsoKnownAs: []\n  assertionMethod:\n")).toBe(true);
    const json = JSON.parse((await query("did", DID_1, "-o", "json")).stdout);
    expect(YAML.parse(stdout)).toEqual(json);
  });

  it("--height asks for the state at that height", async () => {
    expect((await query("did", DID_1, "--height", "5")).code).toBe(0);
    expect(node.queries[0]!.height).toBe("5");
  });

  it("dids: pagination flags become the PageRequest; totals print as strings", async () => {
    const { stdout } = await query("dids", "--limit", "10", "--offset", "20", "--count-total", "--reverse", "-o", "json");
    expect(lastRequest(q.QueryDidDocumentsRequest)).toEqual({
      count: false,
      pagination: { key: new Uint8Array(), offset: 20n, limit: 10n, countTotal: true, reverse: true },
    });
    expect(JSON.parse(stdout)).toMatchObject({ totalDidCount: "2", didDocList: [{ didDocument: { id: DID_1 } }] });

    await query("dids", "--count");
    expect(lastRequest(q.QueryDidDocumentsRequest)).toEqual({ count: true, pagination: PageRequest.fromPartial({ limit: 100n }) });
    await query("dids", "--page", "3", "--limit", "10");
    expect(lastRequest(q.QueryDidDocumentsRequest).pagination).toEqual(PageRequest.fromPartial({ offset: 20n, limit: 10n }));
    await query("dids", "--page-key", "Did-value-x");
    expect(lastRequest(q.QueryDidDocumentsRequest).pagination).toEqual(PageRequest.fromPartial({ key: new TextEncoder().encode("Did-value-x"), limit: 100n }));
  });

  it.each([
    [
      ["schema", "sch:hid:devnet:z1:1.0"],
      q.QuerySchemaRequest,
      { schemaId: "sch:hid:devnet:z1:1.0" },
      { schema: [expect.objectContaining({ id: SCHEMA.id, proof: { ...SCHEMA_PROOF, proofValue: "c2ln" } })] },
    ],
    [
      ["schemas", "--limit", "1"],
      q.QuerySchemasRequest,
      { pagination: PageRequest.fromPartial({ limit: 1n }) },
      { totalCount: "1", schemaList: [expect.objectContaining({ id: SCHEMA.id })] },
    ],
    [
      ["credential-status", CRED_ID],
      q.QueryCredentialRequest,
      { credId: CRED_ID },
      { credStatus: expect.objectContaining({ claim: { id: CRED_ID, currentStatus: "Live", statusReason: "" } }) },
    ],
    [
      ["credential-statuses"],
      q.QueryCredentialsRequest,
      { pagination: PageRequest.fromPartial({ limit: 100n }) },
      { totalCount: "3", credentials: [expect.objectContaining({ issuer: DID_1 })] },
    ],
  ])("%j", async (args, requestCodec, request, response) => {
    const { code, stdout } = await query(...args, "--output", "json");
    expect(code).toBe(0);
    expect(lastRequest(requestCodec as { decode(b: Uint8Array): unknown })).toEqual(request);
    expect(JSON.parse(stdout)).toEqual(response);
  });

  it("answers to `query` as well as `q`", async () => {
    expect((await cli(["query", "ssi", "did", DID_1, "--node", node.address])).code).toBe(0);
  });

  it("rejects --page with --offset, and --page-key with either", async () => {
    expectError(await query("dids", "--page", "2", "--offset", "5"), "--page and --offset cannot be used together");
    expectError(
      await query("schemas", "--page-key", "k", "--offset", "5"),
      "--page-key cannot be used with --offset or --page: a page starts either at a key or at an offset",
    );
    expectUsageError(await query("schemas", "--page", "0"), "pages are numbered from 1");
    expectUsageError(await query("schemas", "--limit", "ten"), "expected an integer from 0 to 2^64-1");
    expect(node.queries).toHaveLength(0);
  });
});

describe("idledger query ssi: failures", () => {
  let node: FakeNode | undefined;
  afterEach(() => node?.close());

  it("prints the node's log for a query error (NotFound) and exits 1", async () => {
    node = await startFakeNode(() => notFoundAnswer(`did document ${DID_1}`));
    expectError(await cli(["q", "ssi", "did", DID_1, "--node", node.address]), `rpc error: code = NotFound desc = did document ${DID_1}: key not found`);
  });

  it("names the code when the node's log is empty", async () => {
    node = await startFakeNode(() => ({ code: 18, codespace: "sdk" }));
    expectError(await cli(["q", "ssi", "dids", "--node", node.address]), "query failed with code 18 (codespace sdk)");
  });

  it("prints CometBFT's RPC error", async () => {
    node = await startFakeNode(() => ({
      rpcError: { code: -32603, message: "Internal error", data: "height 99 must be less than or equal to the current blockchain height 7" },
    }));
    expectError(
      await cli(["q", "ssi", "did", DID_1, "--height", "99", "--node", node.address]),
      `the node at ${node.address} answered abci_query with RPC error -32603 (Internal error): height 99 must be less than or equal to the current blockchain height 7`,
    );
  });

  it("says when the node cannot be reached", async () => {
    const dead = await deadNodeAddress();
    expectError(
      await cli(["q", "ssi", "did", DID_1, "--node", dead]),
      new RegExp(`^Error: cannot reach the node at ${dead}: connect ECONNREFUSED 127\\.0\\.0\\.1:\\d+$`),
    );
  });

  it("refuses a --node it cannot read, before connecting", async () => {
    expectUsageError(await cli(["q", "ssi", "did", DID_1, "--node", "ftp://x:1"]), 'invalid --node "ftp://x:1": unsupported scheme ftp');
  });
});
