import { QueryParamsResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** What a test's handler answers to one abci_query (CometBFT's ResponseQuery fields; zero values may be left out). */
export interface FakeAnswer {
  readonly code?: number;
  readonly codespace?: string;
  readonly log?: string;
  readonly value?: Uint8Array;
  /** Answer with a JSON-RPC error instead (as CometBFT does for, e.g., a height in the future). */
  readonly rpcError?: { readonly code: number; readonly message: string; readonly data: string };
}

export interface RecordedQuery {
  readonly path: string;
  readonly data: Uint8Array;
  readonly height: string;
  readonly prove: boolean;
}

export interface FakeNode {
  /** The --node address: tcp://127.0.0.1:<port>. */
  readonly address: string;
  readonly queries: RecordedQuery[];
  close(): Promise<void>;
}

/**
 * A tiny stand-in for CometBFT's JSON-RPC on 127.0.0.1:0 that answers `abci_query` as CometBFT v0.38 does
 * (data in hex, value in base64, omitempty fields left out), so the query commands run without a chain.
 */
export async function startFakeNode(handler: (path: string, data: Uint8Array) => FakeAnswer): Promise<FakeNode> {
  const queries: RecordedQuery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const call = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      res.setHeader("content-type", "application/json");
      if (call.method !== "abci_query") {
        res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, error: { code: -32601, message: "Method not found" } }));
        return;
      }
      const data = new Uint8Array(Buffer.from(call.params.data, "hex"));
      queries.push({ path: call.params.path, data, height: call.params.height, prove: call.params.prove });
      const answer = handler(call.params.path, data);
      if (answer.rpcError !== undefined) {
        res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, error: answer.rpcError }));
        return;
      }
      const response: Record<string, unknown> = {
        log: answer.log ?? "",
        info: "",
        index: "0",
        key: null,
        proofOps: null,
        height: "7",
        codespace: answer.codespace ?? "",
      };
      if (answer.code) response["code"] = answer.code;
      if (answer.value !== undefined && answer.value.length > 0) response["value"] = Buffer.from(answer.value).toString("base64");
      res.end(JSON.stringify({ jsonrpc: "2.0", id: call.id, result: { response } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `tcp://127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An address where nothing listens: a port that was just free. */
export async function deadNodeAddress(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `tcp://127.0.0.1:${port}`;
}

/** The NotFound answer of the SDK's query router: code 22 in codespace sdk, a gRPC status in the log. */
export function notFoundAnswer(description: string): FakeAnswer {
  return { code: 22, codespace: "sdk", log: `rpc error: code = NotFound desc = ${description}: key not found` };
}

export const SSI_PARAMS_PATH = "/hypersignprotocol.hidnode.ssi.Query/Params";

/** The ssi Params answer of a chain whose genesis sets `legacy_signatures` as given. */
export function paramsAnswer(legacySignatures: boolean): FakeAnswer {
  return { value: QueryParamsResponse.encode({ params: { chainNamespace: "devnet" }, legacySignatures }).finish() };
}

/** A handler that answers the ssi Params query (what an online ssi tx command asks first) and leaves the rest to `rest`. */
export function withParams(legacySignatures: boolean, rest: (path: string, data: Uint8Array) => FakeAnswer): (path: string, data: Uint8Array) => FakeAnswer {
  return (path, data) => (path === SSI_PARAMS_PATH ? paramsAnswer(legacySignatures) : rest(path, data));
}

/** What the SDK's BaseApp (hid-node v0.1's) answers for a query path it does not serve, such as idledger's Params. */
export const UNKNOWN_QUERY_ANSWER: FakeAnswer = { code: 6, codespace: "sdk", log: "unknown query path: unknown request" };
