import type { FastifyReply } from "fastify";
import { DoorBusyError } from "../../../../../lib/door-limit";
import type { EventApiContext } from "../../context";
import { eventApiError } from "../../errors/codes";

/**
 * Runs a password hash or check (scrypt: 32 MiB and about 50 ms of one of libuv's four threads) when the service's
 * password gate gives it a turn. When the line is full, or the turn does not come within 3 s, the request is answered
 * 429 (4014) with `Retry-After: 1`, so a flood of sign-ins slows only sign-ins, never the app API's signed requests.
 */
export async function passwordTurn<T>(ctx: EventApiContext, reply: FastifyReply, task: () => Promise<T>): Promise<T> {
  try {
    return await ctx.passwordChecks.run(task);
  } catch (err) {
    if (!(err instanceof DoorBusyError)) throw err;
    reply.header("retry-after", "1");
    throw eventApiError(4014);
  }
}
