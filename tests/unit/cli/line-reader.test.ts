import { PassThrough } from "node:stream";
import { LineReader } from "../../../lib/cli-kit/line-reader";

describe("LineReader", () => {
  it("returns lines one at a time across chunk boundaries, without line endings", async () => {
    const input = new PassThrough();
    const reader = new LineReader(input);
    input.write("first li");
    input.write("ne\r\nsecond\nthi");
    input.end("rd");
    expect(await reader.readLine()).toBe("first line");
    expect(await reader.readLine()).toBe("second");
    expect(await reader.readLine()).toBe("third");
    expect(await reader.readLine()).toBeUndefined();
  });

  it("waits for input that arrives later", async () => {
    const input = new PassThrough();
    const reader = new LineReader(input);
    const pending = reader.readLine();
    setTimeout(() => input.write("late\n"), 5);
    expect(await pending).toBe("late");
  });

  it("reports an empty input as undefined", async () => {
    const input = new PassThrough();
    input.end();
    expect(await new LineReader(input).readLine()).toBeUndefined();
  });
});
