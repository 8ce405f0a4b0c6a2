import { freePorts } from "../../../scripts/bench/free-ports";

describe("freePorts", () => {
  it("hands out distinct ports below the ephemeral range, in this jest worker's lane, never twice in a process", async () => {
    const lane = Number(process.env.JEST_WORKER_ID) % 16;
    const first = await freePorts(8);
    const second = await freePorts(8);
    const all = [...first, ...second];
    expect(new Set(all).size).toBe(16);
    for (const port of all) {
      expect(port % 16).toBe(lane);
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(32_768);
    }
  });
});
