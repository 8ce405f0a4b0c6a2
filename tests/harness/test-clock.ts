/** A clock the test moves by hand. */
export class TestClock {
  constructor(public ms = Date.UTC(2026, 5, 1, 12, 0, 0)) {}
  nowMs(): number {
    return this.ms;
  }
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}
