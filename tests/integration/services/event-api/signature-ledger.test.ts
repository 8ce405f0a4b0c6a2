import { expect, it, jest } from "@jest/globals";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../../../../services/event-api/src/db/migrations";
import type { EventApiDb } from "../../../../services/event-api/src/repositories/database";
import { DatabaseSignatureLedger } from "../../../../services/event-api/src/repositories/signature-ledger";
import { describeEachDatabase } from "../../../harness/databases";

const NOW_MS = 1_700_000_000_000;
const EXP = NOW_MS / 1000 + 3_600;
const hash = (i: number) => `0x${i.toString(16).padStart(64, "0")}`;

describeEachDatabase("DatabaseSignatureLedger", eventApiMigrations, EVENT_API_MIGRATION_TABLE, (db) => {
  it("of claims sent together, accepts each hash exactly once, in one batch or across batches", async () => {
    const ledger = new DatabaseSignatureLedger(db() as EventApiDb, () => NOW_MS);
    const hashes = [1, 2, 3, 2, 1, 1, 4].map((i) => hash(1_000 + i));
    const claimed = await Promise.all(hashes.map((h) => ledger.claim(h, EXP)));
    expect(claimed).toEqual([true, true, true, false, false, false, true]);
    expect(await Promise.all([ledger.claim(hash(1_001), EXP), ledger.claim(hash(1_005), EXP)])).toEqual([false, true]);
  });

  it("accepts a hash once when two ledgers (two instances) claim it at the same time", async () => {
    const [a, b] = [new DatabaseSignatureLedger(db() as EventApiDb, () => NOW_MS), new DatabaseSignatureLedger(db() as EventApiDb, () => NOW_MS)];
    const claims = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(hash(2_000 + (i >> 1)), EXP)));
    const byHash = new Map<number, number>();
    claims.forEach((ok, i) => ok && byHash.set(i >> 1, (byHash.get(i >> 1) ?? 0) + 1));
    expect([...byHash.values()]).toEqual(Array(10).fill(1));
  });

  it("writes the claims of one turn of the event loop in one insert", async () => {
    const kysely = db() as EventApiDb;
    const ledger = new DatabaseSignatureLedger(kysely, () => NOW_MS);
    const inserts = jest.spyOn(kysely, "insertInto");
    try {
      const claimed = await Promise.all(Array.from({ length: 16 }, (_, i) => ledger.claim(hash(4_000 + i), EXP)));
      expect(claimed).toEqual(Array(16).fill(true));
      expect(inserts).toHaveBeenCalledTimes(1);
    } finally {
      inserts.mockRestore();
    }
  });

  it("hands a database error to every claim of its batch, and recovers for the next", async () => {
    const ledger = new DatabaseSignatureLedger(db() as EventApiDb, () => NOW_MS);
    expect(await ledger.claim(hash(2_999), EXP)).toBe(true);
    // Made in one turn, the two claims go in one insert, which fails for the bad expiry.
    const settled = await Promise.allSettled([ledger.claim(hash(3_000), Number.NaN), ledger.claim(hash(3_001), EXP)]);
    expect(settled.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await ledger.claim(hash(3_001), EXP)).toBe(true);
  });
});
