import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { createRestApp } from "../../../abci-app/src/server/rest/app";
import type { RestRoute } from "../../../abci-app/src/module-kit/rest/route";
import { listenRest } from "../../../abci-app/src/server/rest/server";
import { silentLogger, type Logger } from "../../../lib/logger";

/** One ABCI query the gateway asked. */
export interface QueryCall {
  readonly path: string;
  readonly data: Uint8Array;
  readonly height: bigint;
}

export type StubAnswer = (call: QueryCall) => ResponseQuery | Promise<ResponseQuery>;

/** A gateway on 127.0.0.1:0 whose queries a test answers; every call is recorded. */
export async function startStubGateway(routes: readonly RestRoute[], answer: StubAnswer, logger: Logger = silentLogger) {
  const calls: QueryCall[] = [];
  const app = createRestApp({
    query: async (path, data, height) => {
      const call = { path, data, height };
      calls.push(call);
      return answer(call);
    },
    routes,
    logger,
  });
  const server = await listenRest(app, "tcp://127.0.0.1:0");
  return { url: server.url, calls, close: server.close };
}

export function answered(value: Uint8Array, height = 7n): ResponseQuery {
  return { code: 0, log: "", info: "", index: 0n, key: new Uint8Array(), value, proofOps: undefined, height, codespace: "" };
}

export function failed(codespace: string, code: number, log: string, height = 7n): ResponseQuery {
  return { ...answered(new Uint8Array(), height), code, codespace, log };
}

export interface JsonReply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any;
}

/** GETs a URL and reads the body as JSON (failing the test when it is not JSON). */
export async function getJson(url: string, headers: Record<string, string> = {}): Promise<JsonReply> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return { status: res.status, headers: res.headers, body: JSON.parse(text) };
}
