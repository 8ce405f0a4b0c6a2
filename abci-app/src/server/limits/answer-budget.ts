import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { DoorBusyError } from "../../../../lib/door-limit";

/**
 * How many bytes of answers a door may hand out per second: a bucket that refills at `bytesPerSecond`, up to one
 * second's worth. A call is let through while the bucket holds anything, and its answer's size is taken out once it
 * is known, so answers already under way can take the bucket below zero; the calls after them are refused until it
 * has refilled. 0 bytes per second: no limit.
 *
 * The ABCI door needs it. CometBFT prints every `abci_query` answer as JSON in the process that runs consensus, and
 * Go schedules that work beside the consensus routine without priorities: a burst of large answers there holds the
 * next block back by seconds, however fast the app answered.
 */
export class AnswerBudget {
  private bytes: number;
  private updatedAt: number;

  constructor(
    readonly door: string,
    readonly bytesPerSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    if (!Number.isSafeInteger(bytesPerSecond) || bytesPerSecond < 0) throw new Error(`${door}: bytesPerSecond must be a non-negative integer`);
    this.bytes = bytesPerSecond;
    this.updatedAt = now();
  }

  /** Throws DoorBusyError while the answers of the last moments have used the budget up. */
  admit(): void {
    if (this.bytesPerSecond === 0) return;
    this.refill();
    if (this.bytes <= 0) throw new DoorBusyError(this.door, `has handed out its ${this.bytesPerSecond} bytes of answers for this second`);
  }

  /** Asks for an answer if the budget has room (DoorBusyError otherwise), and takes the answer's size out of it. */
  async answer(ask: () => ResponseQuery | Promise<ResponseQuery>): Promise<ResponseQuery> {
    this.admit();
    const response = await ask();
    this.spend(answerBytes(response));
    return response;
  }

  /** Takes an answer's size out of the budget. */
  spend(bytes: number): void {
    if (this.bytesPerSecond === 0) return;
    this.refill();
    this.bytes -= bytes;
  }

  private refill(): void {
    const now = this.now();
    this.bytes = Math.min(this.bytesPerSecond, this.bytes + ((now - this.updatedAt) * this.bytesPerSecond) / 1000);
    this.updatedAt = now;
  }
}

/** The bytes of an ABCI query answer that CometBFT prints: its value, key, proof, log and info. */
export function answerBytes(response: ResponseQuery): number {
  const proof = response.proofOps?.ops.reduce((sum, op) => sum + op.key.length + op.data.length + op.type.length, 0) ?? 0;
  return response.value.length + response.key.length + proof + response.log.length + response.info.length;
}
