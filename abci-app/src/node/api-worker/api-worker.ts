import path from "node:path";
import { Worker } from "node:worker_threads";
import type { RequestQuery, ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { queryFailure } from "../../app/query-response";
import { AnswerBudget } from "../../server/limits/answer-budget";
import { DoorLimit } from "../../../../lib/door-limit";
import { ErrServerBusy } from "../../types/query-limits-errors";
import { busyAnswer } from "../busy-answer";
import type { Logger } from "../../../../lib/logger";
import type { ApiWorkerSettings, FromWorker, ToWorker } from "./protocol";

/** Where the compiled worker lives: beside this file (the node runs from dist/). */
const WORKER_FILE = path.join(__dirname, "worker-main.js");
/**
 * CometBFT's ABCI queries handed to the worker at once, and waiting for a turn; beyond that they are answered "server
 * busy" at once rather than left to time out in CometBFT's RPC server. Few at once: the worker answers in
 * milliseconds, and each query let through may take the answer budget (`[abci] query-answer-bytes-per-second`) below
 * zero by one answer.
 */
const ABCI_QUERY_LIMITS = { maxActive: 4, maxWaiting: 64 };
/** How long a worker that died unexpectedly waits before it is started again. */
const RESTART_DELAY_MS = 1_000;
const CLOSE_TIMEOUT_MS = 10_000;

export interface ApiWorkerHooks {
  /** Runs a simulation the worker was asked for (it needs the app's check state, which lives in this thread). */
  readonly simulate: (request: RequestQuery) => Promise<ResponseQuery>;
  readonly logger: Logger;
}

/**
 * The main thread's handle on the API worker (worker-main.ts): starts it and waits until its servers listen,
 * tells it of every commit, hands it CometBFT's ABCI queries, runs the simulations it asks for, and starts it
 * again if it dies. Queries in flight when it dies are answered "server busy".
 */
export class ApiWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, (response: ResponseQuery) => void>();
  private nextId = 1;
  private closing = false;
  private latest: { version: number; oldest: number } | undefined;
  private addresses: { grpcAddress?: string; restAddress?: string } = {};
  private readonly abciQueries = new DoorLimit("ABCI query", ABCI_QUERY_LIMITS);
  private readonly abciAnswers: AnswerBudget;

  private constructor(
    private readonly settings: ApiWorkerSettings,
    private readonly hooks: ApiWorkerHooks,
  ) {
    this.abciAnswers = new AnswerBudget("ABCI query", settings.config.abci.queryAnswerBytesPerSecond);
  }

  /** Starts the worker; resolves once its gRPC and REST servers listen, rejects if it cannot start. */
  static async start(settings: ApiWorkerSettings, hooks: ApiWorkerHooks): Promise<ApiWorker> {
    const handle = new ApiWorker(settings, hooks);
    await handle.spawn();
    return handle;
  }

  get grpcAddress(): string | undefined {
    return this.addresses.grpcAddress;
  }

  get restAddress(): string | undefined {
    return this.addresses.restAddress;
  }

  /**
   * Answers an ABCI query from committed state, in the worker, while the door has a turn and the answer budget has
   * room (checked on arrival and again when the query's turn comes). Never rejects.
   */
  async query(request: RequestQuery): Promise<ResponseQuery> {
    try {
      this.abciAnswers.admit();
      return await this.abciQueries.run(() => this.abciAnswers.answer(() => this.ask(request)));
    } catch (err) {
      return busyAnswer(err);
    }
  }

  private ask(request: RequestQuery): Promise<ResponseQuery> {
    const worker = this.worker;
    if (worker === undefined) return Promise.resolve(queryFailure(ErrServerBusy.wrap("the query service is restarting")));
    return new Promise((resolve) => {
      const id = this.nextId++;
      this.pending.set(id, resolve);
      this.post(worker, { kind: "query", id, request });
    });
  }

  /** The app committed `version` and keeps versions from `oldest` on. */
  committed(version: number, oldest: number): void {
    this.latest = { version, oldest };
    if (this.worker !== undefined) this.post(this.worker, { kind: "committed", version, oldest });
  }

  async close(): Promise<void> {
    this.closing = true;
    const worker = this.worker;
    if (worker === undefined) return;
    const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    this.post(worker, { kind: "close" });
    const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }

  private spawn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_FILE, { workerData: this.settings });
      let ready = false;
      worker.on("message", (message: FromWorker) => {
        switch (message.kind) {
          case "ready":
            ready = true;
            this.worker = worker;
            this.addresses = message;
            if (this.latest !== undefined) this.post(worker, { kind: "committed", ...this.latest });
            resolve();
            return;
          case "failed":
            if (!ready) reject(new Error(`the API servers could not start: ${message.error}`));
            else this.hooks.logger.error("API worker failed", { err: message.error });
            return;
          case "log":
            this.hooks.logger[message.level](message.message, message.fields);
            return;
          case "answer":
            this.pending.get(message.id)?.(message.response);
            this.pending.delete(message.id);
            return;
          case "simulate":
            void this.hooks.simulate(message.request).then((response) => this.post(worker, { kind: "simulated", id: message.id, response }));
            return;
          case "closed":
            return;
        }
      });
      worker.on("error", (err) => this.hooks.logger.error("API worker crashed", { err: err.stack ?? err.message }));
      worker.on("exit", (code) => {
        this.worker = undefined;
        this.failPending();
        if (!ready) return reject(new Error(`the API worker exited before its servers listened (code ${code})`));
        if (this.closing) return;
        this.hooks.logger.error("API worker exited unexpectedly; starting it again", { code, delay_ms: RESTART_DELAY_MS });
        setTimeout(() => void this.respawn(), RESTART_DELAY_MS).unref();
      });
    });
  }

  private async respawn(): Promise<void> {
    if (this.closing) return;
    try {
      await this.spawn();
      this.hooks.logger.info("API worker started again", { grpc: this.grpcAddress, rest: this.restAddress });
    } catch (err) {
      this.hooks.logger.error("API worker could not start again; retrying", { err: (err as Error).message });
      setTimeout(() => void this.respawn(), RESTART_DELAY_MS).unref();
    }
  }

  private failPending(): void {
    for (const resolve of this.pending.values()) resolve(queryFailure(ErrServerBusy.wrap("the query service stopped while answering; retry shortly")));
    this.pending.clear();
  }

  private post(worker: Worker, message: ToWorker): void {
    worker.postMessage(message);
  }
}
