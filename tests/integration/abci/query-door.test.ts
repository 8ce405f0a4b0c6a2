import { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { serveKvStore, type Closable } from "./serve-kvstore";
import { frameRequest } from "./raw-peer";
import { bytes, finalizeRequest, infoRequest, initChainRequest, str } from "./requests";

const opened: Closable[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

/** A query handler whose answers a test releases one by one, recording the order queries arrived in. */
function heldQueries() {
  const held = new Map<string, (response: ResponseQuery) => void>();
  const arrived: string[] = [];
  const handler = (request: RequestQuery) =>
    new Promise<ResponseQuery>((resolve) => {
      const key = str(request.data);
      arrived.push(key);
      held.set(key, resolve);
    });
  const release = (key: string) => held.get(key)!(ResponseQuery.fromPartial({ value: bytes(`answer ${key}`) }));
  return { handler, release, arrived };
}

const serve = (query: (request: RequestQuery) => Promise<ResponseQuery>) => serveKvStore(opened, { query });

const query = (key: string) => frameRequest({ query: RequestQuery.fromPartial({ path: "/store", data: bytes(key) }) });
const flush = () => frameRequest({ flush: {} });

describe("the ABCI query door: queries answered outside the queue", () => {
  test("pipelined queries all start at once; answers leave in request order, each Flush after the answers before it", async () => {
    const held = heldQueries();
    const { peer } = await serve(held.handler);
    const conn = await peer();
    conn.write(query("a"), flush(), query("b"), flush(), query("c"), flush());
    await until(() => held.arrived.length === 3);
    held.release("c");
    held.release("b");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(conn.responses).toEqual([]);
    held.release("a");
    const responses = await conn.waitForResponses(6);
    expect(responses.map((r) => (r.query ? str(r.query.value) : Object.keys(r).find((k) => (r as Record<string, unknown>)[k] !== undefined)))).toEqual([
      "answer a",
      "flush",
      "answer b",
      "flush",
      "answer c",
      "flush",
    ]);
  });

  test("a query that never answers delays nothing on another connection: InitChain and FinalizeBlock go through", async () => {
    const held = heldQueries();
    const { peer } = await serve(held.handler);
    const queries = await peer();
    queries.write(query("slow"), flush());
    await until(() => held.arrived.length === 1);
    const consensus = await peer();
    consensus.write(frameRequest({ initChain: initChainRequest() }), frameRequest({ finalizeBlock: finalizeRequest([bytes("k=v")], 1n) }), flush());
    const answered = await consensus.waitForResponses(3);
    expect(answered[1]!.finalizeBlock?.txResults).toHaveLength(1);
    expect(queries.responses).toEqual([]);
  });

  test("a request of another kind on the query connection waits for the answers before it", async () => {
    const held = heldQueries();
    const { peer } = await serve(held.handler);
    const conn = await peer();
    conn.write(query("a"), frameRequest({ info: infoRequest() }), flush());
    await until(() => held.arrived.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(conn.responses).toEqual([]);
    held.release("a");
    const [first, second] = await conn.waitForResponses(3);
    expect(first!.query).toBeDefined();
    expect(second!.info).toBeDefined();
  });

  test("reads on through hundreds of pipelined queries (each with its Flush), so the service, not the socket, answers a flood; stops at 256 in flight", async () => {
    const held = heldQueries();
    const { peer } = await serve(held.handler);
    const conn = await peer();
    const keys = Array.from({ length: 300 }, (_, i) => `q${i}`);
    conn.write(...keys.flatMap((key) => [query(key), flush()]));
    await until(() => held.arrived.length === 256);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(held.arrived).toHaveLength(256);
    [...held.arrived].forEach(held.release);
    await until(() => held.arrived.length === 300);
    held.arrived.slice(256).forEach(held.release);
    const responses = await conn.waitForResponses(600);
    expect(responses.filter((r) => r.query).map((r) => str(r.query!.value))).toEqual(keys.map((key) => `answer ${key}`));
  });

  test("a handler that throws is answered with an exception and the connection closes", async () => {
    const { peer } = await serve(async () => {
      throw new Error("query service broken");
    });
    const conn = await peer();
    conn.write(query("a"), flush());
    const [response] = await conn.waitForResponses(1);
    expect(response!.exception?.error).toBe("query service broken");
    await conn.ended;
  });
});

async function until(condition: () => boolean, ms = 5000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition(); await new Promise((resolve) => setTimeout(resolve, 2))) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
  }
}
