import { SerialQueue } from "../../../abci-app/src/abci/serial-queue";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe("SerialQueue", () => {
  it("runs async tasks one at a time, in submission order", async () => {
    const queue = new SerialQueue();
    const events: string[] = [];
    const task = (name: string, ms: number) => async () => {
      events.push(`start ${name}`);
      await sleep(ms);
      events.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run(task("a", 20)), queue.run(task("b", 1)), queue.run(task("c", 5))]);
    expect(results).toEqual(["a", "b", "c"]);
    expect(events).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
  });

  it("keeps going after a task throws or rejects, and reports the failure to that caller only", async () => {
    const queue = new SerialQueue();
    const thrown = queue.run(() => {
      throw new Error("sync bug");
    });
    const rejected = queue.run(async () => {
      throw new Error("async bug");
    });
    const after = queue.run(() => 42);
    await expect(thrown).rejects.toThrow("sync bug");
    await expect(rejected).rejects.toThrow("async bug");
    await expect(after).resolves.toBe(42);
  });

  it("idle() waits for the tasks already submitted", async () => {
    const queue = new SerialQueue();
    let done = false;
    void queue.run(async () => {
      await sleep(10);
      done = true;
    });
    await queue.idle();
    expect(done).toBe(true);
  });
});
