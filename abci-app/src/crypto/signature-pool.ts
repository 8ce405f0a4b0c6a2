import { Worker } from "node:worker_threads";
import type { Logger } from "../../../lib/logger";
import { BOARD_KEYS_BYTES, BoardState, type BoardLayout } from "./ed25519-board";

/** One secp256k1 verification: the SHA-256 digest of the signed bytes, the 64-byte r‖s signature, the 33-byte compressed key. */
export interface Secp256k1Job {
  readonly digest: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

const DIGEST_BYTES = 32;
const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 33;
const SECP256K1_JOB_BYTES = DIGEST_BYTES + SIGNATURE_BYTES + PUBLIC_KEY_BYTES;
/**
 * The most jobs in one message. A batch's answers come back together, and the main thread runs transactions in
 * arrival order, so a burst sent whole would leave it waiting for the last signature before it could run the first
 * transaction. Chunks of this size come back one after another while the main thread works: a message costs a few
 * microseconds, a chunk of 32 about 1.5 ms of curve.
 */
const CHUNK_JOBS = 32;
/**
 * A worker's young generation. Each Ed25519 check leaves a KeyObject whose OpenSSL key lives outside V8's heap; a worker
 * allocates so little that with V8's default it collects them only every hundred thousand checks or so, tens of MB.
 */
const WORKER_YOUNG_GENERATION_MB = 2;

/**
 * The worker's whole program, evaluated rather than loaded from a file so that it runs the same from the compiled
 * package and from the TypeScript sources the tests run. secp256k1: packed jobs, verified with libsecp256k1, or with
 * @noble/curves where the native binding cannot load (as crypto/secp256k1.ts does), one byte per job in the answer.
 * Ed25519: a block's board (crypto/ed25519-board.ts), verified with OpenSSL through node:crypto with the same rules as
 * crypto/ed25519.ts's verifyEd25519 (wrong lengths and unusable keys are invalid, never an error), so that a verdict
 * does not depend on the thread that reached it, and written into the board.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const { createPublicKey, verify: verifyWithOpenSsl } = require("node:crypto");
let verifySecp256k1;
try {
  const native = require(workerData.nativePath);
  verifySecp256k1 = (sig, digest, pub) => native.ecdsaVerify(sig, digest, pub);
} catch {
  const { secp256k1 } = require(workerData.noblePath);
  verifySecp256k1 = (sig, digest, pub) => secp256k1.verify(sig, digest, pub, { prehash: false, lowS: true });
}
function verifyEd25519({ message, signature, publicKey }) {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  const key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(publicKey).toString("base64url") }, format: "jwk" });
  return verifyWithOpenSsl(null, message, key, signature);
}
function secp256k1Results(jobs) {
  const count = jobs.length / ${SECP256K1_JOB_BYTES};
  const results = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * ${SECP256K1_JOB_BYTES};
    const digest = jobs.subarray(at, at + ${DIGEST_BYTES});
    const sig = jobs.subarray(at + ${DIGEST_BYTES}, at + ${DIGEST_BYTES + SIGNATURE_BYTES});
    const pub = jobs.subarray(at + ${DIGEST_BYTES + SIGNATURE_BYTES}, at + ${SECP256K1_JOB_BYTES});
    try { results[i] = verifySecp256k1(sig, digest, pub) ? 1 : 0; } catch { results[i] = 0; }
  }
  return results;
}
function verifyBoard({ states: shared, jobs, count }) {
  const states = new Int32Array(shared);
  const ranges = new Uint32Array(jobs, 0, 2 * count);
  const keys = new Uint8Array(jobs, 8 * count, ${BOARD_KEYS_BYTES} * count);
  const messages = new Uint8Array(jobs, 8 * count + ${BOARD_KEYS_BYTES} * count);
  for (let i = 0; i < count; i++) {
    if (Atomics.compareExchange(states, i, ${BoardState.OPEN}, ${BoardState.WORKER}) !== ${BoardState.OPEN}) continue;
    const job = {
      signature: keys.subarray(${BOARD_KEYS_BYTES} * i, ${BOARD_KEYS_BYTES} * i + 64),
      publicKey: keys.subarray(${BOARD_KEYS_BYTES} * i + 64, ${BOARD_KEYS_BYTES} * (i + 1)),
      message: messages.subarray(ranges[2 * i], ranges[2 * i + 1]),
    };
    let valid = false;
    try { valid = verifyEd25519(job); } catch {}
    Atomics.store(states, i, valid ? ${BoardState.VALID} : ${BoardState.INVALID});
    Atomics.notify(states, i);
  }
  parentPort.postMessage({ spent: jobs }, [jobs]);
}
parentPort.on("message", ({ id, jobs, board }) => {
  if (board !== undefined) return verifyBoard(board);
  const results = secp256k1Results(jobs);
  parentPort.postMessage({ id, results }, [results.buffer]);
});
`;

interface Pending {
  readonly resolve: (valid: boolean) => void;
  readonly reject: (err: Error) => void;
}

interface Queued<J> {
  readonly job: J;
  readonly pending: Pending;
}

interface PoolWorker {
  readonly thread: Worker;
  /** Jobs sent and not yet answered, by batch id. */
  readonly batches: Map<number, Pending[]>;
  outstanding: number;
}

/**
 * Signature verification on worker threads: secp256k1 for transactions, Ed25519 for the ssi documents' proofs. secp256k1
 * jobs submitted in the same turn of the event loop leave together in chunks of CHUNK_JOBS, each to the worker with the
 * fewest jobs outstanding; a block's Ed25519 board goes to every worker. A result is a pure function of the job, so
 * where it is computed changes nothing a node decides. When a worker dies its jobs are rejected and the pool goes on with the others; with none left every job
 * is rejected, and callers verify on their own thread instead.
 */
export class SignaturePool {
  private readonly workers: PoolWorker[] = [];
  private queued: Queued<Secp256k1Job>[] = [];
  private flushScheduled = false;
  private nextBatchId = 0;
  private closed = false;
  /** The largest board buffer a worker has returned, for the next board (boardBuffer). */
  private spare: ArrayBuffer | undefined;
  /** Threads still to start: all of them until the first job when the pool starts on first use. */
  private unstarted: number;

  /**
   * `threads` workers, started at once, or with `startOnFirstUse` when the first job comes: a node whose chain carries
   * no DID documents then never pays for the thread that verifies their proofs.
   */
  constructor(
    threads: number,
    private readonly logger: Logger,
    { startOnFirstUse = false }: { startOnFirstUse?: boolean } = {},
  ) {
    this.unstarted = threads;
    if (!startOnFirstUse) this.start();
  }

  /** The threads the pool runs, or will run once used. */
  get threads(): number {
    return this.workers.length + this.unstarted;
  }

  /**
   * A buffer of at least `bytes` for a board's jobs (layOutBoard's `allocate`): the largest a worker has returned, when
   * it is large enough, else a new one.
   */
  boardBuffer(bytes: number): ArrayBuffer {
    const spare = this.spare;
    if (spare !== undefined && spare.byteLength >= bytes) {
      this.spare = undefined;
      return spare;
    }
    return new ArrayBuffer(bytes);
  }

  /** The threads running now. */
  get runningThreads(): number {
    return this.workers.length;
  }

  /** Resolves with whether the signature is valid; rejects when no worker can take it. */
  verifySecp256k1(job: Secp256k1Job): Promise<boolean> {
    this.start();
    if (this.workers.length === 0) return Promise.reject(new Error(this.closed ? "the signature pool is closed" : "no signature worker is running"));
    return new Promise((resolve, reject) => {
      this.queued.push({ job, pending: { resolve, reject } });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  /**
   * Hands a block's Ed25519 board (crypto/ed25519-board.ts) to every worker: each claims the jobs still open, in order,
   * and writes its verdicts into the board. False when no worker is running.
   */
  verifyBoard(layout: BoardLayout): boolean {
    this.start();
    if (this.closed || this.workers.length === 0) return false;
    // the jobs' bytes are copied to every worker but the last, which takes the buffer itself
    this.workers.forEach((worker, i) => worker.thread.postMessage({ board: layout }, i === this.workers.length - 1 ? [layout.jobs] : []));
    return true;
  }

  private start(): void {
    if (this.unstarted === 0 || this.closed) return;
    const workerData = { nativePath: require.resolve("secp256k1/bindings"), noblePath: require.resolve("@noble/curves/secp256k1.js") };
    for (; this.unstarted > 0; this.unstarted--) {
      const thread = new Worker(WORKER_SOURCE, { eval: true, workerData, resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB } });
      thread.unref();
      const worker: PoolWorker = { thread, batches: new Map(), outstanding: 0 };
      thread.on("message", (message: { id: number; results: Uint8Array } | { spent: ArrayBuffer }) =>
        "spent" in message ? this.keepSpare(message.spent) : this.answered(worker, message.id, message.results),
      );
      thread.on("error", (err) => this.logger.error("signature worker failed", { err: err.message }));
      thread.on("exit", () => this.lost(worker));
      this.workers.push(worker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  /** Sends what was queued, in order, in chunks to the workers with the fewest jobs outstanding. */
  private flush(): void {
    this.flushScheduled = false;
    const queued = this.queued;
    this.queued = [];
    if (this.workers.length === 0) {
      for (const { pending } of queued) pending.reject(new Error("no signature worker is running"));
      return;
    }
    for (let at = 0; at < queued.length; at += CHUNK_JOBS) {
      const chunk = queued.slice(at, at + CHUNK_JOBS);
      this.send(this.leastBusy(), packSecp256k1(chunk.map((q) => q.job)), chunk);
    }
  }

  private keepSpare(buffer: ArrayBuffer): void {
    if (this.spare === undefined || buffer.byteLength > this.spare.byteLength) this.spare = buffer;
  }

  private leastBusy(): PoolWorker {
    let best = this.workers[0]!;
    for (const worker of this.workers) if (worker.outstanding < best.outstanding) best = worker;
    return best;
  }

  private send(worker: PoolWorker, jobs: Uint8Array, batch: readonly Queued<Secp256k1Job>[]): void {
    const id = this.nextBatchId++;
    worker.batches.set(
      id,
      batch.map((b) => b.pending),
    );
    worker.outstanding += batch.length;
    worker.thread.postMessage({ id, jobs }, [jobs.buffer as ArrayBuffer]);
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

/** secp256k1 jobs in one buffer (digest ‖ signature ‖ key each), moved to the worker rather than copied. */
function packSecp256k1(jobs: readonly Secp256k1Job[]): Uint8Array {
  const packed = new Uint8Array(jobs.length * SECP256K1_JOB_BYTES);
  jobs.forEach((job, i) => {
    const at = i * SECP256K1_JOB_BYTES;
    packed.set(job.digest, at);
    packed.set(job.signature, at + DIGEST_BYTES);
    packed.set(job.publicKey, at + DIGEST_BYTES + SIGNATURE_BYTES);
  });
  return packed;
}
