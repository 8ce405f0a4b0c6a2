import { isUniqueViolation } from "../../../../shared/db";
import { eventApiError } from "../../errors/codes";

/** Runs a write that a unique index may refuse, answering 409 (4013) with `conflict` when it does. */
export async function refuseDuplicates<T>(write: () => Promise<T>, conflict: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw eventApiError(4013, conflict);
    throw err;
  }
}
