import { chmod } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { Logger } from "../../../lib/logger";
import { formatAbciAddress, parseAbciAddress, type AbciAddress } from "./address";
import type { Application } from "./application";
import { ServerConnection } from "./connection";
import { ConnectionRoles, type ConnectionRole } from "./connection-roles";
import { isPeerOfProcess } from "./peer-process";
import { DEFAULT_MAX_MESSAGE_BYTES } from "./framing";
import { SerialQueue } from "./serial-queue";
import { removeStaleSocket } from "./unix-socket";

/** Options of an `AbciServer`. */
export interface AbciServerOptions {
  readonly logger: Logger;
  /** The largest request accepted, in bytes; a larger one is answered with an exception. Default 128 MiB. */
  readonly maxMessageBytes?: number;
  /**
   * The queue that serialises application calls. Pass one shared with the node's other in-process callers
   * of the app (gRPC and REST queries, `LocalAbciClient`) so they never interleave with ABCI calls either.
   */
  readonly queue?: SerialQueue;
  /**
   * Answers Query requests outside the queue, from committed state only (the node's API worker): a query then never
   * waits for, nor delays, a block. Without it, queries go to the Application through the queue like any call.
   */
  readonly query?: (request: RequestQuery) => Promise<ResponseQuery>;
  /**
   * The process that alone may hold the consensus, mempool and snapshot connections: CometBFT's, when `idledger start`
   * spawned it (undefined until then). Where the kernel tells (Linux, TCP on this machine), a connection from any other
   * process that sends one of their methods is refused. Without it, any connection may take a free role.
   */
  readonly cometPid?: () => number | undefined;
}

/**
 * Serves an Application to CometBFT over its socket protocol: any number of connections (CometBFT opens
 * four), one application call at a time across all of them. Knows nothing of modules or state.
 */
export class AbciServer {
  private readonly queue: SerialQueue;
  private readonly connections = new Set<ServerConnection>();
  private readonly logger: Logger;
  private readonly maxMessageBytes: number;
  private readonly query: AbciServerOptions["query"];
  private readonly cometPid: AbciServerOptions["cometPid"];
  private readonly roles = new ConnectionRoles<ServerConnection>();
  private server: Server | undefined;
  private nextConnectionId = 1;

  constructor(
    private readonly app: Application,
    options: AbciServerOptions,
  ) {
    this.logger = options.logger.with({ module: "abci" });
    this.maxMessageBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    this.queue = options.queue ?? new SerialQueue();
    this.query = options.query;
    this.cometPid = options.cometPid;
  }

  /**
   * Starts listening on `tcp://host:port`, `unix:///path` or `host:port`; resolves to the bound address,
   * with a port of 0 resolved (`tcp://127.0.0.1:40123`). A unix socket file left by a dead process is
   * replaced; one a live server answers on is not. A unix socket is made readable and writable by its owner only.
   */
  async listen(address: string): Promise<string> {
    if (this.server) throw new Error("the ABCI server is already listening");
    const target = parseAbciAddress(address);
    if (target.kind === "unix") await removeStaleSocket(target.path);
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    try {
      await listenOn(server, target);
    } catch (err) {
      this.server = undefined;
      throw err;
    }
    // Whoever can connect drives the state machine: on a unix socket, only this user may.
    if (target.kind === "unix") await chmod(target.path, 0o600);
    server.on("error", (err) => this.logger.error("listener error", { err: err.message }));
    const bound = boundAddress(server, target);
    this.logger.info("ABCI server listening", { address: bound });
    return bound;
  }

  /** Stops accepting, closes every connection and resolves once no application call is running. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const connection of this.connections) connection.destroy();
    await closed;
    await this.queue.idle();
    this.logger.info("ABCI server closed");
  }

  /**
   * Why a connection may not take a role: when CometBFT's pid is known and the kernel tells whose the peer socket is,
   * only CometBFT's own connections may.
   */
  private mayHold(socket: Socket, role: ConnectionRole): string | undefined {
    const pid = this.cometPid?.();
    if (pid === undefined) return undefined;
    return isPeerOfProcess(socket, pid) === false ? `only CometBFT (pid ${pid}) may open the ${role} connection` : undefined;
  }

  private accept(socket: Socket): void {
    const logger = this.logger.with({ conn: this.nextConnectionId++ });
    const connection = new ServerConnection(socket, {
      app: this.app,
      queue: this.queue,
      query: this.query,
      roles: this.roles,
      mayHold: (peer, role) => this.mayHold(peer, role),
      logger,
      maxMessageBytes: this.maxMessageBytes,
    });
    this.connections.add(connection);
    logger.info("accepted connection", { remote: socket.remoteAddress ?? "unix" });
    socket.on("close", () => {
      this.connections.delete(connection);
      logger.info("connection closed");
    });
  }
}

function listenOn(server: Server, target: AbciAddress): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    const listening = (): void => {
      server.off("error", reject);
      resolve();
    };
    if (target.kind === "unix") server.listen(target.path, listening);
    else server.listen({ host: target.host === "" ? undefined : target.host, port: target.port }, listening);
  });
}

function boundAddress(server: Server, target: AbciAddress): string {
  const bound = server.address();
  if (bound === null || typeof bound === "string") return formatAbciAddress(target);
  return formatAbciAddress({ kind: "tcp", host: bound.address, port: bound.port });
}
