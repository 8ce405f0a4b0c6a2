import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { parseAbciAddress } from "../../abci/address";

export interface RunningRestServer {
  /** The bound address as a base URL, a port of 0 resolved: "http://127.0.0.1:1317". */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Binds a built REST app to `address`, as app.toml's `api.address` spells it: `tcp://host:port` or `host:port`
 * (an empty host means every interface).
 */
export async function listenRest(app: FastifyInstance, address: string): Promise<RunningRestServer> {
  const parsed = parseAbciAddress(address);
  if (parsed.kind !== "tcp") throw new Error(`the REST server listens on TCP only, not ${JSON.stringify(address)}`);
  await app.listen({ host: parsed.host === "" ? "0.0.0.0" : parsed.host, port: parsed.port });
  const bound = app.server.address() as AddressInfo;
  const host = bound.family === "IPv6" ? `[${bound.address}]` : bound.address;
  return { url: `http://${host}:${bound.port}`, close: () => app.close() };
}
