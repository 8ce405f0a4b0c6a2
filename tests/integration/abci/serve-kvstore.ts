import { AbciServer, type AbciServerOptions } from "../../../abci-app/src/abci/server";
import { silentLogger } from "../../../lib/logger";
import { KvStoreApp } from "./kvstore-app";
import { RawPeer } from "./raw-peer";

/** Something a test opened, closed after it whatever happens. */
export interface Closable {
  close(): Promise<void>;
}

/**
 * A KvStoreApp served on 127.0.0.1:0 with these server options, and a way to open raw connections to it; the server
 * and every connection are added to `opened`, for the test's afterEach to close.
 */
export async function serveKvStore(opened: Closable[], options: Omit<AbciServerOptions, "logger"> = {}) {
  const app = new KvStoreApp();
  const server = new AbciServer(app, { logger: silentLogger, ...options });
  const address = await server.listen("tcp://127.0.0.1:0");
  opened.push(server);
  const peer = async (): Promise<RawPeer> => {
    const connection = await RawPeer.connect(address);
    opened.push({ close: async () => void connection.socket.destroy() });
    return connection;
  };
  return { app, address, peer };
}
