/**
 * Splits a stream of text into whole lines and remembers the last few of them. A line cut between two chunks
 * is completed by the next chunk before it is returned.
 */
export class LineTail {
  private partial = "";
  private readonly recent: string[] = [];

  constructor(private readonly keep: number) {}

  /** Adds a chunk; returns the lines it completed. */
  push(chunk: string): string[] {
    const parts = (this.partial + chunk).split("\n");
    this.partial = parts.pop()!;
    const lines = parts.map((line) => line.replace(/\r$/, ""));
    this.recent.push(...lines);
    if (this.recent.length > this.keep) this.recent.splice(0, this.recent.length - this.keep);
    return lines;
  }

  /** The last lines, oldest first, with an unfinished line at the end. */
  lines(): readonly string[] {
    return this.partial === "" ? [...this.recent] : [...this.recent, this.partial].slice(-this.keep);
  }
}
