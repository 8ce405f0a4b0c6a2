import { QueryLane } from "../../../abci-app/src/node/query-lane";

describe("QueryLane", () => {
  test("runs tasks in order, one per event-loop turn, so work queued meanwhile runs between them", async () => {
    const lane = new QueryLane();
    const order: string[] = [];
    const tasks = ["a", "b", "c"].map((name) =>
      lane.run(() => {
        order.push(name);
        // What arrives while a task runs (a consensus request, say) is handled before the next task.
        setImmediate(() => order.push(`after ${name}`));
        return name;
      }),
    );
    expect(await Promise.all(tasks)).toEqual(["a", "b", "c"]);
    expect(order).toEqual(["a", "after a", "b", "after b", "c"]);
  });

  test("a task that throws rejects its own call only", async () => {
    const lane = new QueryLane();
    const failing = lane.run(() => {
      throw new Error("bad query");
    });
    const next = lane.run(() => "fine");
    await expect(failing).rejects.toThrow("bad query");
    await expect(next).resolves.toBe("fine");
  });
});
