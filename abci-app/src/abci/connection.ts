import type { Socket } from "node:net";
import { Request, Response } from "cosmjs-types/tendermint/abci/types";
import type { Logger } from "../types/logger";
import type { Application } from "./application";
import { dispatch } from "./dispatch";
import { encodeFrame, FrameDecoder } from "./framing";
import { requestMethod } from "./methods";
import type { SerialQueue } from "./serial-queue";

/** Responses are written when a Flush arrives, or earlier once this many bytes wait. */
const WRITE_BUFFER_BYTES = 64 * 1024;
/** Stop reading from a peer that pipelines faster than the application answers once this much waits. */
const READ_HIGH_WATER_BYTES = 4 * 1024 * 1024;
/** After answering an exception, how long to wait for the peer to close before dropping the socket. */
const CLOSE_LINGER_MS = 2000;
const FLUSH_RESPONSE = Response.encode({ flush: {} }).finish();

/** What a server connection needs from its server. */
export interface ConnectionContext {
  readonly app: Application;
  /** The one queue shared by every connection of the server. */
  readonly queue: SerialQueue;
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
      if (this.decoder.bufferedBytes > READ_HIGH_WATER_BYTES) this.socket.pause();
      return;
    }
    void this.handleReceived();
  }

  /** Handles every complete request received so far; runs once at a time per connection. */
  private async handleReceived(): Promise<void> {
    this.handling = true;
    try {
      for (let request = this.nextRequest(); request !== undefined && !this.closing; request = this.nextRequest()) {
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

  /** The next decoded request, or undefined when none is complete; a bad frame ends the connection. */
  private nextRequest(): Request | undefined {
    if (this.closing) return undefined;
    try {
      const frame = this.decoder.next();
      if (frame === undefined) return undefined;
      const request = Request.decode(frame);
      requestMethod(request); // throws for a request that names no method
      return request;
    } catch (err) {
      this.logger.error("cannot read request", { err: describe(err) });
      this.failWith(`cannot read request: ${describe(err)}`);
      return undefined;
    }
  }

  private async handle(request: Request): Promise<void> {
    if (request.flush !== undefined) {
      this.queueResponse(FLUSH_RESPONSE);
      this.writeOut();
      return;
    }
    let encoded: Uint8Array;
    try {
      encoded = await this.context.queue.run(async () => Response.encode(await dispatch(this.context.app, request)).finish());
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

  private queueResponse(response: Uint8Array): void {
    const frame = encodeFrame(response);
    this.pendingWrites.push(frame);
    this.pendingBytes += frame.length;
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
