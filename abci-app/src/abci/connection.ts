import type { Socket } from "node:net";
import { Request, Response, type RequestQuery, type ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import type { Logger } from "../../../lib/logger";
import type { Application } from "./application";
import type { ConnectionRole, ConnectionRoles } from "./connection-roles";
import { dispatch } from "./dispatch";
import { encodeUvarint, FrameDecoder } from "./framing";
import { requestMethod } from "./methods";
import { encodeResponse } from "./response-encoding";
import type { SerialQueue } from "./serial-queue";

/** Responses are written when a Flush arrives, or earlier once this many bytes wait. */
const WRITE_BUFFER_BYTES = 64 * 1024;
/** Stop reading from a peer that pipelines faster than the application answers once this much waits. */
const READ_HIGH_WATER_BYTES = 4 * 1024 * 1024;
/** After answering an exception, how long to wait for the peer to close before dropping the socket. */
const CLOSE_LINGER_MS = 2000;
const FLUSH_RESPONSE = Response.encode({ flush: {} }).finish();
/**
 * Queries answered outside the queue that may be in flight at once on one connection (CometBFT pipelines a query
 * connection's requests, each followed by a Flush); beyond this, reading waits for the oldest to be answered. Well
 * above what the query service admits at once, so that a flood meets the service's prompt "server busy" rather than
 * a connection that has stopped reading while CometBFT's RPC clients time out.
 */
const MAX_PIPELINED_QUERIES = 256;

/**
 * Requests decoded ahead of their turn, each with its preparation under way (Application.prepare); beyond this, frames
 * wait in the decoder, and reading from the peer pauses at READ_HIGH_WATER_BYTES as before.
 */
const MAX_READ_AHEAD = 1024;

/** A request read ahead of its turn, or the bad frame that ends the connection (answered after those before it). */
type ReadAhead = { readonly request: Request; readonly ready: Promise<void> | undefined } | { readonly failure: string };

/** What a pipelined request's turn writes: a response, a Flush, or an exception that ends the connection. */
type Answer = { readonly response: Uint8Array } | { readonly flush: true } | { readonly failure: string };

/** What a server connection needs from its server. */
export interface ConnectionContext {
  readonly app: Application;
  /** The one queue shared by every connection of the server. */
  readonly queue: SerialQueue;
  /** Answers Query requests without the queue (see AbciServerOptions.query). */
  readonly query?: ((request: RequestQuery) => Promise<ResponseQuery>) | undefined;
  /** Which connection holds the consensus, mempool and snapshot roles, shared by every connection of the server. */
  readonly roles: ConnectionRoles<ServerConnection>;
  /** Why this connection may not take a role, or undefined when it may (see AbciServerOptions.cometPid). */
  readonly mayHold: (socket: Socket, role: ConnectionRole) => string | undefined;
  /** The connection's logger, carrying its id. */
  readonly logger: Logger;
  readonly maxMessageBytes: number;
}

/**
 * One CometBFT connection (query, snapshot, mempool or consensus) on the server side. Requests are
 * handled one after another, each through the shared queue, so responses leave in request order. Responses
 * collect in a buffer written on Flush. An application failure or a bad frame is answered with an
 * exception, after which the connection closes: CometBFT stops, which is the right end for a bug.
 */
export class ServerConnection {
  private readonly decoder: FrameDecoder;
  private readonly logger: Logger;
  private readonly pendingWrites: Uint8Array[] = [];
  private pendingBytes = 0;
  private handling = false;
  private closing = false;
  /** Answers of pipelined queries (and the Flushes after them), in request order, written by `drain`. */
  private readonly answers: Promise<Answer>[] = [];
  /** How many of `answers` are answers to queries (the rest are Flushes). */
  private pipelinedQueries = 0;
  private draining: Promise<void> | undefined;
  /** Requests read and being prepared, in request order (readAhead). */
  private readonly ahead: ReadAhead[] = [];

  constructor(
    private readonly socket: Socket,
    private readonly context: ConnectionContext,
  ) {
    this.logger = context.logger;
    this.decoder = new FrameDecoder(context.maxMessageBytes);
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    socket.on("error", (err) => this.logger.info("connection error", { err: err.message }));
    socket.on("close", () => {
      this.closing = true;
      context.roles.release(this);
    });
  }

  /** Drops the connection at once, answering nothing more. */
  destroy(): void {
    this.closing = true;
    this.socket.destroy();
  }

  private receive(chunk: Uint8Array): void {
    if (this.closing) return;
    this.decoder.push(chunk);
    if (this.handling) {
      this.readAhead();
      if (this.decoder.bufferedBytes > READ_HIGH_WATER_BYTES) this.socket.pause();
      return;
    }
    void this.handleReceived();
  }

  /**
   * Handles every complete request received so far; runs once at a time per connection. Queries the server answers
   * outside the queue are started without waiting for one another (their answers are written in order by `drain`);
   * any other request waits until the answers before it are written, then runs through the queue as before.
   */
  private async handleReceived(): Promise<void> {
    this.handling = true;
    try {
      for (let next = this.nextRequest(); next !== undefined && !this.closing; next = this.nextRequest()) {
        if ("failure" in next) {
          this.failWith(next.failure);
          break;
        }
        const { request, ready } = next;
        const { query } = this.context;
        if (request.query !== undefined && query !== undefined) {
          while (this.pipelinedQueries >= MAX_PIPELINED_QUERIES && !this.closing) await this.draining;
          this.pipelinedQueries++;
          this.pipeline(this.answerQuery(query, request.query));
          continue;
        }
        if (request.flush !== undefined && this.answers.length > 0) {
          this.pipeline(Promise.resolve({ flush: true }));
          continue;
        }
        while (this.draining !== undefined) await this.draining;
        const refusal = this.context.roles.admit(this, requestMethod(request), (role) => this.context.mayHold(this.socket, role));
        if (refusal !== undefined) {
          this.logger.warn("refused a request: answering an exception and closing the connection", {
            remote: this.socket.remoteAddress ?? "unix",
            reason: refusal,
          });
          this.failWith(`refused: ${refusal}`);
          break;
        }
        if (ready !== undefined) await ready;
        await this.handle(request);
        if (this.socket.writableNeedDrain) await this.writable();
      }
    } catch (err) {
      this.logger.error("connection handler failed", { err: describe(err) });
      this.destroy();
    } finally {
      this.handling = false;
      if (!this.closing && this.socket.isPaused()) this.socket.resume();
    }
  }

  /** The next request read, or undefined when none is complete; after a bad frame, the failure that ends the connection. */
  private nextRequest(): ReadAhead | undefined {
    this.readAhead();
    return this.ahead.shift();
  }

  /**
   * Decodes the complete requests received so far, up to MAX_READ_AHEAD waiting, and starts each one's preparation
   * (Application.prepare) at once, so that work on other threads overlaps the requests before it. Stops at a bad frame.
   */
  private readAhead(): void {
    while (!this.closing && this.ahead.length < MAX_READ_AHEAD && !("failure" in (this.ahead.at(-1) ?? {}))) {
      let request: Request;
      try {
        const frame = this.decoder.next();
        if (frame === undefined) return;
        request = Request.decode(frame);
        requestMethod(request); // throws for a request that names no method
      } catch (err) {
        this.logger.error("cannot read request", { err: describe(err) });
        this.ahead.push({ failure: `cannot read request: ${describe(err)}` });
        return;
      }
      this.ahead.push({ request, ready: this.prepare(request) });
    }
  }

  /** Starts the request's preparation, only on a connection already admitted to its role (no work for a stranger). */
  private prepare(request: Request): Promise<void> | undefined {
    if (!this.context.roles.holds(this, requestMethod(request))) return undefined;
    try {
      return this.context.app.prepare?.(request)?.catch(() => undefined);
    } catch {
      return undefined;
    }
  }

  private pipeline(answer: Promise<Answer>): void {
    this.answers.push(answer);
    this.draining ??= this.drain();
  }

  private async answerQuery(query: (request: RequestQuery) => Promise<ResponseQuery>, request: RequestQuery): Promise<Answer> {
    try {
      return { response: Response.encode({ query: await query(request) }).finish() };
    } catch (err) {
      this.logger.error("query failed: answering an exception and closing the connection", { err: describe(err) });
      return { failure: describe(err) };
    }
  }

  /** Writes the pipelined answers in request order as each is ready; a Flush writes out what is buffered. */
  private async drain(): Promise<void> {
    while (this.answers.length > 0) {
      const answer = await this.answers[0]!;
      this.answers.shift();
      if (!("flush" in answer)) this.pipelinedQueries--;
      if (this.closing) continue;
      if ("failure" in answer) {
        this.failWith(answer.failure);
      } else if ("flush" in answer) {
        this.queueResponse(FLUSH_RESPONSE);
        this.writeOut();
      } else {
        this.queueResponse(answer.response);
        if (this.pendingBytes >= WRITE_BUFFER_BYTES) this.writeOut();
      }
      if (this.socket.writableNeedDrain) await this.writable();
    }
    this.draining = undefined;
  }

  private async handle(request: Request): Promise<void> {
    if (request.flush !== undefined) {
      this.queueResponse(FLUSH_RESPONSE);
      this.writeOut();
      return;
    }
    let encoded: Uint8Array[];
    try {
      encoded = await this.context.queue.run(async () => encodeResponse(await dispatch(this.context.app, request)));
    } catch (err) {
      this.logger.error("application failed: answering an exception and closing the connection", {
        err: describe(err),
        stack: err instanceof Error ? err.stack : undefined,
      });
      this.failWith(describe(err));
      return;
    }
    if (this.closing) return;
    this.queueResponse(encoded);
    if (this.pendingBytes >= WRITE_BUFFER_BYTES) this.writeOut();
  }

  /**
   * Queues one response, framed, given as its bytes or as parts of them (encodeResponse); nothing is copied until
   * writeOut. A block's response has a part per transaction, so the parts are pushed one by one, never spread.
   */
  private queueResponse(response: Uint8Array | readonly Uint8Array[]): void {
    const parts = response instanceof Uint8Array ? [response] : response;
    let length = 0;
    for (const part of parts) length += part.length;
    const prefix = encodeUvarint(length);
    this.pendingWrites.push(prefix);
    for (const part of parts) this.pendingWrites.push(part);
    this.pendingBytes += prefix.length + length;
  }

  private writeOut(): void {
    if (this.pendingWrites.length === 0 || this.socket.destroyed) return;
    this.socket.write(Buffer.concat(this.pendingWrites, this.pendingBytes));
    this.pendingWrites.length = 0;
    this.pendingBytes = 0;
  }

  /** Answers an exception after the responses already given, then closes this connection. */
  private failWith(error: string): void {
    if (this.closing) return;
    this.queueResponse(Response.encode({ exception: { error } }).finish());
    this.writeOut();
    this.closing = true;
    this.socket.end();
    const linger = setTimeout(() => this.socket.destroy(), CLOSE_LINGER_MS);
    linger.unref();
    this.socket.once("close", () => clearTimeout(linger));
  }

  /** Resolves when the socket can take more writes, or is gone. */
  private writable(): Promise<void> {
    return new Promise((resolve) => {
      if (this.socket.destroyed) return resolve();
      const done = (): void => {
        this.socket.off("drain", done);
        this.socket.off("close", done);
        resolve();
      };
      this.socket.once("drain", done);
      this.socket.once("close", done);
    });
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
