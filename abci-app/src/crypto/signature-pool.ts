import { Worker } from "node:worker_threads";
import type { Logger } from "../../../lib/logger";

/** One secp256k1 verification: the SHA-256 digest of the signed bytes, the 64-byte r‖s signature, the 33-byte compressed key. */
export interface Secp256k1Job {
  readonly digest: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

/** One Ed25519 verification (RFC 8032) of `message`, as crypto/ed25519.ts's verifyEd25519 makes it. */
export interface Ed25519Job {
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

type Curve = "secp256k1" | "ed25519";

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
 * The worker's whole program, evaluated rather than loaded from a file so that it runs the same from the compiled
 * package and from the TypeScript sources the tests run. secp256k1: packed jobs, verified with libsecp256k1, or with
 * @noble/curves where the native binding cannot load (as crypto/secp256k1.ts does). Ed25519: OpenSSL through
 * node:crypto with the same rules as crypto/ed25519.ts's verifyEd25519 (wrong lengths and unusable keys are
 * invalid, never an error), so that a verdict does not depend on the thread that reached it. One byte per job.
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
function ed25519Results(jobs) {
  const results = new Uint8Array(jobs.length);
  jobs.forEach((job, i) => { try { results[i] = verifyEd25519(job) ? 1 : 0; } catch { results[i] = 0; } });
  return results;
}
parentPort.on("message", ({ id, curve, jobs }) => {
  const results = curve === "ed25519" ? ed25519Results(jobs) : secp256k1Results(jobs);
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
 * Signature verification on worker threads: secp256k1 for transactions, Ed25519 for the ssi documents' proofs. Jobs
 * submitted in the same turn of the event loop leave together in chunks of CHUNK_JOBS, each to the worker with the
 * fewest jobs outstanding. A result is a pure function of the job, so where it is computed changes nothing a node
 * decides. When a worker dies its jobs are rejected and the pool goes on with the others; with none left every job
 * is rejected, and callers verify on their own thread instead.
 */
export class SignaturePool {
  private readonly workers: PoolWorker[] = [];
  private queued: { secp256k1: Queued<Secp256k1Job>[]; ed25519: Queued<Ed25519Job>[] } = { secp256k1: [], ed25519: [] };
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
  verifySecp256k1(job: Secp256k1Job): Promise<boolean> {
    return this.enqueue(this.queued.secp256k1, job);
  }

  /** Resolves with verifyEd25519's verdict on the job; rejects when no worker can take it. */
  verifyEd25519(job: Ed25519Job): Promise<boolean> {
    return this.enqueue(this.queued.ed25519, job);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.thread.terminate()));
  }

  private enqueue<J>(queue: Queued<J>[], job: J): Promise<boolean> {
    if (this.workers.length === 0) return Promise.reject(new Error(this.closed ? "the signature pool is closed" : "no signature worker is running"));
    return new Promise((resolve, reject) => {
      queue.push({ job, pending: { resolve, reject } });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  /** Sends what was queued, in order, in chunks to the workers with the fewest jobs outstanding. */
  private flush(): void {
    this.flushScheduled = false;
    const { secp256k1, ed25519 } = this.queued;
    this.queued = { secp256k1: [], ed25519: [] };
    if (this.workers.length === 0) {
      for (const { pending } of [...secp256k1, ...ed25519]) pending.reject(new Error("no signature worker is running"));
      return;
    }
    for (let at = 0; at < secp256k1.length; at += CHUNK_JOBS) {
      const chunk = secp256k1.slice(at, at + CHUNK_JOBS);
      this.send(this.leastBusy(), "secp256k1", packSecp256k1(chunk.map((q) => q.job)), chunk);
    }
    for (let at = 0; at < ed25519.length; at += CHUNK_JOBS) {
      const chunk = ed25519.slice(at, at + CHUNK_JOBS);
      this.send(
        this.leastBusy(),
        "ed25519",
        chunk.map((q) => q.job),
        chunk,
      );
    }
  }

  private leastBusy(): PoolWorker {
    let best = this.workers[0]!;
    for (const worker of this.workers) if (worker.outstanding < best.outstanding) best = worker;
    return best;
  }

  private send(worker: PoolWorker, curve: Curve, jobs: Uint8Array | readonly Ed25519Job[], batch: readonly Queued<unknown>[]): void {
    const id = this.nextBatchId++;
    worker.batches.set(
      id,
      batch.map((b) => b.pending),
    );
    worker.outstanding += batch.length;
    worker.thread.postMessage({ id, curve, jobs }, jobs instanceof Uint8Array ? [jobs.buffer as ArrayBuffer] : []);
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
