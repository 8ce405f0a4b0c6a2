import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { parseAbciAddress } from "../../abci/address";
import { keepAliveAgent } from "../../comet/http-post";
import { parseRpcAddress } from "../../comet/rpc-address";
import type { Logger } from "../../../../lib/logger";
import { idOf, INTERNAL_ERROR, INVALID_REQUEST, methodsById, PARSE_ERROR, rpcError, translateAnswers } from "./json-rpc";
import { AnswerTooLargeError, endToEndHeaders, forward } from "./upstream";
import { createWebSocketProxy, httpError } from "./websocket-proxy";

/** Longer than CometBFT's own limit for an answer (`timeout_broadcast_tx_commit`, 10 s, within its 10 s+ write timeout). */
const UPSTREAM_TIMEOUT_MS = 60_000;
/** The largest answer held for translation: far above any page CometBFT serves (tx_search's 100 transactions). */
const MAX_ANSWER_BYTES = 256 * 1024 * 1024;
/** CometBFT's `[rpc] max_header_bytes` default: a GET /broadcast_tx_commit?tx=0x… carries the transaction in its URL. */
const MAX_HEADER_BYTES = 1024 * 1024;

export interface RpcCompatOptions {
  /** CometBFT's RPC, as this machine reaches it (`http://127.0.0.1:26657`, `unix:///…`). */
  readonly cometRpc: string;
  /** The largest request body (and websocket message from a client) accepted: CometBFT's `[rpc] max_body_bytes`. */
  readonly maxBodyBytes: number;
  readonly logger: Logger;
}

export interface RunningRpcCompat {
  /** The bound address as a base URL, a port of 0 resolved: "http://127.0.0.1:26659". */
  readonly url: string;
  close(): Promise<void>;
}

class BodyTooLargeError extends Error {}

/**
 * A Tendermint-0.34-compatible face of the node's CometBFT v0.38 RPC (docs/rpc-compat.md): every request, JSON-RPC
 * over POST (one call or a batch), a URI GET (`/tx?hash=0x…`) or a websocket on `/websocket`, goes on to CometBFT,
 * and the answers whose shape changed since 0.34 (translate.ts) come back in 0.34's shape. CometBFT's errors pass
 * unchanged; a request that cannot be read is answered with a JSON-RPC error, never dropped.
 */
export function createRpcCompatServer(options: RpcCompatOptions): { server: http.Server; close: () => Promise<void> } {
  const target = parseRpcAddress(options.cometRpc);
  const agent = keepAliveAgent(target, 16);
  const logger = options.logger.with({ module: "rpc-compat" });
  const upgraded = new Set<Duplex>();
  const webSockets = createWebSocketProxy({ target, maxClientMessageBytes: options.maxBodyBytes, maxUpstreamMessageBytes: MAX_ANSWER_BYTES, logger });

  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    handle(req, res).catch((err: unknown) => {
      logger.error("rpc-compat request failed", { err: (err as Error).stack ?? String(err) });
      if (!res.headersSent) send(res, 500, rpcError(-1, INTERNAL_ERROR, "Internal error", "the compatibility proxy failed; see the node's log"));
      else res.destroy();
    });
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://proxy");
    let body: Buffer;
    try {
      body = await readBody(req, options.maxBodyBytes);
    } catch (err) {
      if (!(err instanceof BodyTooLargeError)) throw err;
      send(res, 413, rpcError(-1, INVALID_REQUEST, "Invalid Request", `the request body is larger than ${options.maxBodyBytes} bytes`), true);
      return;
    }
    let methods = new Map<string, string[]>();
    let request: unknown;
    if (req.method === "POST" && url.pathname === "/") {
      try {
        request = JSON.parse(body.toString("utf8"));
      } catch (err) {
        send(res, 400, rpcError(-1, PARSE_ERROR, "Parse error", `error unmarshaling request: ${(err as Error).message}`));
        return;
      }
      methods = methodsById(request);
    } else if (req.method === "GET" && /^\/[a-z_]+$/.test(url.pathname)) {
      // CometBFT answers a URI call with the id -1.
      methods.set("-1", [url.pathname.slice(1)]);
    }

    let answer;
    try {
      answer = await forward(
        target,
        { method: req.method ?? "GET", path: req.url ?? "/", headers: endToEndHeaders(req.headers), ...(body.length > 0 ? { body } : {}) },
        { timeoutMs: UPSTREAM_TIMEOUT_MS, maxAnswerBytes: MAX_ANSWER_BYTES, agent },
      );
    } catch (err) {
      const reason = err instanceof AnswerTooLargeError ? err.message : `cannot reach CometBFT's RPC at ${options.cometRpc}: ${(err as Error).message}`;
      logger.warn("rpc-compat: no answer from CometBFT", { err: (err as Error).message });
      send(res, 502, rpcError(idOf(request), INTERNAL_ERROR, "Internal error", reason));
      return;
    }
    const json = /json/i.test(String(answer.headers["content-type"] ?? ""));
    const text = json && methods.size > 0 ? Buffer.from(translateAnswers(answer.body.toString("utf8"), methods)) : answer.body;
    res.writeHead(answer.status, { ...endToEndHeaders(answer.headers), "content-length": text.length });
    res.end(text);
  };

  server.on("upgrade", (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    upgraded.add(socket);
    socket.once("close", () => upgraded.delete(socket));
    socket.on("error", () => socket.destroy());
    const pathname = new URL(req.url ?? "/", "http://proxy").pathname;
    if (pathname !== "/websocket" || String(req.headers.upgrade).toLowerCase() !== "websocket") {
      socket.end(httpError(pathname === "/websocket" ? 400 : 404, "only /websocket accepts an upgrade, to websocket"));
      return;
    }
    webSockets.upgrade(req, socket, head);
  });
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end(httpError(400, "malformed HTTP request"));
    else socket.destroy();
  });

  const close = (): Promise<void> =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
      for (const socket of upgraded) socket.destroy();
      webSockets.close();
      agent.destroy();
    });
  return { server, close };
}

/**
 * Starts the compatibility endpoint on `address`, as app.toml's `[rpc-compat] address` spells it (`tcp://host:port`;
 * an empty host means every interface).
 */
export async function listenRpcCompat(options: RpcCompatOptions, address: string): Promise<RunningRpcCompat> {
  const parsed = parseAbciAddress(address);
  if (parsed.kind !== "tcp") throw new Error(`the RPC compatibility endpoint listens on TCP only, not ${JSON.stringify(address)}`);
  const { server, close } = createRpcCompatServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(parsed.port, parsed.host === "" ? "0.0.0.0" : parsed.host.replace(/^\[|\]$/g, ""), () => {
      server.off("error", reject);
      resolve();
    });
  });
  const bound = server.address() as AddressInfo;
  const host = bound.family === "IPv6" ? `[${bound.address}]` : bound.address;
  return { url: `http://${host}:${bound.port}`, close };
}

function readBody(req: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > maxBytes) return reject(new BodyTooLargeError());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.removeAllListeners("data");
        req.resume();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: http.ServerResponse, status: number, body: string, close = false): void {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...(close ? { connection: "close" } : {}) });
  res.end(body);
}
