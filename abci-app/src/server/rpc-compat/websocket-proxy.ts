import type http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { RpcTarget } from "../../comet/rpc-address";
import type { Logger } from "../../../../lib/logger";
import { methodsById, translateAnswer } from "./json-rpc";
import { endToEndHeaders } from "./upstream";

/** Calls remembered per connection while their answers are awaited; the oldest is forgotten past this. */
const MAX_PENDING_CALLS = 1_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** Past this many bytes queued towards one side, the other side is no longer read until they are sent. */
const HIGH_WATER_BYTES = 16 * 1024 * 1024;

export interface WebSocketProxyOptions {
  readonly target: RpcTarget;
  /** The largest message accepted from the client (CometBFT's `max_body_bytes`). */
  readonly maxClientMessageBytes: number;
  /** The largest message of CometBFT's held for translation. */
  readonly maxUpstreamMessageBytes: number;
  readonly logger: Logger;
}

export interface WebSocketProxy {
  /** Proxies one upgrade of `/websocket` (its path already checked) to CometBFT's `/websocket`. */
  upgrade(req: http.IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Drops every connection to CometBFT. */
  close(): void;
}

/**
 * Proxies websocket connections to CometBFT's `/websocket`, through the `ws` library on both sides. The proxy first
 * opens its own connection to CometBFT (no compression extension, as CometBFT uses none) and only then completes
 * the client's handshake; a handshake CometBFT refuses goes back to the client as CometBFT answered it, one it does not
 * answer is answered 502. The client's messages go on unchanged, read on the way only for the ids and methods of
 * its calls; CometBFT's messages come back with each call's answer and each subscription event translated to
 * Tendermint 0.34's shape. Pings and pongs are passed on, so each end still learns whether the other is alive. Either
 * side closing or failing closes the other.
 */
export function createWebSocketProxy(options: WebSocketProxyOptions): WebSocketProxy {
  const { target, logger } = options;
  const server = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: options.maxClientMessageBytes, autoPong: false });
  const upstreams = new Set<WebSocket>();

  const upgrade = (req: http.IncomingMessage, socket: Duplex, head: Buffer): void => {
    let upstream: WebSocket;
    try {
      upstream = new WebSocket(upstreamUrl(target, req.url ?? "/websocket"), {
        maxPayload: options.maxUpstreamMessageBytes,
        perMessageDeflate: false,
        autoPong: false,
        handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
        headers: forwardedHeaders(req.headers),
        ...(target.kind === "unix" ? { createConnection: () => net.connect(target.socketPath) } : {}),
      });
    } catch (err) {
      socket.end(httpError(502, `cannot reach CometBFT's RPC: ${(err as Error).message}`));
      return;
    }
    upstreams.add(upstream);
    upstream.once("close", () => upstreams.delete(upstream));
    // Until the client's handshake completes, the raw socket closing drops the connection to CometBFT.
    const dropUpstream = (): void => upstream.terminate();
    socket.once("close", dropUpstream);
    let answered = false;

    upstream.on("unexpected-response", (_request, res) => {
      // CometBFT refused the upgrade: its answer goes back as it is.
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n${rawHeaderLines(res.rawHeaders, body.length)}\r\n`), body]));
        upstream.terminate();
      });
      res.on("error", () => upstream.terminate());
    });
    upstream.on("error", (err) => {
      if (upstream.readyState === WebSocket.OPEN || upstream.readyState === WebSocket.CLOSING) {
        logger.warn("websocket proxy: CometBFT's side failed; closing the connection", { err: err.message });
        return;
      }
      if (answered) return;
      answered = true;
      logger.debug("websocket proxy could not reach CometBFT", { err: err.message });
      if (!socket.destroyed) socket.end(httpError(502, `cannot reach CometBFT's RPC: ${err.message}`));
    });
    upstream.once("open", () => {
      answered = true;
      if (socket.destroyed) return upstream.terminate();
      // A handshake ws refuses (a bad key or version) is answered 400 and its socket closed, which drops `upstream`.
      server.handleUpgrade(req, socket, head, (client) => {
        socket.off("close", dropUpstream);
        relay(client, upstream, logger);
      });
    });
  };

  const close = (): void => {
    for (const upstream of upstreams) upstream.terminate();
    server.close();
  };
  return { upgrade, close };
}

/** Wires the two open websockets together. */
function relay(client: WebSocket, upstream: WebSocket, logger: Logger): void {
  const calls = new Map<string, string[]>();
  pipe(client, upstream, (data, isBinary) => {
    if (!isBinary) remember(calls, data.toString("utf8"));
    return data;
  });
  pipe(upstream, client, (data, isBinary) => (isBinary ? data : translateText(data.toString("utf8"), calls)));

  client.on("ping", (data) => upstream.readyState === WebSocket.OPEN && upstream.ping(data));
  client.on("pong", (data) => upstream.readyState === WebSocket.OPEN && upstream.pong(data));
  upstream.on("ping", (data) => client.readyState === WebSocket.OPEN && client.ping(data));
  upstream.on("pong", (data) => client.readyState === WebSocket.OPEN && client.pong(data));

  // ws closes a side that fails (a message too large: 1009, a frame that breaks RFC 6455: 1002) and then emits
  // "close", which closes the other side.
  client.on("error", (err) => logger.debug("websocket proxy: the client's side failed", { err: err.message }));
  client.on("close", (code, reason) => closeWith(upstream, sendable(code) ? code : 1000, reason));
  upstream.on("close", (code, reason) =>
    closeWith(client, sendable(code) ? code : 1011, sendable(code) ? reason : Buffer.from("CometBFT closed the connection")),
  );
}

/** Sends each message of `from` on to `to`, as `transform` makes it; reads `from` no further while `to` lags. */
function pipe(from: WebSocket, to: WebSocket, transform: (data: Buffer, isBinary: boolean) => Buffer | string): void {
  from.on("message", (raw, isBinary) => {
    if (to.readyState !== WebSocket.OPEN) return;
    const data = Buffer.isBuffer(raw) ? raw : Array.isArray(raw) ? Buffer.concat(raw) : Buffer.from(raw);
    to.send(transform(data, isBinary), { binary: isBinary }, () => {
      if (from.isPaused && to.bufferedAmount < HIGH_WATER_BYTES / 2) from.resume();
    });
    if (to.bufferedAmount > HIGH_WATER_BYTES) from.pause();
  });
}

function closeWith(socket: WebSocket, code: number, reason: Buffer): void {
  if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
  else if (socket.readyState === WebSocket.OPEN) socket.close(code, reason);
}

/** Whether a close code may be sent in a close frame (RFC 6455 §7.4); 1005 and 1006 only ever describe a close. */
function sendable(code: number): boolean {
  return (code >= 1000 && code <= 1014 && code !== 1004 && code !== 1005 && code !== 1006) || (code >= 3000 && code <= 4999);
}

/** CometBFT's websocket URL for a client's request URL (`/websocket?…`); a unix socket is reached by its path. */
function upstreamUrl(target: RpcTarget, requestUrl: string): URL {
  const request = new URL(requestUrl, "http://proxy");
  if (target.kind === "unix") return new URL(`ws://localhost${request.pathname}${request.search}`);
  const url = new URL(target.url);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.pathname = `${url.pathname.replace(/\/$/, "")}${request.pathname}`;
  url.search = request.search;
  url.hash = "";
  return url;
}

/** The client's end-to-end headers, but for the websocket handshake's own, which ws writes for its connection. */
function forwardedHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(endToEndHeaders(headers))) {
    if (value !== undefined && !name.startsWith("sec-websocket-")) kept[name] = Array.isArray(value) ? value.join(", ") : String(value);
  }
  return kept;
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
    // last call first: each answer takes the list's end, in constant time however often a batch repeats an id
    calls.set(id, methods.reverse());
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
    const method = methods?.at(-1);
    if (methods !== undefined && method !== "subscribe") {
      methods.pop();
      if (methods.length === 0) calls.delete(id);
    }
    return translateAnswer(answer, method);
  };
  return JSON.stringify(Array.isArray(message) ? message.map(one) : one(message));
}

/** Raw header pairs as HTTP/1.1 lines; its own Content-Length replaces any other framing. */
function rawHeaderLines(raw: readonly string[], contentLength: number): string {
  let lines = "";
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!;
    if (/^(content-length|transfer-encoding|connection)$/i.test(name)) continue;
    lines += `${name}: ${raw[i + 1]}\r\n`;
  }
  return `${lines}Content-Length: ${contentLength}\r\nConnection: close\r\n`;
}

/** A plain HTTP error answer on a socket that asked for an upgrade. */
export function httpError(status: number, reason: string): string {
  const body = `${reason}\n`;
  const text = status === 404 ? "Not Found" : status === 400 ? "Bad Request" : "Bad Gateway";
  return `HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
