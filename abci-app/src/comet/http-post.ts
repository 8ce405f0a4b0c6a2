import http from "node:http";
import https from "node:https";
import type { RpcTarget } from "./rpc-address";

export interface HttpAnswer {
  readonly status: number;
  readonly body: string;
}

/** POSTs a JSON body and collects the answer; rejects on a connection failure, or with TimeoutError after `timeoutMs`. */
export function postJson(target: RpcTarget, body: string, timeoutMs: number, agent?: http.Agent): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
    const options: http.RequestOptions =
      target.kind === "unix"
        ? { socketPath: target.socketPath, path: "/", method: "POST", headers }
        : {
            protocol: target.url.protocol,
            hostname: target.url.hostname.replace(/^\[|\]$/g, ""),
            port: target.url.port,
            path: `${target.url.pathname}${target.url.search}`,
            method: "POST",
            headers,
            ...(target.url.username === "" ? {} : { auth: `${decodeURIComponent(target.url.username)}:${decodeURIComponent(target.url.password)}` }),
          };
    const req = (isTls(target) ? https.request : http.request)({ ...options, ...(agent === undefined ? {} : { agent }) }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new TimeoutError(timeoutMs)));
    req.on("error", reject);
    req.end(body);
  });
}

/** An agent that keeps connections to `target` open between requests; destroy() closes them. */
export function keepAliveAgent(target: RpcTarget, maxSockets: number): http.Agent {
  return isTls(target) ? new https.Agent({ keepAlive: true, maxSockets }) : new http.Agent({ keepAlive: true, maxSockets });
}

export class TimeoutError extends Error {
  override readonly name = "TimeoutError";

  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs / 1000} s`);
  }
}

function isTls(target: RpcTarget): boolean {
  return target.kind === "http" && target.url.protocol === "https:";
}
