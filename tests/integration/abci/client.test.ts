import { createServer, type Server, type Socket } from "node:net";
import { Request, Response } from "cosmjs-types/tendermint/abci/types";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { AbciConnectionClosedError, AbciExceptionError, AbciProtocolError } from "../../../abci-app/src/abci/client-errors";
import { encodeFrame, FrameDecoder } from "../../../abci-app/src/abci/framing";
import { checkTxRequest, infoRequest } from "./requests";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A scripted server: it records the requests it receives and answers each with what `answer` returns
 * (nothing when undefined), after sending `greeting` unasked if given, so a test can make it misbehave in ways our real server never does.
 */
class FakeServer {
  readonly received: Request[] = [];
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly answer: (request: Request, socket: Socket) => Response | undefined,
    greeting?: Response,
  ) {
    this.server = createServer((socket) => {
      this.sockets.add(socket);
      if (greeting) socket.write(encodeFrame(Response.encode(greeting).finish()));
      const decoder = new FrameDecoder();
      socket.on("data", (chunk: Buffer) => {
        decoder.push(chunk);
        for (let frame = decoder.next(); frame !== undefined; frame = decoder.next()) {
          const request = Request.decode(frame);
          this.received.push(request);
          const response = this.answer(request, socket);
          if (response && !socket.destroyed) socket.write(encodeFrame(Response.encode(response).finish()));
        }
      });
      socket.on("error", () => {});
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as { port: number };
    return `tcp://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const info = { data: "fake", version: "", appVersion: 0n, lastBlockHeight: 0n, lastBlockAppHash: new Uint8Array() };

/** Answers like a correct server: flush with flush, info with `info`, echo with the message. */
const correct = (request: Request): Response | undefined => {
  if (request.flush) return { flush: {} };
  if (request.info) return { info };
  if (request.echo) return { echo: { message: request.echo.message } };
  return undefined;
};

let fake: FakeServer | undefined;
let abci: AbciClient | undefined;
afterEach(async () => {
  await abci?.close();
  await fake?.close();
  abci = fake = undefined;
});

async function start(answer: (request: Request, socket: Socket) => Response | undefined, greeting?: Response): Promise<AbciClient> {
  fake = new FakeServer(answer, greeting);
  abci = await AbciClient.connect(await fake.listen());
  return abci;
}

describe("AbciClient", () => {
  it("sends a typed call followed by Flush and resolves with the typed response", async () => {
    const client = await start(correct);
    expect(await client.info(infoRequest())).toEqual(info);
    expect(fake!.received.map((r) => Object.keys(Request.toJSON(r)))).toEqual([["info"], ["flush"]]);
  });

  it("checkTxAsync and send() write nothing until flush(), then everything in order", async () => {
    const client = await start((request) =>
      request.flush
        ? { flush: {} }
        : request.checkTx
          ? { checkTx: { code: 0, data: new Uint8Array(), log: "", info: "", gasWanted: 0n, gasUsed: 0n, events: [], codespace: "" } }
          : undefined,
    );
    const first = client.checkTxAsync(checkTxRequest("a=1"));
    const second = client.send({ checkTx: checkTxRequest("b=2") });
    await sleep(50);
    expect(fake!.received).toEqual([]);
    await client.flush();
    expect((await first).code).toBe(0);
    expect((await second).checkTx?.code).toBe(0);
    expect(fake!.received.map((r) => r.checkTx?.tx ?? "flush")).toEqual([checkTxRequest("a=1").tx, checkTxRequest("b=2").tx, "flush"]);
  });

  it("rejects a response of the wrong type: unexpected response X to request Y", async () => {
    const client = await start((request) => (request.flush ? { flush: {} } : { echo: { message: "wrong" } }));
    await expect(client.info(infoRequest())).rejects.toThrow(new AbciProtocolError("unexpected response echo to request info"));
    await expect(client.echo("later")).rejects.toThrow(AbciProtocolError);
  });

  it("fails on a response nobody asked for", async () => {
    const client = await start(correct, { echo: { message: "unsolicited" } });
    await client.closed;
    await expect(client.echo("x")).rejects.toThrow(new AbciProtocolError("unexpected response echo when no request was made"));
  });

  it("rejects every pending call when the server answers an exception", async () => {
    const client = await start((request) => (request.flush ? undefined : { exception: { error: "app bug" } }));
    const first = client.send({ info: infoRequest() });
    const second = client.send({ echo: { message: "x" } });
    const flushed = client.flush();
    await expect(first).rejects.toThrow(new AbciExceptionError("app bug"));
    await expect(second).rejects.toThrow(AbciExceptionError);
    await expect(flushed).rejects.toThrow(AbciExceptionError);
  });

  it("rejects pending calls with AbciConnectionClosedError when the server disconnects", async () => {
    const client = await start((_request, socket) => {
      socket.destroy();
      return undefined;
    });
    await expect(client.echo("x")).rejects.toThrow(AbciConnectionClosedError);
    await client.closed;
    await expect(client.echo("y")).rejects.toThrow(AbciConnectionClosedError);
  });

  it("close() rejects calls still waiting for an answer", async () => {
    const client = await start(() => undefined);
    const waiting = expect(client.echo("never answered")).rejects.toThrow(AbciConnectionClosedError);
    await sleep(20);
    await client.close();
    await waiting;
  });

  it("refuses to send a request that names no method, or several", async () => {
    const client = await start(correct);
    await expect(client.send({})).rejects.toThrow(/unknown request/);
    await expect(client.send({ echo: { message: "" }, flush: {} })).rejects.toThrow(/several methods/);
  });
});
