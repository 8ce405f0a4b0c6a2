import { Worker } from "node:worker_threads";
import type { Logger } from "../../../lib/logger";

/** One verification: the SHA-256 digest of the signed bytes, the 64-byte r‖s signature, the 33-byte compressed key. */
export interface Secp256k1Job {
  readonly digest: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

const DIGEST_BYTES = 32;
const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 33;
const JOB_BYTES = DIGEST_BYTES + SIGNATURE_BYTES + PUBLIC_KEY_BYTES;

/**
 * The worker's whole program, evaluated rather than loaded from a file so that it runs the same from the compiled
 * package and from the TypeScript sources the tests run. It verifies packed jobs with libsecp256k1, or with
 * @noble/curves where the native binding cannot load (as crypto/secp256k1.ts does), and answers one byte per job.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
let verify;
try {
  const native = require(workerData.nativePath);
  verify = (sig, digest, pub) => native.ecdsaVerify(sig, digest, pub);
} catch {
  const { secp256k1 } = require(workerData.noblePath);
  verify = (sig, digest, pub) => secp256k1.verify(sig, digest, pub, { prehash: false, lowS: true });
}
parentPort.on("message", ({ id, jobs }) => {
  const count = jobs.length / ${JOB_BYTES};
  const results = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * ${JOB_BYTES};
    const digest = jobs.subarray(at, at + ${DIGEST_BYTES});
    const sig = jobs.subarray(at + ${DIGEST_BYTES}, at + ${DIGEST_BYTES + SIGNATURE_BYTES});
    const pub = jobs.subarray(at + ${DIGEST_BYTES + SIGNATURE_BYTES}, at + ${JOB_BYTES});
    try { results[i] = verify(sig, digest, pub) ? 1 : 0; } catch { results[i] = 0; }
  }
  parentPort.postMessage({ id, results }, [results.buffer]);
});
`;

interface Pending {
  readonly resolve: (valid: boolean) => void;
  readonly reject: (err: Error) => void;
}

interface PoolWorker {
  readonly thread: Worker;
  /** Jobs sent and not yet answered, by batch id. */
  readonly batches: Map<number, Pending[]>;
  outstanding: number;
}

/**
 * secp256k1 signature verification on worker threads. Jobs submitted in the same turn of the event loop leave
 * together, split over the workers, so a burst of CheckTx requests costs one message per worker. A result is a pure
 * function of the job, so where it is computed changes nothing a node decides. When a worker dies its jobs are
 * rejected and the pool goes on with the others; with none left every job is rejected, and callers verify on their
 * own thread instead.
 */
export class Secp256k1Pool {
  private readonly workers: PoolWorker[] = [];
  private queued: { job: Secp256k1Job; pending: Pending }[] = [];
  private flushScheduled = false;
  private nextBatchId = 0;
  private closed = false;

  constructor(
    threads: number,
    private readonly logger: Logger,
  ) {
    const workerData = { nativePath: require.resolve("secp256k1/bindings"), noblePath: require.resolve("@noble/curves/secp256k1.js") };
    for (let i = 0; i < threads; i++) {
      const thread = new Worker(WORKER_SOURCE, { eval: true, workerData });
      thread.unref();
      const worker: PoolWorker = { thread, batches: new Map(), outstanding: 0 };
      thread.on("message", ({ id, results }: { id: number; results: Uint8Array }) => this.answered(worker, id, results));
      thread.on("error", (err) => this.logger.error("signature worker failed", { err: err.message }));
      thread.on("exit", () => this.lost(worker));
      this.workers.push(worker);
    }
  }

  get threads(): number {
    return this.workers.length;
  }

  /** Resolves with whether the signature is valid; rejects when no worker can take it. */
  verify(job: Secp256k1Job): Promise<boolean> {
    if (this.workers.length === 0) return Promise.reject(new Error(this.closed ? "the signature pool is closed" : "no signature worker is running"));
    return new Promise((resolve, reject) => {
      this.queued.push({ job, pending: { resolve, reject } });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  /** Sends what was queued, in contiguous shares to the workers with the fewest jobs outstanding. */
  private flush(): void {
    this.flushScheduled = false;
    const queued = this.queued;
    this.queued = [];
    const workers = [...this.workers].sort((a, b) => a.outstanding - b.outstanding);
    if (workers.length === 0) {
      for (const { pending } of queued) pending.reject(new Error("no signature worker is running"));
      return;
    }
    const share = Math.ceil(queued.length / workers.length);
    for (let w = 0; w * share < queued.length; w++) this.send(workers[w]!, queued.slice(w * share, (w + 1) * share));
  }

  private send(worker: PoolWorker, batch: { job: Secp256k1Job; pending: Pending }[]): void {
    const jobs = new Uint8Array(batch.length * JOB_BYTES);
    batch.forEach(({ job }, i) => {
      const at = i * JOB_BYTES;
      jobs.set(job.digest, at);
      jobs.set(job.signature, at + DIGEST_BYTES);
      jobs.set(job.publicKey, at + DIGEST_BYTES + SIGNATURE_BYTES);
    });
    const id = this.nextBatchId++;
    worker.batches.set(
      id,
      batch.map((b) => b.pending),
    );
    worker.outstanding += batch.length;
    worker.thread.postMessage({ id, jobs }, [jobs.buffer]);
  }

  private answered(worker: PoolWorker, id: number, results: Uint8Array): void {
    const batch = worker.batches.get(id);
    if (batch === undefined) return;
    worker.batches.delete(id);
    worker.outstanding -= batch.length;
    batch.forEach((pending, i) => pending.resolve(results[i] === 1));
  }

  private lost(worker: PoolWorker): void {
    const index = this.workers.indexOf(worker);
    if (index >= 0) this.workers.splice(index, 1);
    for (const batch of worker.batches.values()) for (const pending of batch) pending.reject(new Error("the signature worker exited"));
    worker.batches.clear();
    if (!this.closed) this.logger.error("a signature worker exited; verifying on the remaining threads", { remaining: this.workers.length });
  }
}
