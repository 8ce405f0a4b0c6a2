import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

/** How often the event loop's delay is read; the verdict holds until the next reading. */
const SAMPLE_MS = 200;

/**
 * Whether the thread that serves queries is behind: the longest event-loop delay over the last sampling period above
 * `maxDelayMs`. Every query waits for everything queued before it, so while this holds, new queries are answered
 * "server busy" at once (they would only wait), which lets the backlog drain. Call stop() when done.
 */
export class OverloadMonitor {
  private readonly histogram: IntervalHistogram;
  private readonly timer: NodeJS.Timeout;
  private delayMs = 0;

  constructor(readonly maxDelayMs: number) {
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    this.timer.unref();
  }

  /** The longest event-loop delay of the last period, in ms, when it is above the limit; else undefined. */
  overload(): number | undefined {
    return this.delayMs > this.maxDelayMs ? this.delayMs : undefined;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }

  private sample(): void {
    this.delayMs = Math.round(this.histogram.max / 1e6);
    this.histogram.reset();
  }
}
