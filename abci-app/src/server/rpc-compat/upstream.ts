import http from "node:http";
import https from "node:https";
import type { RpcTarget } from "../../comet/rpc-address";

/** Headers of one hop only (RFC 9110 §7.6.1), never forwarded; content-length is recomputed. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
]);

/** The headers of a request or an answer that go on to the next hop. */
export function endToEndHeaders(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  const kept: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

export interface UpstreamAnswer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/** The upstream answered more than the proxy holds for one answer. */
export class AnswerTooLargeError extends Error {
  override readonly name = "AnswerTooLargeError";
}

/** The options of a request to `path` of the upstream (an HTTP(S) URL or a unix socket). */
function upstreamRequestOptions(target: RpcTarget, method: string, path: string, headers: http.OutgoingHttpHeaders): http.RequestOptions {
  if (target.kind === "unix") return { socketPath: target.socketPath, method, path, headers };
  const base = target.url.pathname.replace(/\/$/, "");
  return {
    protocol: target.url.protocol,
    hostname: target.url.hostname.replace(/^\[|\]$/g, ""),
    port: target.url.port,
    method,
    path: `${base}${path}`,
    headers,
    ...(target.url.username === "" ? {} : { auth: `${decodeURIComponent(target.url.username)}:${decodeURIComponent(target.url.password)}` }),
  };
}

function requestFunction(target: RpcTarget): typeof http.request {
  return target.kind === "http" && target.url.protocol === "https:" ? https.request : http.request;
}

/**
 * Sends one request to the upstream and collects its answer, of at most `maxAnswerBytes`. Rejects when the upstream
 * cannot be reached, does not answer within `timeoutMs`, or answers more than the bound (AnswerTooLargeError).
 */
export function forward(
  target: RpcTarget,
  request: { method: string; path: string; headers: http.OutgoingHttpHeaders; body?: Buffer },
  limits: { timeoutMs: number; maxAnswerBytes: number; agent?: http.Agent },
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { ...request.headers, ...(request.body === undefined ? {} : { "content-length": request.body.length }) };
    const options = {
      ...upstreamRequestOptions(target, request.method, request.path, headers),
      ...(limits.agent === undefined ? {} : { agent: limits.agent }),
    };
    const req = requestFunction(target)(options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxAnswerBytes) {
          res.destroy(new AnswerTooLargeError(`CometBFT's answer is larger than ${limits.maxAnswerBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.setTimeout(limits.timeoutMs, () => req.destroy(new Error(`no answer within ${limits.timeoutMs / 1000} s`)));
    req.on("error", reject);
    req.end(request.body);
  });
}
