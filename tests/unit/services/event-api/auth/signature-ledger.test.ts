import { describe, expect, it } from "@jest/globals";
import { MemorySignatureLedger } from "../../../../../services/event-api/src/auth/signature-ledger";

describe("MemorySignatureLedger", () => {
  it("claims a signature once", async () => {
    const ledger = new MemorySignatureLedger(() => 1000);
    expect(await ledger.claim("0xaa", 2000)).toBe(true);
    expect(await ledger.claim("0xaa", 2000)).toBe(false);
    expect(await ledger.claim("0xbb", 2000)).toBe(true);
  });

  it("forgets a signature once it has expired, and not before", async () => {
    let now = 1000;
    const ledger = new MemorySignatureLedger(() => now);
    await ledger.claim("0xaa", 2000);
    now = 1999;
    expect(await ledger.claim("0xaa", 2000)).toBe(false);
    now = 2000;
    expect(await ledger.claim("0xaa", 3000)).toBe(true);
  });
});
