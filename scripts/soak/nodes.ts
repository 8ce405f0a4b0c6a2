import { startBenchNode, type BenchHome, type BenchNode } from "../bench/local-node";
import { sampleProcess } from "../bench/proc";

const SETTLE_MS = 3_000;

/** One node of the soak chain: its home, the running process (undefined while down), and when it was down. */
export class SoakNode {
  running: BenchNode | undefined;
  readonly outages: { from: number; to: number }[] = [];
  kills = 0;
  private maxRssBytes = 0;
  private startedAt = 0;

  constructor(
    readonly name: string,
    readonly home: BenchHome,
  ) {}

  get up(): boolean {
    return this.running !== undefined;
  }

  /** Up for a few seconds: clients' kept-alive connections to the killed process have been replaced by now. */
  get settled(): boolean {
    return this.up && Date.now() - this.startedAt > SETTLE_MS;
  }

  async start(): Promise<void> {
    this.running = await startBenchNode(this.home.home, this.home.rpcUrl);
    this.startedAt = Date.now();
  }

  /** SIGKILL of `idledger start` (CometBFT stops by itself), then a restart after `downMs`. */
  async crash(downMs: number): Promise<void> {
    const node = this.running;
    if (node === undefined) return;
    const from = Date.now();
    this.running = undefined;
    this.kills++;
    await node.kill();
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await this.start();
    this.outages.push({ from, to: Date.now() });
  }

  /** The resident memory of `idledger start` now, in bytes (undefined while down); the peak is kept. */
  rss(): number | undefined {
    const sample = this.running === undefined ? undefined : sampleProcess(this.running.pid);
    if (sample !== undefined) this.maxRssBytes = Math.max(this.maxRssBytes, sample.rssBytes);
    return sample?.rssBytes;
  }

  get peakRssBytes(): number {
    return this.maxRssBytes;
  }

  async stop(): Promise<void> {
    await this.running?.stop();
    this.running = undefined;
  }
}
