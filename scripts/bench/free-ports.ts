import { randomInt } from "node:crypto";
import fs from "node:fs";
import net from "node:net";

/** Where ports are looked for when the ephemeral range cannot be read: below Linux's default (32768-60999). */
const FALLBACK_FIRST_EPHEMERAL = 32768;
const LOWEST = 10_000;
const ATTEMPTS = 200;
/** CometBFT's default P2P, RPC, ABCI and Prometheus ports, which nodes and test runs started with defaults bind (the others lie below LOWEST). */
const DEFAULT_PORTS = new Set([26656, 26657, 26658, 26660]);
/** Jest's workers draw from disjoint sets of ports (port mod WORKER_LANES = the worker's lane), so two never pick the same one. */
const WORKER_LANES = 16;
/** Ports this process handed out already: a server of an earlier call may not have bound its port yet. */
const handedOut = new Set<number>();

/**
 * `count` distinct free ports on 127.0.0.1, for servers a test or bench starts later (CometBFT, PostgreSQL…). They are
 * taken below the kernel's ephemeral range: a port the kernel handed out for listen(0) could be given, in the seconds
 * before the server binds it, to an outgoing connection of some other test running alongside ("address already in
 * use"); ports below that range are never given to outgoing connections. Every listener stays open until all are
 * bound, and a process never hands out a port twice. Under jest each worker takes ports of its own lane, so tests that
 * run side by side in two workers cannot pick the same port in the seconds before their servers bind it.
 */
export async function freePorts(count: number): Promise<number[]> {
  const highest = firstEphemeralPort() - 1;
  const servers: net.Server[] = [];
  try {
    for (let attempt = 0; servers.length < count; attempt++) {
      if (attempt >= ATTEMPTS) throw new Error(`no ${count} free ports found between ${LOWEST} and ${highest} in ${ATTEMPTS} attempts`);
      const port = laneOf(randomInt(LOWEST, highest + 1 - WORKER_LANES));
      if (DEFAULT_PORTS.has(port) || handedOut.has(port)) continue;
      const server = await listenOn(port);
      if (server !== undefined) servers.push(server);
    }
    const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
    for (const port of ports) handedOut.add(port);
    return ports;
  } finally {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  }
}

/** The first port from `port` up in this process's lane: its jest worker's, or any port outside jest. */
function laneOf(port: number): number {
  const worker = Number(process.env.JEST_WORKER_ID);
  if (!Number.isInteger(worker) || worker < 1) return port;
  const lane = worker % WORKER_LANES;
  return port + ((lane - (port % WORKER_LANES) + WORKER_LANES) % WORKER_LANES);
}

/** A server listening on the port, or undefined when the port is taken. */
function listenOn(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(undefined));
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

function firstEphemeralPort(): number {
  try {
    const first = Number(fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > LOWEST + 1_000 ? first : FALLBACK_FIRST_EPHEMERAL;
  } catch {
    return FALLBACK_FIRST_EPHEMERAL;
  }
}
