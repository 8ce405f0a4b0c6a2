import { connect } from "node:net";
import { Response } from "cosmjs-types/tendermint/abci/types";
import type { Application } from "../../../abci-app/src/abci/application";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { AbciExceptionError } from "../../../abci-app/src/abci/client-errors";
import { encodeFrame, encodeUvarint } from "../../../abci-app/src/abci/framing";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { SerialQueue } from "../../../abci-app/src/abci/serial-queue";
import { AbciServer } from "../../../abci-app/src/abci/server";
import { silentLogger } from "../../../lib/logger";
import { captureLogger } from "./capture-logger";
import { KvStoreApp, CODE_INVALID_TX } from "./kvstore-app";
import { frameRequest, RawPeer } from "./raw-peer";
import { checkTxRequest, finalizeRequest, bytes, infoRequest, queryRequest, str } from "./requests";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `condition` holds, polling; fails after `ms`. */
async function until(condition: () => boolean, ms = 5000): Promise<void> {
  for (const deadline = Date.now() + ms; !condition(); await sleep(2)) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
  }
}

/** Servers and clients opened by a test, closed after it whatever happens. */
const opened: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((c) => c.close()));
});

async function serve(app: Application, options: { maxMessageBytes?: number; logger?: ReturnType<typeof captureLogger>["logger"] } = {}) {
  const server = new AbciServer(app, { logger: options.logger ?? silentLogger, maxMessageBytes: options.maxMessageBytes });
  const address = await server.listen("tcp://127.0.0.1:0");
  opened.push(server);
  return { server, address };
}

async function client(address: string): Promise<AbciClient> {
  const c = await AbciClient.connect(address);
  opened.push(c);
  return c;
}

async function rawPeer(address: string): Promise<RawPeer> {
  const peer = await RawPeer.connect(address);
  opened.push({ close: async () => void peer.socket.destroy() });
  return peer;
}

/** A KvStoreApp whose checkTx throws on the transaction "boom=1": a bug, as the server sees it. */
class FaultyApp extends KvStoreApp {
  override checkTx(req: Parameters<KvStoreApp["checkTx"]>[0]) {
    if (str(req.tx) === "boom=1") throw new Error("checkTx exploded");
    return super.checkTx(req);
  }
}

describe("listening", () => {
  it("binds port 0 to a real port, accepts a bare host:port, and reports tcp://127.0.0.1:PORT", async () => {
    const server = new AbciServer(new KvStoreApp(), { logger: silentLogger });
    const address = await server.listen("127.0.0.1:0");
    opened.push(server);
    expect(address).toMatch(/^tcp:\/\/127\.0\.0\.1:\d+$/);
    expect(address).not.toBe("tcp://127.0.0.1:0");
    expect((await (await client(address)).echo("up")).message).toBe("up");
  });

  it("close() stops accepting and closes open connections", async () => {
    const { server, address } = await serve(new KvStoreApp());
    const c = await client(address);
    await server.close();
    await c.closed;
    await expect(c.echo("after close")).rejects.toThrow(/closed/);
    await expect(AbciClient.connect(address)).rejects.toThrow(/ECONNREFUSED/);
  });

  it("close() resolves only after the running application call has finished", async () => {
    let started = false;
    let finished = false;
    const app = new KvStoreApp();
    app.echo = async (req) => {
      started = true;
      await sleep(50);
      finished = true;
      return { message: req.message };
    };
    const { server, address } = await serve(app);
    const c = await client(address);
    void c.echo("slow").catch(() => {});
    await until(() => started);
    await server.close();
    expect(finished).toBe(true);
  });

  it("logs connections opening and closing with module=abci", async () => {
    const { logger, lines } = captureLogger();
    const { address } = await serve(new KvStoreApp(), { logger });
    const c = await AbciClient.connect(address);
    await c.echo("hello");
    await c.close();
    expect(lines.some((l) => l.includes("accepted connection") && l.includes("module=abci"))).toBe(true);
    await until(() => lines.some((l) => l.includes("connection closed") && l.includes("module=abci")));
  });
});

describe("ordering and Flush", () => {
  it("answers 100 pipelined CheckTx in request order, all before the response to the one Flush", async () => {
    const { address } = await serve(new KvStoreApp());
    const mempool = await client(address);
    const arrivals: string[] = [];
    const txs = Array.from({ length: 100 }, (_, i) => (i % 7 === 3 ? `invalid-${i}` : `key${i}=v`));
    const answers = txs.map((tx, i) =>
      mempool.checkTxAsync(checkTxRequest(tx)).then((res) => {
        arrivals.push(String(i));
        return res;
      }),
    );
    const flushed = mempool.flush().then(() => arrivals.push("flush"));
    const responses = await Promise.all(answers);
    await flushed;
    expect(arrivals).toEqual([...txs.map((_, i) => String(i)), "flush"]);
    responses.forEach((res, i) => {
      if (i % 7 === 3) expect(res.code).toBe(CODE_INVALID_TX);
      else expect(str(res.data)).toBe(`key${i}`);
    });
  });

  it("holds responses until a Flush arrives, then writes them followed by ResponseFlush", async () => {
    const { address } = await serve(new KvStoreApp());
    const peer = await rawPeer(address);
    peer.write(frameRequest({ checkTx: checkTxRequest("a=1") }), frameRequest({ echo: { message: "x" } }));
    await sleep(100);
    expect(peer.responses).toEqual([]);
    peer.write(frameRequest({ flush: {} }));
    const responses = await peer.waitForResponses(3);
    expect(responses.map((r) => Object.keys(Response.toJSON(r)))).toEqual([["checkTx"], ["echo"], ["flush"]]);
  });

  it("writes before a Flush once about 64 KiB of responses wait, so the buffer stays bounded", async () => {
    const { address } = await serve(new KvStoreApp());
    const peer = await rawPeer(address);
    const message = "m".repeat(1000);
    for (let i = 0; i < 100; i++) peer.write(frameRequest({ echo: { message } }));
    const early = await peer.waitForResponses(60);
    expect(early.every((r) => r.echo?.message === message)).toBe(true);
    expect(early.some((r) => r.flush !== undefined)).toBe(false);
  });
});

describe("one application call at a time", () => {
  it("never lets two calls overlap while four connections hammer an app with async, randomly delayed methods (one of them the mempool connection)", async () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const app = new KvStoreApp();
    let inFlight = 0;
    let maxInFlight = 0;
    const callers: string[] = [];
    const probe = new Proxy(app, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        return async (request: { message?: string; data?: Uint8Array; tx?: Uint8Array }) => {
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          callers.push(request.message ?? str(request.data ?? request.tx ?? new Uint8Array()).slice(0, 2));
          try {
            await sleep(random() * 3);
            const result = await value.call(target, request);
            await sleep(random() * 2);
            return result;
          } finally {
            inFlight -= 1;
          }
        };
      },
    });
    const { address } = await serve(probe);
    const connections = await Promise.all([0, 1, 2, 3].map(() => client(address)));
    const rounds = 15;
    await Promise.all(
      connections.map(async (c, n) => {
        const tag = `c${n}`;
        for (let round = 0; round < rounds; round++) {
          // Only one connection may be the mempool connection; the others send Echo, which any connection may.
          if (n === 0) {
            const txs = [0, 1, 2].map((i) => c.checkTxAsync(checkTxRequest(`${tag}-${round}-${i}=v`)));
            await c.flush();
            expect((await Promise.all(txs)).map((r) => r.code)).toEqual([0, 0, 0]);
          } else {
            for (let i = 0; i < 3; i++) expect((await c.echo(tag)).message).toBe(tag);
          }
          expect((await c.query(queryRequest(tag))).log).toBe("does not exist");
          expect((await c.echo(tag)).message).toBe(tag);
        }
      }),
    );
    expect(callers).toHaveLength(4 * rounds * 5);
    expect(maxInFlight).toBe(1);
    // The connections really did run concurrently: the app saw their calls interleaved, not one after another.
    const switches = callers.filter((c, i) => i > 0 && c !== callers[i - 1]).length;
    expect(switches).toBeGreaterThan(20);
  });

  it("shares its queue with in-process callers: a local call waits for the socket call in progress", async () => {
    const order: string[] = [];
    const app: Application = new KvStoreApp();
    app.echo = async (req) => {
      order.push(`start ${req.message}`);
      await sleep(req.message === "socket" ? 40 : 0);
      order.push(`end ${req.message}`);
      return { message: req.message };
    };
    const queue = new SerialQueue();
    const server = new AbciServer(app, { logger: silentLogger, queue });
    opened.push(server);
    const remote = await client(await server.listen("tcp://127.0.0.1:0"));
    const overSocket = remote.echo("socket");
    await until(() => order.length > 0);
    await Promise.all([overSocket, new LocalAbciClient(app, queue).echo("local")]);
    expect(order).toEqual(["start socket", "end socket", "start local", "end local"]);
  });
});

describe("failures", () => {
  it("answers an exception when the app throws, closes that connection only, and keeps serving the others", async () => {
    const { logger, lines } = captureLogger();
    const { address } = await serve(new FaultyApp(), { logger });
    const consensus = await client(address);
    const mempool = await client(address);
    await expect(mempool.checkTx(checkTxRequest("boom=1"))).rejects.toThrow(AbciExceptionError);
    await expect(mempool.checkTx(checkTxRequest("boom=1"))).rejects.toThrow("checkTx exploded");
    await mempool.closed;
    expect((await consensus.info(infoRequest())).data).toBe("kvstore");
    const fresh = await client(address);
    expect((await fresh.checkTx(checkTxRequest("a=1"))).code).toBe(0);
    const report = lines.find((l) => l.includes("application failed"));
    expect(report).toContain("checkTx exploded");
    expect(report).toContain("FaultyApp.checkTx");
  });

  it("sends the responses before the failing request, then the exception, then closes without answering later requests", async () => {
    const { address } = await serve(new FaultyApp());
    const peer = await rawPeer(address);
    peer.write(
      frameRequest({ checkTx: checkTxRequest("a=1") }),
      frameRequest({ checkTx: checkTxRequest("boom=1") }),
      frameRequest({ checkTx: checkTxRequest("b=2") }),
      frameRequest({ flush: {} }),
    );
    await peer.ended;
    expect(peer.responses.map((r) => Response.toJSON(r))).toEqual([
      expect.objectContaining({ checkTx: expect.objectContaining({ code: 0 }) }),
      { exception: { error: "checkTx exploded" } },
    ]);
  });

  it.each([
    ["a length prefix longer than 10 bytes", new Uint8Array(11).fill(0xff), /not a valid varint/],
    ["a frame larger than maxMessageBytes", encodeUvarint(4097), /exceeds the maximum of 4096 bytes/],
    ["a frame that is not protobuf", encodeFrame(Uint8Array.of(0x0a, 0x05)), /cannot read request/],
    ["a request naming no known method", encodeFrame(Uint8Array.of(0x20, 0x01)), /unknown request/],
  ])("answers %s with an exception, closes, and stays up for others", async (_name, garbage, message) => {
    const { address } = await serve(new KvStoreApp(), { maxMessageBytes: 4096 });
    const peer = await rawPeer(address);
    peer.write(garbage);
    await peer.ended;
    expect(peer.responses).toHaveLength(1);
    expect(peer.responses[0]!.exception?.error).toMatch(message);
    expect((await (await client(address)).echo("still here")).message).toBe("still here");
  });

  it("survives a client that disconnects with requests in flight, and keeps serving", async () => {
    let started = 0;
    let finished = 0;
    const app: Application = new KvStoreApp();
    const finalize = app.finalizeBlock.bind(app);
    app.finalizeBlock = async (req) => {
      started += 1;
      await sleep(30);
      finished += 1;
      return finalize(req);
    };
    const { address } = await serve(app);
    const peer = await rawPeer(address);
    for (let h = 1n; h <= 20n; h++) peer.write(frameRequest({ finalizeBlock: finalizeRequest([bytes("k=v")], h) }));
    peer.write(frameRequest({ flush: {} }));
    await until(() => started > 0);
    peer.socket.destroy();
    await until(() => finished === started);
    await sleep(50);
    // The requests queued behind the one in flight are dropped with their connection, not run for nobody.
    expect(started).toBeLessThan(20);
    const next = await client(address);
    expect((await next.info(infoRequest())).data).toBe("kvstore");
  });

  it("survives a client that resets the connection mid-write", async () => {
    const { address } = await serve(new KvStoreApp());
    const socket = connect({ port: Number(address.split(":").pop()), host: "127.0.0.1" });
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(frameRequest({ echo: { message: "half" } }).subarray(0, 3));
    await sleep(20);
    socket.resetAndDestroy();
    await sleep(50);
    expect((await (await client(address)).echo("fine")).message).toBe("fine");
  });
});
