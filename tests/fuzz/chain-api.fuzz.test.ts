import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { createWiring } from "../../abci-app/src/app/wiring";
import { CometRpcClient } from "../../abci-app/src/comet/rpc-client";
import { abciQuery } from "../../abci-app/src/server/abci-query";
import { createGrpcServer, listenGrpc, type RunningGrpcServer } from "../../abci-app/src/server/grpc/server";
import { nodeServiceMethods } from "../../abci-app/src/server/node-methods";
import { createRestApp } from "../../abci-app/src/server/rest/app";
import { nodeRestRoutes } from "../../abci-app/src/server/rest-routes";
import { MAX_ERROR_MESSAGE_CHARS } from "../../abci-app/src/types/bounded-message";
import { silentLogger } from "../../lib/logger";
import { RawGrpcClient } from "../../scripts/bench/raw-grpc-client";
import { TestChain } from "../harness/chain";
import { appStateWith } from "../harness/genesis";
import { SSI_GENESIS } from "../harness/ssi";
import { account, tempDir, uhid } from "../integration/app/fixtures";
import { fuzzParameters, fuzzTimeoutMs } from "./fuzz-config";

/** The longest message an error may carry: the bound, plus the note of how much was cut. */
const MAX_MESSAGE = MAX_ERROR_MESSAGE_CHARS + 40;
const INTERNAL = 13;

/** Text a client could send where an id, an address or a number is expected. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.constantFrom("", "0", "-1", "18446744073709551616", "hid1", "did:hid:devnet:", "%00", "..", "\u0000", "🙂".repeat(30)),
  fc.nat({ max: 3 }).map((n) => "z".repeat([1_000, 5_000, 20_000, 100_000][n]!)),
);

/**
 * Hostile input to the node's REST gateway and gRPC server, in front of an in-process chain (CometBFT's RPC is not
 * there, so the methods that need it answer Unavailable): every request gets a typed answer — never an internal
 * error, never a message that repeats a huge input — and the servers keep answering.
 */
describe("the node's API servers under hostile input (property-based)", () => {
  let chain: TestChain;
  let rest: FastifyInstance;
  let grpc: RunningGrpcServer;
  let client: RawGrpcClient;
  let methodPaths: string[];

  beforeAll(async () => {
    const alice = await account("alice");
    chain = await TestChain.start({
      dataDir: tempDir("api-fuzz"),
      appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000n) }], { ssi: SSI_GENESIS }),
    });
    await chain.block();
    const methods = nodeServiceMethods({
      query: abciQuery(chain.caller),
      rpc: new CometRpcClient("http://127.0.0.1:9", { timeoutMs: 2_000 }),
      queryPaths: createWiring().modules.queryRoutes.keys(),
      bech32Prefix: () => "hid",
    });
    methodPaths = [...methods.keys()].sort();
    rest = createRestApp({ query: abciQuery(chain.caller), methods, routes: nodeRestRoutes, logger: silentLogger });
    await rest.ready();
    grpc = await listenGrpc(createGrpcServer({ methods, logger: silentLogger }), "127.0.0.1:0");
    client = new RawGrpcClient(grpc.address);
  });
  afterAll(async () => {
    client?.close();
    await grpc?.close();
    await rest?.close();
    await chain?.close();
  });

  it(
    "REST: any path parameter, query string, height header or body gets a typed answer",
    async () => {
      const route = fc.constantFrom(...nodeRestRoutes);
      const query = fc.dictionary(
        fc.constantFrom(
          "pagination.limit",
          "pagination.offset",
          "pagination.key",
          "pagination.count_total",
          "pagination.reverse",
          "count",
          "events",
          "order_by",
          "page",
          "limit",
          "denom",
          "resolve_denom",
        ),
        hostileText,
        { maxKeys: 4 },
      );
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
        fc.string({ maxLength: 200 }),
        fc.constant("[".repeat(100_000)),
      );
      await fc.assert(
        fc.asyncProperty(
          route,
          fc.array(hostileText, { minLength: 3, maxLength: 3 }),
          query,
          fc.option(hostileText),
          body,
          async (chosen, params, search, height, payload) => {
            let i = 0;
            const path = chosen.path.replace(/:[a-zA-Z]+\*?/g, () => encodeURIComponent(params[i++ % params.length]!));
            const url = `${path}?${new URLSearchParams(search).toString()}`;
            const headers: Record<string, string> = height === null ? {} : { "x-cosmos-block-height": encodeURIComponent(height) };
            const res = await rest.inject({
              method: chosen.method,
              url,
              headers: { ...headers, "content-type": "application/json" },
              ...(chosen.method === "POST" ? { payload } : {}),
            });
            expect(res.statusCode).not.toBe(500);
            if (res.statusCode !== 200) {
              const error = res.json() as { code: number; message: string; details: unknown[] };
              expect(error).toEqual({ code: expect.any(Number), message: expect.any(String), details: [] });
              expect(error.message.length).toBeLessThanOrEqual(MAX_MESSAGE);
            }
          },
        ),
        fuzzParameters(150),
      );
    },
    fuzzTimeoutMs(120_000),
  );

  it(
    "gRPC: any request bytes to any method get a status other than INTERNAL, with a bounded message",
    async () => {
      const requestBytes = fc.oneof(
        fc.uint8Array({ maxLength: 300 }),
        hostileText.map((text) => Uint8Array.from([0x0a, ...varint(Buffer.byteLength(text)), ...Buffer.from(text)])),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...methodPaths), requestBytes, async (path, bytes) => {
          const reply = await client.call(path, bytes);
          expect({ path, code: reply.code }).not.toEqual({ path, code: INTERNAL });
          expect(reply.details.length).toBeLessThanOrEqual(MAX_MESSAGE);
        }),
        fuzzParameters(200),
      );
    },
    fuzzTimeoutMs(120_000),
  );
});

function varint(value: number): number[] {
  const out: number[] = [];
  for (let rest = value; ; rest = Math.floor(rest / 128)) {
    if (rest < 128) return [...out, rest];
    out.push((rest % 128) | 0x80);
  }
}
