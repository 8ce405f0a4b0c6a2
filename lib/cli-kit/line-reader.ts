/** Reads answers to prompts one line at a time, leaving the rest of the input buffered for the next prompt. */
export class LineReader {
  private buffered = "";
  private ended = false;
  private failure: Error | undefined;
  /** Called when input arrives, ends or fails while a read is waiting. */
  private wake: (() => void) | undefined;

  constructor(private readonly input: NodeJS.ReadableStream) {
    // Listening for 'end' and 'error' does not start the flow of data; they stay attached because 'end' can be
    // emitted right after the last chunk, while no read is waiting.
    input.once("end", () => {
      this.ended = true;
      this.wake?.();
    });
    input.once("error", (err: Error) => {
      this.failure = err;
      this.wake?.();
    });
  }

  /** The next line without its line ending; undefined once the input has ended and nothing is left. */
  async readLine(): Promise<string | undefined> {
    for (;;) {
      if (this.failure !== undefined) throw this.failure;
      const newline = this.buffered.indexOf("\n");
      if (newline >= 0) {
        const line = this.buffered.slice(0, newline);
        this.buffered = this.buffered.slice(newline + 1);
        return line.replace(/\r$/, "");
      }
      if (this.ended) {
        const rest = this.buffered;
        this.buffered = "";
        return rest === "" ? undefined : rest;
      }
      await this.nextChunk();
    }
  }

  private nextChunk(): Promise<void> {
    return new Promise((resolve) => {
      const onData = (chunk: Buffer | string): void => {
        this.buffered += chunk.toString();
        finish();
      };
      // Paused again between prompts, so that an unread stdin does not keep the process alive.
      const finish = (): void => {
        this.input.pause();
        this.input.off("data", onData);
        this.wake = undefined;
        resolve();
      };
      this.wake = finish;
      this.input.on("data", onData);
      this.input.resume();
    });
  }
}
