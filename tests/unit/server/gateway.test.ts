import { QueryParamsResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { bankRestRoutes } from "../../../abci-app/src/modules/bank/rest";
import { ssiRestRoutes } from "../../../abci-app/src/modules/ssi/rest";
import {
  QueryDidDocumentRequest,
  QueryDidDocumentResponse,
  QueryDidDocumentsRequest,
  QueryDidDocumentsResponse,
} from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { captureLogger } from "../../integration/abci/capture-logger";
import { answered, failed, getJson, startStubGateway, type QueryCall, type StubAnswer } from "./gateway-harness";

const SSI = "/hypersign-protocol/hidnode/ssi";
const DID = "did:hid:devnet:z8mWaJHXieAVxxLagBpdaNWFEBKVWmMiE";
const NOT_FOUND = `rpc error: code = NotFound desc = DID ${DID} not found: key not found`;
const DID_DOC = QueryDidDocumentResponse.fromPartial({
  didDocument: { context: ["https://www.w3.org/ns/did/v1"], id: DID, controller: [DID], authentication: [`${DID}#key-1`] },
  didDocumentMetadata: { created: "2026-01-01T00:00:05Z", updated: "2026-01-01T00:00:05Z", deactivated: false, versionId: "AB" },
});

describe("the gateway with a stub query function", () => {
  let gateway: Awaited<ReturnType<typeof startStubGateway>>;
  let answer: StubAnswer;
  const { logger, lines } = captureLogger();
  const lastCall = (): QueryCall => gateway.calls[gateway.calls.length - 1]!;

  beforeAll(async () => {
    gateway = await startStubGateway([...bankRestRoutes, ...ssiRestRoutes], (call) => answer(call), logger);
  });
  afterAll(() => gateway.close());
  beforeEach(() => {
    gateway.calls.length = 0;
    lines.length = 0;
    answer = () => answered(QueryDidDocumentResponse.encode(DID_DOC).finish(), 9n);
  });

  describe("ssi", () => {
    test("a DID document: the request carries the id, the reply is its proto JSON, every field printed, with the height", async () => {
      const reply = await getJson(`${gateway.url}${SSI}/did/${DID}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        didDocument: {
          context: ["https://www.w3.org/ns/did/v1"],
          id: DID,
          controller: [DID],
          alsoKnownAs: [],
          verificationMethod: [],
          authentication: [`${DID}#key-1`],
          assertionMethod: [],
          capabilityDelegation: [],
          capabilityInvocation: [],
          keyAgreement: [],
          service: [],
        },
        didDocumentMetadata: { created: "2026-01-01T00:00:05Z", updated: "2026-01-01T00:00:05Z", deactivated: false, versionId: "AB" },
      });
      expect(reply.body.didDocument.id).toBe(DID);
      expect(reply.headers.get("x-cosmos-block-height")).toBe("9");
      expect(reply.headers.get("grpc-metadata-x-cosmos-block-height")).toBe("9");
      expect(lastCall().path).toBe("/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument");
      expect(QueryDidDocumentRequest.decode(lastCall().data)).toEqual({ didId: DID });
      expect(lastCall().height).toBe(0n);
    });

    test("with a trailing colon, percent-encoded or not, the same request reaches the query", async () => {
      const urls = [`${SSI}/did/${DID}`, `${SSI}/did/${DID}:`, `${SSI}/did/${encodeURIComponent(DID)}`, `${SSI}/did/${encodeURIComponent(`${DID}:`)}`];
      for (const url of urls) expect((await getJson(gateway.url + url)).status).toBe(200);
      expect(gateway.calls).toHaveLength(urls.length);
      for (const call of gateway.calls) expect(call.data).toEqual(gateway.calls[0]!.data);
    });

    test("schema and credential ids too", async () => {
      answer = () => answered(new Uint8Array());
      await getJson(`${gateway.url}${SSI}/schema/sch:hid:devnet:zAbc:1.0:`);
      expect(lastCall().path).toBe("/hypersignprotocol.hidnode.ssi.Query/QuerySchema");
      expect(new TextDecoder().decode(lastCall().data.slice(2))).toBe("sch:hid:devnet:zAbc:1.0");
      await getJson(`${gateway.url}${SSI}/credential/vc:hid:devnet:zAbc:`);
      expect(lastCall().path).toBe("/hypersignprotocol.hidnode.ssi.Query/QueryCredential");
      expect(new TextDecoder().decode(lastCall().data.slice(2))).toBe("vc:hid:devnet:zAbc");
    });

    test("an id may be long and hold slashes", async () => {
      const id = `vc:hid:devnet:${"z".repeat(600)}/part/2`;
      expect((await getJson(`${gateway.url}${SSI}/did/${id}`)).status).toBe(200);
      expect(QueryDidDocumentRequest.decode(lastCall().data).didId).toBe(id);
    });

    test("NotFound from the query is 404 with the gRPC-gateway error body", async () => {
      answer = () => failed("sdk", 22, NOT_FOUND);
      const reply = await getJson(`${gateway.url}${SSI}/did/${DID}:`);
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual({ code: 5, message: NOT_FOUND, details: [] });
      expect(reply.headers.get("x-cosmos-block-height")).toBeNull();
    });

    test("the list: count and pagination parameters reach the request", async () => {
      answer = () => answered(QueryDidDocumentsResponse.encode({ totalDidCount: 3n, didDocList: [] }).finish());
      const reply = await getJson(`${gateway.url}${SSI}/did?count=true&pagination.limit=2&pagination.offset=1&pagination.countTotal=true`);
      expect(reply).toMatchObject({ status: 200, body: { totalDidCount: "3" } });
      expect(QueryDidDocumentsRequest.decode(lastCall().data)).toEqual({
        count: true,
        pagination: { key: new Uint8Array(), offset: 1n, limit: 2n, countTotal: true, reverse: false },
      });
    });

    test("an empty id is 400 and queries nothing", async () => {
      for (const url of [`${SSI}/did/`, `${SSI}/did/:`, `${SSI}/schema/`, `${SSI}/credential/:`]) {
        const reply = await getJson(gateway.url + url);
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ code: 3, message: expect.stringMatching(/^missing path parameter (didId|schemaId|credId)$/), details: [] });
      }
      expect(gateway.calls).toHaveLength(0);
    });
  });

  describe("bad input is a typed JSON error, never a crash", () => {
    test.each([
      ["a non-numeric limit", `${SSI}/did?pagination.limit=ten`, 'invalid pagination.limit "ten": expected an unsigned integer'],
      ["a negative offset", `${SSI}/did?pagination.offset=-1`, 'invalid pagination.offset "-1": expected an unsigned integer'],
      ["a limit past uint64", `${SSI}/did?pagination.limit=18446744073709551616`, expect.stringContaining("unsigned 64-bit")],
      ["a key that is not base64", `${SSI}/did?pagination.key=%25%25`, 'invalid pagination.key "%%": expected base64'],
      ["a bad boolean", `${SSI}/did?count=maybe`, 'invalid count "maybe": expected true or false'],
      ["a repeated singular parameter", "/cosmos/bank/v1beta1/supply/by_denom?denom=a&denom=b", "denom is given 2 times: expected one value"],
      ["a bad height", `${SSI}/did?height=tip`, 'invalid height "tip": expected an integer'],
      ["a negative height", `${SSI}/did?height=-3`, "invalid height -3: must not be negative"],
    ])("%s → 400", async (_name, url, message) => {
      const reply = await getJson(gateway.url + url);
      expect(reply).toMatchObject({ status: 400, body: { code: 3, message, details: [] } });
      expect(gateway.calls).toHaveLength(0);
    });

    test("a URL that is not valid percent-encoding → 400", async () => {
      const reply = await getJson(`${gateway.url}${SSI}/did/%E0%A4%A`);
      expect(reply).toMatchObject({ status: 400, body: { code: 3, details: [] } });
    });

    test("an unknown URL, a trailing slash, another method → 404 JSON", async () => {
      for (const url of ["/nope", "/cosmos/bank/v1beta1/params/", "/cosmos/bank/v1beta1/balances/hid1x/extra"]) {
        expect(await getJson(gateway.url + url)).toMatchObject({ status: 404, body: { code: 5, message: "Not Found", details: [] } });
      }
      const post = await fetch(`${gateway.url}/cosmos/bank/v1beta1/params`, { method: "POST", body: "{", headers: { "content-type": "application/json" } });
      expect(post.status).toBeGreaterThanOrEqual(400);
      expect(post.status).toBeLessThan(500);
      expect(await post.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String), details: [] });
    });
  });

  describe("heights", () => {
    beforeEach(() => {
      answer = (call) => answered(QueryParamsResponse.encode({ params: { sendEnabled: [], defaultSendEnabled: true } }).finish(), call.height || 12n);
    });

    test("?height= and the x-cosmos-block-height header choose the height; the reply says which was answered", async () => {
      const latest = await getJson(`${gateway.url}/cosmos/bank/v1beta1/params`);
      expect(latest.headers.get("x-cosmos-block-height")).toBe("12");
      expect(latest.body).toEqual({ params: { send_enabled: [], default_send_enabled: true } });
      const byParam = await getJson(`${gateway.url}/cosmos/bank/v1beta1/params?height=5`);
      expect(lastCall().height).toBe(5n);
      expect(byParam.headers.get("x-cosmos-block-height")).toBe("5");
      await getJson(`${gateway.url}/cosmos/bank/v1beta1/params`, { "x-cosmos-block-height": "4" });
      expect(lastCall().height).toBe(4n);
      await getJson(`${gateway.url}/cosmos/bank/v1beta1/params?height=4`, { "x-cosmos-block-height": "4" });
      expect(lastCall().height).toBe(4n);
    });

    test("a header and a parameter that disagree → 400", async () => {
      const reply = await getJson(`${gateway.url}/cosmos/bank/v1beta1/params?height=5`, { "x-cosmos-block-height": "4" });
      expect(reply).toMatchObject({ status: 400, body: { code: 3, message: "height 5 and x-cosmos-block-height 4 disagree" } });
    });
  });

  describe("query failures", () => {
    test.each([
      [
        "sdk 18",
        failed("sdk", 18, "rpc error: code = InvalidArgument desc = invalid denom: invalid request"),
        400,
        3,
        "rpc error: code = InvalidArgument desc = invalid denom: invalid request",
      ],
      ["sdk 6, a query the app does not serve", failed("sdk", 6, "unknown query path /x: unknown request"), 501, 12, "unknown query path /x: unknown request"],
      ["an internal error", failed("undefined", 1, "internal"), 500, 13, "internal error"],
      ["a module error", failed("ssi", 108, "DID Doc not found"), 500, 2, "DID Doc not found"],
    ])("%s", async (_name, res, status, code, message) => {
      answer = () => res;
      expect(await getJson(`${gateway.url}${SSI}/did/${DID}`)).toMatchObject({ status, body: { code, message, details: [] } });
    });

    test("a query function that throws → 500 with the details in the log only", async () => {
      answer = () => {
        throw new Error("socket closed at 10.0.0.1");
      };
      const reply = await getJson(`${gateway.url}${SSI}/did/${DID}`);
      expect(reply).toMatchObject({ status: 500, body: { code: 13, message: "internal error", details: [] } });
      expect(lines.join("")).toContain("socket closed at 10.0.0.1");
    });

    test("a response that does not decode → 500 internal error", async () => {
      answer = () => answered(Uint8Array.from([0x0a, 0xff, 0xff]));
      expect(await getJson(`${gateway.url}${SSI}/did/${DID}`)).toMatchObject({ status: 500, body: { code: 13, message: "internal error" } });
      // The server keeps serving.
      answer = () => answered(QueryDidDocumentResponse.encode(DID_DOC).finish());
      expect((await getJson(`${gateway.url}${SSI}/did/${DID}`)).status).toBe(200);
    });
  });
});
