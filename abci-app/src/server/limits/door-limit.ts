/** How many calls one door (gRPC, REST, ABCI) serves at once, and how many may wait for a turn. */
export interface DoorLimits {
  readonly maxActive: number;
  readonly maxWaiting: number;
}

/** Every slot of a door is taken and its waiting line is full, or its thread is behind: the caller should retry shortly. */
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
 * `maxWaiting` more wait in arrival order, and any call beyond that, or any call while the serving thread is behind
 * (its event loop delayed past a limit, see OverloadMonitor), is refused at once with DoorBusyError, so a flood costs
 * the node a refusal per request instead of an ever-growing line of pending work.
 */
export class DoorLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  /** `overload` says how far behind the serving thread is (ms), when too far: then every call is refused at once. */
  constructor(
    readonly door: string,
    readonly limits: DoorLimits,
    private readonly overload: () => number | undefined = () => undefined,
  ) {
    if (!Number.isInteger(limits.maxActive) || limits.maxActive < 1) throw new Error(`${door}: maxActive must be a positive integer`);
    if (!Number.isInteger(limits.maxWaiting) || limits.maxWaiting < 0) throw new Error(`${door}: maxWaiting must be a non-negative integer`);
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
   * once); rejects with DoorBusyError at once when the line is full.
   */
  async acquire(): Promise<() => void> {
    const behind = this.overload();
    if (behind !== undefined) throw new DoorBusyError(this.door, `is ${behind} ms behind with the queries it has`);
    if (this.active >= this.limits.maxActive) {
      if (this.waiting.length >= this.limits.maxWaiting) {
        throw new DoorBusyError(this.door, `has ${this.limits.maxActive} at work and ${this.limits.maxWaiting} waiting`);
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next === undefined) this.active--;
      else next();
    };
  }

  /** Calls running and waiting now. */
  get load(): { readonly active: number; readonly waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }
}
