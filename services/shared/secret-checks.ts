import type { FastifyReply } from "fastify";
import { DoorBusyError, DoorLimit } from "../../lib/door-limit";

/**
 * How many scrypt checks of a client's secret run at once, and how many wait. Each takes 32 MiB and about 50 ms of
 * one of libuv's four threads, which also serve WebCrypto (token signatures), the file system and DNS: one at a time
 * leaves the others free, so a flood of wrong secrets slows only the secret checks, never authenticated requests.
 * Beyond the waiting line a check is refused at once, and one that waited 3 s for its turn is refused then.
 */
export const SECRET_CHECK_LIMITS = { maxActive: 1, maxWaiting: 16 } as const;

/** The gate every secret check of one service goes through (DoorLimit refuses with DoorBusyError when full). */
export function secretCheckGate(): DoorLimit {
  return new DoorLimit("the secret check", SECRET_CHECK_LIMITS);
}

/**
 * Runs `check` when `gate` gives it a turn. When it gives none, the answer gets `Retry-After: 1` and `refusal()` is
 * thrown: the service's own 429.
 */
export async function secretCheckTurn<T>(gate: DoorLimit, reply: FastifyReply, check: () => Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await gate.run(check);
  } catch (err) {
    if (!(err instanceof DoorBusyError)) throw err;
    reply.header("retry-after", "1");
    throw refusal();
  }
}
