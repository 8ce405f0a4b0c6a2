/** One Ed25519 verification (RFC 8032) of `message`, as crypto/ed25519.ts's verifyEd25519 makes it. */
export interface Ed25519Job {
  readonly message: Uint8Array;
  readonly signature: Uint8Array;
  readonly publicKey: Uint8Array;
}

/**
 * A job's state in the board. The worker claims OPEN jobs in order (OPEN → WORKER) and writes its verdict; the main
 * thread takes a verdict, waits for one the worker is computing, or claims an OPEN job for itself (OPEN → MAIN).
 */
export const BoardState = { OPEN: 0, WORKER: 1, VALID: 2, INVALID: 3, MAIN: 4 } as const;

const SIGNATURE_BYTES = 64;
const PUBLIC_KEY_BYTES = 32;
/** A job's signature ‖ public key on the board. */
export const BOARD_KEYS_BYTES = SIGNATURE_BYTES + PUBLIC_KEY_BYTES;

/** Whether a job can go on a board: a 64-byte signature and a 32-byte key (any other is invalid anyway). */
export function fitsBoard(job: Ed25519Job): boolean {
  return job.signature.length === SIGNATURE_BYTES && job.publicKey.length === PUBLIC_KEY_BYTES;
}

/**
 * A board as the threads share it: one Int32 state per job in shared memory, and the jobs' bytes, which only the
 * workers read. The bytes are moved to a worker and moved back once it is done, then used for the next board, rather
 * than left to the worker's garbage collector (which, in a thread that allocates little, frees a buffer only when tens
 * of MB of them wait). They hold, for each job, the start and end of its message (two Uint32), then each job's
 * signature ‖ public key, then the messages, each distinct one once (a document's signatures all sign the same bytes).
 * signature-pool.ts's worker reads them.
 */
export interface BoardLayout {
  readonly states: SharedArrayBuffer;
  readonly jobs: ArrayBuffer;
  readonly count: number;
}

/**
 * Lays the jobs out for a board, every state OPEN; each must fit it (fitsBoard). Jobs that share a message object share its bytes on the board. `allocate` gives a buffer of at least the
 * bytes asked (the pool hands back one a worker returned, so that the bytes of a block are not garbage to collect).
 */
export function layOutBoard(jobs: readonly Ed25519Job[], allocate: (bytes: number) => ArrayBuffer = (bytes) => new ArrayBuffer(bytes)): BoardLayout {
  const count = jobs.length;
  const messageAt = new Map<Uint8Array, number>();
  let messageBytes = 0;
  for (const job of jobs) {
    if (!fitsBoard(job)) throw new Error("an Ed25519 board takes 64-byte signatures and 32-byte keys");
    if (messageAt.has(job.message)) continue;
    messageAt.set(job.message, messageBytes);
    messageBytes += job.message.length;
  }
  const rangeBytes = 8 * count;
  const keysBytes = BOARD_KEYS_BYTES * count;
  const buffer = allocate(rangeBytes + keysBytes + messageBytes);
  const ranges = new Uint32Array(buffer, 0, 2 * count);
  const keys = new Uint8Array(buffer, rangeBytes, keysBytes);
  const messages = new Uint8Array(buffer, rangeBytes + keysBytes);
  for (const [message, at] of messageAt) messages.set(message, at);
  jobs.forEach((job, i) => {
    const at = messageAt.get(job.message)!;
    ranges[2 * i] = at;
    ranges[2 * i + 1] = at + job.message.length;
    keys.set(job.signature, i * BOARD_KEYS_BYTES);
    keys.set(job.publicKey, i * BOARD_KEYS_BYTES + SIGNATURE_BYTES);
  });
  return { states: new SharedArrayBuffer(4 * count), jobs: buffer, count };
}

/** How long the main thread waits for a verdict the worker is computing (a few hundred µs at most) before verifying itself. */
const WORKER_VERDICT_WAIT_MS = 50;

/**
 * A block's Ed25519 checks, verified by a signature thread while the main thread runs the block (planned by
 * tx/signature-prefetch.ts's blockBoard, read through crypto/ed25519-verdicts.ts). Unlike answers sent back as
 * messages, which the main thread would read only after the block, the verdicts land in shared memory the block reads
 * as it goes. A job is verified once, by whichever thread claims it first; a verdict is a
 * pure function of the job, so which thread reached it changes nothing a node decides.
 */
export class Ed25519Board {
  private readonly states: Int32Array;
  private readonly jobsByKey: Map<string, number>;

  constructor(
    readonly layout: BoardLayout,
    keys: readonly string[],
  ) {
    this.states = new Int32Array(layout.states);
    this.jobsByKey = new Map(keys.map((key, i) => [key, i]));
  }

  /**
   * The verdict on the job with this key (crypto/ed25519-verdicts.ts's verdictKey), once the worker has it, waiting for
   * one it is computing; `claimed` when this thread took the job and must verify it (`settle` records the verdict);
   * undefined when the job is not on the board, or the worker did not answer in time.
   */
  take(key: string): { verdict: boolean } | { claimed: number } | undefined {
    const job = this.jobsByKey.get(key);
    if (job === undefined) return undefined;
    let state = Atomics.compareExchange(this.states, job, BoardState.OPEN, BoardState.MAIN);
    if (state === BoardState.OPEN) return { claimed: job };
    if (state === BoardState.WORKER) {
      Atomics.wait(this.states, job, BoardState.WORKER, WORKER_VERDICT_WAIT_MS);
      state = Atomics.load(this.states, job);
    }
    if (state === BoardState.VALID) return { verdict: true };
    if (state === BoardState.INVALID) return { verdict: false };
    // still WORKER after the wait (a dead or stalled worker), or MAIN (a job listed twice): verify here, record nothing
    return undefined;
  }

  /** Records the verdict of a job this thread claimed, so a second lookup of the same job finds it. */
  settle(job: number, valid: boolean): void {
    Atomics.store(this.states, job, valid ? BoardState.VALID : BoardState.INVALID);
  }
}
