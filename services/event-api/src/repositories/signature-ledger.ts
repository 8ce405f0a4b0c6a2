import type { SignatureLedger } from "../auth/signature-ledger";
import type { EventApiDb } from "./database";

const PRUNE_INTERVAL_MS = 60_000;
/** The most signatures one insert records. */
const MAX_BATCH = 256;

interface PendingClaim {
  messageHash: string;
  expiresAt: Date;
  resolve(claimed: boolean): void;
  reject(err: unknown): void;
}

/**
 * The replay guard shared by every instance on one database: a signature's messageHash is a primary key, so of
 * two requests carrying it, on any instance, exactly one insert succeeds.
 *
 * Claims are written together, one statement and one round trip for all of them (`on conflict do nothing
 * returning` names the rows it inserted): the write starts at the end of the event loop's turn (setImmediate), so
 * the claims of every request that arrived in that turn go in it, and while it is in flight the claims that arrive
 * wait for the next one. On PGlite, which runs each statement to its end on this thread, the turn is the only
 * chance to batch: a statement costs about 450 µs for one row and 60 µs a row for sixteen (docs/performance.md).
 * An idle service waits for nothing but the rest of the turn. Within a batch the first claim of a hash is the one
 * inserted; a repeat is refused without reaching the database.
 */
export class DatabaseSignatureLedger implements SignatureLedger {
  private lastPrune = 0;
  private pending: PendingClaim[] = [];
  /** A write is scheduled or under way: new claims join `pending` and are written by it. */
  private writing = false;

  constructor(
    private readonly db: EventApiDb,
    private readonly nowMs: () => number = Date.now,
  ) {}

  claim(messageHash: string, expiresAtSeconds: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ messageHash, expiresAt: new Date(expiresAtSeconds * 1000), resolve, reject });
      if (this.writing) return;
      this.writing = true;
      setImmediate(() => void this.writeAll());
    });
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          const inserted = await this.insert(batch);
          for (const claim of batch) claim.resolve(inserted.delete(claim.messageHash));
        } catch (err) {
          for (const claim of batch) claim.reject(err);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  /** Inserts the batch's hashes (each once); the set of those that were new. */
  private async insert(batch: PendingClaim[]): Promise<Set<string>> {
    await this.pruneNowAndThen();
    const rows = new Map<string, Date>();
    for (const claim of batch) if (!rows.has(claim.messageHash)) rows.set(claim.messageHash, claim.expiresAt);
    const inserted = await this.db
      .insertInto("used_signatures")
      .values([...rows].map(([message_hash, expires_at]) => ({ message_hash, expires_at })))
      .onConflict((c) => c.column("message_hash").doNothing())
      .returning("message_hash")
      .execute();
    return new Set(inserted.map((row) => row.message_hash));
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.nowMs();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom("used_signatures").where("expires_at", "<", new Date(now)).execute();
  }
}
