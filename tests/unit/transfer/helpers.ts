import type { ErrorKind } from "../../../abci-app/src/types/errors";

/** What `run` threw: its error kind (for AppErrors) and message; undefined when it returned. */
export function errorOf(run: () => unknown): { kind?: ErrorKind; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    return { kind: (err as { kind?: ErrorKind }).kind, message: (err as Error).message };
  }
}

/** Asserts that `run` throws an AppError of `kind`, with `message` when given (exact text or a pattern). */
export function expectError(run: () => unknown, kind: ErrorKind, message?: string | RegExp): void {
  const err = errorOf(run);
  expect(err).toBeDefined();
  expect(`${err?.kind?.codespace}/${err?.kind?.code}`).toBe(`${kind.codespace}/${kind.code}`);
  if (typeof message === "string") expect(err?.message).toBe(message);
  else if (message !== undefined) expect(err?.message).toMatch(message);
}

export function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString("hex");
}

export function bytesOf(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
