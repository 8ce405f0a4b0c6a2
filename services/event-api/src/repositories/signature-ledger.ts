import type { SignatureLedger } from "../auth/signature-ledger";
import type { EventApiDb } from "./database";

const PRUNE_INTERVAL_MS = 60_000;

/**
 * The replay guard shared by every instance on one database: a signature's messageHash is a primary key, so of
 * two requests carrying it, on any instance, exactly one insert succeeds.
 */
export class DatabaseSignatureLedger implements SignatureLedger {
  private lastPrune = 0;

  constructor(
    private readonly db: EventApiDb,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async claim(messageHash: string, expiresAtSeconds: number): Promise<boolean> {
    await this.pruneNowAndThen();
    const inserted = await this.db
      .insertInto("used_signatures")
      .values({ message_hash: messageHash, expires_at: new Date(expiresAtSeconds * 1000) })
      .onConflict((c) => c.column("message_hash").doNothing())
      .executeTakeFirst();
    return inserted.numInsertedOrUpdatedRows === 1n;
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.nowMs();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await this.db.deleteFrom("used_signatures").where("expires_at", "<", new Date(now)).execute();
  }
}
