import type http from "node:http";
import type { Duplex } from "node:stream";
import type { RpcTarget } from "../../comet/rpc-address";
import type { Logger } from "../../../../lib/logger";
import { methodsById, translateAnswer } from "./json-rpc";
import { endToEndHeaders, requestFunction, upstreamRequestOptions } from "./upstream";
import { closeFrame, encodeFrame, FrameError, MessageReader, OPCODE } from "./websocket-frames";

/** Calls remembered per connection while their answers are awaited; the oldest is forgotten past this. */
const MAX_PENDING_CALLS = 1_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;

export interface WebSocketProxyOptions {
  readonly target: RpcTarget;
  /** The largest message accepted from the client (CometBFT's `max_body_bytes`). */
  readonly maxClientMessageBytes: number;
  /** The largest message of CometBFT's held for translation. */
  readonly maxUpstreamMessageBytes: number;
  readonly logger: Logger;
}

/**
 * Proxies one websocket connection (an HTTP upgrade of `/websocket`) to CometBFT's `/websocket`. The handshake goes
 * through unchanged but for Sec-WebSocket-Extensions (none is negotiated, so frames stay readable); what the client
 * sends goes through byte for byte, read on the way only for the ids and methods of its calls; what CometBFT sends is
 * read message by message and written again with each call's answer and each subscription event translated to
 * Tendermint 0.34's shape. Ping, pong and close frames pass as they are. Either side closing or failing closes both.
 */
export function proxyWebSocket(req: http.IncomingMessage, client: Duplex, head: Buffer, options: WebSocketProxyOptions): void {
  const { target, logger } = options;
  const headers = endToEndHeaders(req.headers);
  delete headers["sec-websocket-extensions"];
  const upstreamRequest = requestFunction(target)(
    upstreamRequestOptions(target, "GET", req.url ?? "/websocket", { ...headers, connection: "Upgrade", upgrade: "websocket" }),
  );
  upstreamRequest.setTimeout(HANDSHAKE_TIMEOUT_MS, () => upstreamRequest.destroy(new Error("CometBFT did not complete the websocket handshake")));
  client.on("error", () => upstreamRequest.destroy());

  upstreamRequest.on("error", (err) => {
    logger.debug("websocket proxy could not reach CometBFT", { err: err.message });
    if (!client.destroyed) client.end(httpError(502, `cannot reach CometBFT's RPC: ${err.message}`));
  });
  upstreamRequest.on("response", (res) => {
    // CometBFT refused the upgrade: its answer goes back as it is.
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("end", () => {
      const body = Buffer.concat(chunks);
      client.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${rawHeaderLines(res.rawHeaders, body.length)}\r\n`), body]));
    });
  });
  upstreamRequest.on("upgrade", (res, upstream, upstreamHead) => {
    upstreamRequest.setTimeout(0);
    client.write(`HTTP/1.1 101 ${res.statusMessage}\r\n${rawHeaderLines(res.rawHeaders)}\r\n`);
    const { fromClient, fromUpstream } = relay(client, upstream, options);
    if (upstreamHead.length > 0) fromUpstream(upstreamHead);
    if (head.length > 0) fromClient(head);
  });
  upstreamRequest.end();
}

/** Wires the two open websocket streams together; returns what handles the bytes of each side. */
function relay(
  client: Duplex,
  upstream: Duplex,
  options: WebSocketProxyOptions,
): { fromClient: (chunk: Buffer) => void; fromUpstream: (chunk: Buffer) => void } {
  const fromClient = new MessageReader(options.maxClientMessageBytes);
  const fromUpstream = new MessageReader(options.maxUpstreamMessageBytes);
  const calls = new Map<string, string[]>();
  const closeBoth = (code: number, reason: string): void => {
    if (!client.destroyed) client.write(closeFrame(code, reason));
    upstream.destroy();
  };

  const fromClientBytes = (chunk: Buffer): void => {
    if (!upstream.write(chunk)) client.pause();
    try {
      for (const message of fromClient.push(chunk)) if (message.opcode === OPCODE.text) remember(calls, message.payload.toString("utf8"));
    } catch (err) {
      closeBoth(err instanceof FrameError ? 1002 : 1011, (err as Error).message.slice(0, 120));
    }
  };
  const fromUpstreamBytes = (chunk: Buffer): void => {
    let messages;
    try {
      messages = fromUpstream.push(chunk);
    } catch (err) {
      options.logger.warn("websocket proxy could not read CometBFT's frames; closing the connection", { err: (err as Error).message });
      closeBoth(1011, "CometBFT sent a frame the proxy cannot read");
      return;
    }
    for (const message of messages) {
      const payload = message.opcode === OPCODE.text ? Buffer.from(translateText(message.payload.toString("utf8"), calls)) : message.payload;
      if (!client.write(encodeFrame(message.opcode, payload))) upstream.pause();
    }
  };

  client.on("data", fromClientBytes);
  upstream.on("data", fromUpstreamBytes);
  upstream.on("drain", () => client.resume());
  client.on("drain", () => upstream.resume());
  client.on("close", () => upstream.destroy());
  upstream.on("close", () => finish(client));
  client.on("error", () => upstream.destroy());
  upstream.on("error", () => client.destroy());
  return { fromClient: fromClientBytes, fromUpstream: fromUpstreamBytes };
}

/** Ends a socket once what was written to it is sent, and destroys it if its peer has not closed it a second later. */
function finish(socket: Duplex): void {
  if (socket.destroyed) return;
  socket.end();
  setTimeout(() => socket.destroy(), 1_000).unref();
}

/** Notes the id and method of each call in a client's message. */
function remember(calls: Map<string, string[]>, text: string): void {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // CometBFT answers it with its own parse error.
  }
  for (const [id, methods] of methodsById(body)) {
    calls.delete(id);
    calls.set(id, methods);
    if (calls.size > MAX_PENDING_CALLS) calls.delete(calls.keys().next().value!);
  }
}

/**
 * A message from CometBFT translated: a subscription's event by its shape, an answer by the method of the call
 * with its id. A subscription's events carry the id of its `subscribe` call, so that call stays remembered.
 */
function translateText(text: string, calls: Map<string, string[]>): string {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return text;
  }
  const one = (answer: unknown): unknown => {
    if (typeof answer !== "object" || answer === null || !("id" in answer)) return translateAnswer(answer, undefined);
    const id = JSON.stringify(answer.id);
    const methods = calls.get(id);
    const method = methods?.[0];
    if (methods !== undefined && method !== "subscribe") {
      methods.shift();
      if (methods.length === 0) calls.delete(id);
    }
    return translateAnswer(answer, method);
  };
  return JSON.stringify(Array.isArray(message) ? message.map(one) : one(message));
}

/** Raw header pairs as HTTP/1.1 lines; with `contentLength`, its own Content-Length replaces any other framing. */
function rawHeaderLines(raw: readonly string[], contentLength?: number): string {
  let lines = "";
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (contentLength !== undefined && /^(content-length|transfer-encoding|connection)$/i.test(name)) continue;
    lines += `${name}: ${raw[i + 1]}\r\n`;
  }
  return contentLength === undefined ? lines : `${lines}Content-Length: ${contentLength}\r\nConnection: close\r\n`;
}

/** A plain HTTP error answer on a socket that asked for an upgrade. */
export function httpError(status: number, reason: string): string {
  const body = `${reason}\n`;
  const text = status === 404 ? "Not Found" : status === 400 ? "Bad Request" : "Bad Gateway";
  return `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
