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
 * Claims are written together: while one insert is in flight, the claims that arrive wait and go in the next,
 * one statement and one round trip for all of them (`on conflict do nothing returning` names the rows it
 * inserted). A lone claim is written at once, so batching adds no wait when the service is idle. Within a
 * batch the first claim of a hash is the one inserted; a repeat is refused without reaching the database.
 */
export class DatabaseSignatureLedger implements SignatureLedger {
  private lastPrune = 0;
  private pending: PendingClaim[] = [];
  private writing = false;

  constructor(
    private readonly db: EventApiDb,
    private readonly nowMs: () => number = Date.now,
  ) {}

  claim(messageHash: string, expiresAtSeconds: number): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ messageHash, expiresAt: new Date(expiresAtSeconds * 1000), resolve, reject });
      if (!this.writing) void this.writeAll();
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
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
