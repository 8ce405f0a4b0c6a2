import { connect as netConnect, type Socket } from "node:net";
import { Request, Response, type RequestCheckTx, type ResponseCheckTx } from "cosmjs-types/tendermint/abci/types";
import { parseAbciAddress } from "./address";
import { callerMethods, type AbciCaller } from "./caller";
import { AbciConnectionClosedError, AbciExceptionError, AbciProtocolError } from "./client-errors";
import { DEFAULT_MAX_MESSAGE_BYTES, encodeFrame, FrameDecoder } from "./framing";
import { requestMethod, responseMethod, type AbciMethod, type RequestOf, type ResponseOf } from "./methods";

/** Requests are written on Flush, or earlier once this many bytes wait (as CometBFT's buffered writer). */
const WRITE_BUFFER_BYTES = 64 * 1024;

/** Options of `AbciClient.connect`. */
export interface AbciClientOptions {
  /** The largest response accepted, in bytes. Default 128 MiB. */
  readonly maxMessageBytes?: number;
}

interface PendingCall {
  readonly method: AbciMethod;
  resolve(response: Response): void;
  reject(error: Error): void;
}

// The AbciCaller methods are built from the ABCI method table in the constructor; this declares them.
export interface AbciClient extends AbciCaller {}

/**
 * One ABCI connection, behaving like CometBFT's socket client: requests are pipelined and buffered until a
 * Flush; responses must come back in order and of the matching type. The first exception, protocol
 * violation or disconnect fails every pending and later call. For tests, benchmarks and end-to-end tools.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the constructor assigns every method the interface declares
export class AbciClient {
  private readonly decoder: FrameDecoder;
  private readonly pending: PendingCall[] = [];
  private readonly unsent: Uint8Array[] = [];
  private unsentBytes = 0;
  private failure: Error | undefined;
  private readonly closedPromise: Promise<void>;

  private constructor(
    private readonly socket: Socket,
    maxMessageBytes: number,
  ) {
    this.decoder = new FrameDecoder(maxMessageBytes);
    Object.assign(
      this,
      callerMethods((method, request) => this.call(method, request)),
    );
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.receive(chunk));
    socket.on("error", (err) => this.fail(err));
    this.closedPromise = new Promise((resolve) =>
      socket.once("close", () => {
        this.fail(new AbciConnectionClosedError("ABCI connection closed"));
        resolve();
      }),
    );
  }

  /** Connects to `tcp://host:port`, `unix:///path` or `host:port`. */
  static connect(address: string, options: AbciClientOptions = {}): Promise<AbciClient> {
    const target = parseAbciAddress(address);
    return new Promise((resolve, reject) => {
      const socket = target.kind === "unix" ? netConnect({ path: target.path }) : netConnect({ host: target.host || "127.0.0.1", port: target.port });
      socket.once("error", reject);
      socket.once("connect", () => {
        socket.off("error", reject);
        resolve(new AbciClient(socket, options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES));
      });
    });
  }

  /** Resolves once the connection has closed, whichever side closed it. */
  get closed(): Promise<void> {
    return this.closedPromise;
  }

  /**
   * Queues a request without flushing; the promise resolves with its response once a later `flush()` (or a
   * full write buffer) has sent it and the server answered. Awaiting it without flushing waits forever.
   */
  send(request: Request): Promise<Response> {
    if (this.failure) return Promise.reject(this.failure);
    let method: AbciMethod;
    try {
      method = requestMethod(request);
    } catch (err) {
      return Promise.reject(err);
    }
    const frame = encodeFrame(Request.encode(request).finish());
    return new Promise((resolve, reject) => {
      this.pending.push({ method, resolve, reject });
      this.unsent.push(frame);
      this.unsentBytes += frame.length;
      if (method === "flush" || this.unsentBytes >= WRITE_BUFFER_BYTES) this.writeOut();
    });
  }

  /** Sends Flush and everything queued before it; resolves when ResponseFlush arrives, after all earlier responses. */
  async flush(): Promise<void> {
    await this.send({ flush: {} });
  }

  /** Sends one request and flushes, resolving with its typed response: a synchronous CometBFT call. */
  async call<M extends AbciMethod>(method: M, request: RequestOf<M>): Promise<ResponseOf<M>> {
    const [response] = await Promise.all([this.send({ [method]: request }), this.flush()]);
    return response[method] as ResponseOf<M>;
  }

  /** Mempool CheckTx without a flush, as CometBFT's CheckTxAsync: call `flush()` to get it answered. */
  async checkTxAsync(request: RequestCheckTx): Promise<ResponseCheckTx> {
    return (await this.send({ checkTx: request })).checkTx!;
  }

  /** Closes the connection; pending calls reject with `AbciConnectionClosedError`. */
  async close(): Promise<void> {
    this.fail(new AbciConnectionClosedError("ABCI client closed"));
    await this.closedPromise;
  }

  private writeOut(): void {
    this.socket.write(Buffer.concat(this.unsent, this.unsentBytes));
    this.unsent.length = 0;
    this.unsentBytes = 0;
  }

  private receive(chunk: Uint8Array): void {
    if (this.failure) return;
    this.decoder.push(chunk);
    try {
      for (let frame = this.decoder.next(); frame !== undefined && !this.failure; frame = this.decoder.next()) {
        this.deliver(Response.decode(frame));
      }
    } catch (err) {
      this.fail(err instanceof AbciExceptionError || err instanceof AbciProtocolError ? err : new AbciProtocolError(`cannot read response: ${String(err)}`));
    }
  }

  private deliver(response: Response): void {
    const method = responseMethod(response);
    if (method === "exception") throw new AbciExceptionError(response.exception!.error);
    if (method === undefined) throw new AbciProtocolError("response sets no known method, or several");
    const call = this.pending.shift();
    if (call === undefined) throw new AbciProtocolError(`unexpected response ${method} when no request was made`);
    if (call.method !== method) {
      this.pending.unshift(call);
      throw new AbciProtocolError(`unexpected response ${method} to request ${call.method}`);
    }
    call.resolve(response);
  }

  /** Fails every pending call with `error`, remembers it for later calls, and drops the socket. */
  private fail(error: Error): void {
    if (this.failure) return;
    this.failure = error;
    for (const call of this.pending.splice(0)) call.reject(error);
    this.socket.destroy();
  }
}
