import { DoorLimit } from "../../lib/door-limit";

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
