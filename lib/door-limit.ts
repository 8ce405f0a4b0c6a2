/** How many calls one door (gRPC, REST, ABCI) serves at once, how many may wait for a turn, and for how long. */
export interface DoorLimits {
  readonly maxActive: number;
  readonly maxWaiting: number;
  /** How long a call may wait for a turn before it is refused (default DEFAULT_MAX_WAIT_MS). */
  readonly maxWaitMs?: number;
}

/**
 * A call that waited this long for a turn is refused "busy" rather than served late: its caller is likely to have
 * given up (CometBFT's RPC server drops an abci_query after about 10 s), and a line that is not moving should say so.
 */
export const DEFAULT_MAX_WAIT_MS = 3_000;

interface Waiter {
  readonly admit: () => void;
}

/** Every slot of a door is taken and its waiting line is full or not moving, or its thread is behind: the caller should retry shortly. */
export class DoorBusyError extends Error {
  override readonly name = "DoorBusyError";

  constructor(
    readonly door: string,
    reason: string,
  ) {
    super(`${door} ${reason}; retry shortly`);
  }
}

/**
 * Admission control for one door of the node's query service: at most `maxActive` calls run at once, at most
 * `maxWaiting` more wait in arrival order for at most `maxWaitMs`, and any call beyond that, or any call while the
 * serving thread is behind (its event loop delayed past a limit, see OverloadMonitor), is refused with DoorBusyError,
 * so a flood costs the node a refusal per request instead of an ever-growing line of pending work, and no call
 * waits without bound.
 */
export class DoorLimit {
  private active = 0;
  private readonly waiting: Waiter[] = [];
  private readonly maxWaitMs: number;

  /** `overload` says how far behind the serving thread is (ms), when too far: then every call is refused at once. */
  constructor(
    readonly door: string,
    readonly limits: DoorLimits,
    private readonly overload: () => number | undefined = () => undefined,
  ) {
    if (!Number.isInteger(limits.maxActive) || limits.maxActive < 1) throw new Error(`${door}: maxActive must be a positive integer`);
    if (!Number.isInteger(limits.maxWaiting) || limits.maxWaiting < 0) throw new Error(`${door}: maxWaiting must be a non-negative integer`);
    this.maxWaitMs = limits.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
    if (!Number.isInteger(this.maxWaitMs) || this.maxWaitMs < 1) throw new Error(`${door}: maxWaitMs must be a positive integer`);
  }

  /** Runs `task` when a slot is free; rejects with DoorBusyError, without running it, when the line is full. */
  async run<T>(task: () => T | Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await task();
    } finally {
      release();
    }
  }

  /**
   * A slot, once one is free: resolves with the function that gives it back (calling it more than once gives it back
   * once); rejects with DoorBusyError at once when the line is full, or once the call has waited `maxWaitMs`.
   */
  async acquire(): Promise<() => void> {
    const behind = this.overload();
    if (behind !== undefined) throw new DoorBusyError(this.door, `is ${behind} ms behind with the queries it has`);
    if (this.active >= this.limits.maxActive) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        throw new DoorBusyError(this.door, `has ${this.limits.maxActive} at work and ${this.limits.maxWaiting} waiting`);
      }
      await this.waitForTurn();
    } else {
      this.active++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next === undefined) this.active--;
      else next.admit();
    };
  }

  /** Lines up for the slot a release hands over (the active count stays as it is), or leaves the line at the deadline. */
  private waitForTurn(): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(waiter), 1);
        reject(new DoorBusyError(this.door, `had no free turn within ${this.maxWaitMs} ms`));
      }, this.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  /** Calls running and waiting now. */
  get load(): { readonly active: number; readonly waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
