import { TurnBatcher } from "../../../shared/turn-batcher";
import type { SignatureLedger } from "../auth/signature-ledger";
import type { EventApiDb } from "./database";

const PRUNE_INTERVAL_MS = 60_000;
interface Claim {
  readonly messageHash: string;
  readonly expiresAt: Date;
}

/**
 * The replay guard shared by every instance on one database: a signature's messageHash is a primary key, so of
 * two requests carrying it, on any instance, exactly one insert succeeds.
 *
 * Claims are written together, one statement and one round trip for all of them (`on conflict do nothing
 * returning` names the rows it inserted): the claims of one event-loop turn go in one insert, and those that arrive
 * while it is in flight in the next (shared/turn-batcher.ts). On PGlite a statement costs about 450 µs for one row
 * and 60 µs a row for sixteen (docs/performance.md). Within a batch the first claim of a hash is the one inserted; a
 * repeat is refused without reaching the database.
 */
export class DatabaseSignatureLedger implements SignatureLedger {
  private lastPrune = 0;
  private readonly claims = new TurnBatcher<Claim, boolean>(async (batch) => {
    const inserted = await this.insert(batch);
    return batch.map((claim) => inserted.delete(claim.messageHash));
  });

  constructor(
    private readonly db: EventApiDb,
    private readonly nowMs: () => number = Date.now,
  ) {}

  claim(messageHash: string, expiresAtSeconds: number): Promise<boolean> {
    return this.claims.submit({ messageHash, expiresAt: new Date(expiresAtSeconds * 1000) });
  }

  /** Inserts the batch's hashes (each once); the set of those that were new. */
  private async insert(batch: Claim[]): Promise<Set<string>> {
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
