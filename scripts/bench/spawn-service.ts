import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import path from "node:path";
import { cpuSecondsOfProcessesNamed, sampleProcess } from "./proc";

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
}

/** Starts a service in its own process (bench/service-server.js) and waits until it listens. */
export function spawnService(service: "event-api" | "template-api", dataDir: string, port: number): Promise<ServiceProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(__dirname, "service-server.js"), service, dataDir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the ${service} exited with code ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1]! });
    });
  });
}

/** Stops it with SIGTERM (a graceful close) and waits for the process to end. */
export async function stopService(server: ServiceProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}

export interface ServiceAnswer {
  status: number;
  /** The body parsed as JSON. */
  body: unknown;
}

/**
 * The load generator's HTTP/1.1 client: node:http over kept-alive sockets, one per worker. It costs several times
 * less CPU per request than fetch (undici), and the client shares the machine's cores with the server and the
 * database, so a heavy client would lower the figure it measures.
 */
export class ServiceClient {
  private readonly agent: http.Agent;
  private readonly base: URL;

  constructor(url: string, sockets: number) {
    this.base = new URL(url);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  }

  request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<ServiceAnswer> {
    return new Promise((resolve, reject) => {
      const outgoing = body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) };
      const req = http.request({ host: this.base.hostname, port: this.base.port, method, path, headers: outgoing, agent: this.agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (err) {
            reject(err);
          }
        });
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * Where a measurement's CPU went, in milliseconds per request: the server, the load client, and PostgreSQL when it
 * runs on this machine (every process named `postgres`: the pool's connections outlive a measurement).
 */
export class CpuPerRequest {
  private readonly server: number | undefined;
  private readonly client = process.cpuUsage();
  private readonly database = cpuSecondsOfProcessesNamed("postgres");

  constructor(private readonly serverPid: number) {
    this.server = sampleProcess(serverPid)?.cpuSeconds;
  }

  describe(requests: number): string {
    const ms = (seconds: number | undefined) => (seconds === undefined || requests === 0 ? "?" : ((seconds * 1000) / requests).toFixed(2));
    const server = sampleProcess(this.serverPid)?.cpuSeconds;
    const { user, system } = process.cpuUsage(this.client);
    const database = cpuSecondsOfProcessesNamed("postgres");
    const parts = [
      `server ${ms(server === undefined || this.server === undefined ? undefined : server - this.server)}`,
      `load client ${ms((user + system) / 1e6)}`,
    ];
    if (database !== undefined && this.database !== undefined) parts.push(`local PostgreSQL ${ms(database - this.database)}`);
    return `CPU ms per request: ${parts.join(", ")}`;
  }
}
