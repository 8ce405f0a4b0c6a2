import fs from "node:fs";
import {
  QueryDidDocumentRequest,
  QueryDidDocumentResponse,
  QueryDidDocumentsRequest,
  QueryDidDocumentsResponse,
} from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createDid, SSI_GENESIS, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid } from "../app/fixtures";
import { startChainGateway } from "./chain-gateway";

const QUERY = "/hypersignprotocol.hidnode.ssi.Query";

describe("ssi over REST", () => {
  let dir: string;
  let chain: TestChain;
  let gateway: Awaited<ReturnType<typeof startChainGateway>>;
  let didId: string;

  beforeAll(async () => {
    const alice = await account("alice");
    dir = tempDir("ssi-rest");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }], { ssi: SSI_GENESIS }) });
    const { doc, msg } = createDid(chain.chainId, alice.address, testKey("rest subject"));
    didId = doc.id;
    const { txResults } = await chain.block([
      await signTx(alice.wallet, [{ typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDID", value: msg }], {
        chainId: chain.chainId,
        accountNumber: 0n,
        sequence: 0n,
      }),
    ]);
    expect(txResults[0]!.code).toBe(0);
    gateway = await startChainGateway(chain);
  });

  afterAll(async () => {
    await gateway.close();
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a DID answers as over ABCI, with or without hid-node's trailing colon", async () => {
    const abci = await gateway.abci(`${QUERY}/QueryDidDocument`, QueryDidDocumentRequest, QueryDidDocumentResponse, { didId });
    for (const path of [didId, `${didId}:`]) {
      const res = await fetch(`${gateway.url}/hypersign-protocol/hidnode/ssi/did/${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(abci.json);
    }
    expect((abci.json as { didDocument: { id: string } }).didDocument.id).toBe(didId);
  });

  test("the list reports the total", async () => {
    const res = await fetch(`${gateway.url}/hypersign-protocol/hidnode/ssi/did?pagination.limit=10`);
    const abci = await gateway.abci(
      `${QUERY}/QueryDidDocuments`,
      QueryDidDocumentsRequest,
      QueryDidDocumentsResponse,
      QueryDidDocumentsRequest.fromPartial({ pagination: { limit: 10n } }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalDidCount: string };
    expect(body).toEqual(abci.json);
    expect(body.totalDidCount).toBe("1");
  });

  test("an unknown DID, schema or credential is 404 with a JSON error body", async () => {
    const unknown = testKey("rest nobody").multibase;
    for (const path of [`did/did:hid:devnet:${unknown}`, `schema/sch:hid:devnet:${unknown}:1.0`, `credential/vc:hid:devnet:${unknown}:`]) {
      const res = await fetch(`${gateway.url}/hypersign-protocol/hidnode/ssi/${path}`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      const body = (await res.json()) as { code: number; message: string; details: unknown[] };
      expect(body.code).toBe(5);
      expect(body.message).toMatch(/not found/i);
      expect(body.details).toEqual([]);
    }
  });
});
