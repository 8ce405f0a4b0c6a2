import type { ServerResponse } from "node:http";
import { finished } from "node:stream/promises";

/**
 * How long a client may take to read an answer: the largest one (`query-max-response-bytes`, 10 MiB) at about 350 KB a
 * second. A client that stops reading is cut off then.
 */
export const ANSWER_READ_DEADLINE_MS = 30_000;

/**
 * Settles once `res` has been written out or its client has gone. If neither has happened after `deadlineMs`, the
 * connection is closed, which settles it too. A request keeps its door's slot until this settles, so that slow readers
 * cannot pile answers up in memory; the deadline keeps a client that stops reading from holding a slot, and its answer,
 * for longer than that.
 */
export async function answerReadOrCut(res: ServerResponse, deadlineMs: number = ANSWER_READ_DEADLINE_MS): Promise<void> {
  const cut = setTimeout(() => res.destroy(), deadlineMs);
  try {
    await finished(res);
  } catch {
    // the client went away, or was cut off: either way the slot is free
  } finally {
    clearTimeout(cut);
  }
}
