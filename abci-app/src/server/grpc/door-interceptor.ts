import { ServerInterceptingCall, status, type ServerInterceptor } from "@grpc/grpc-js";
import { ErrServerBusy } from "../../types/query-limits-errors";
import { DoorBusyError, type DoorLimit } from "../../../../lib/door-limit";

/**
 * Admission to the gRPC door: a call starts only once it has a slot of `limit`, and keeps it until its status is
 * sent, which is after its answer has been written out, so a flood of slow readers cannot pile answers up in memory.
 * A call that finds the line full is answered UNAVAILABLE "server busy" at once, without running.
 */
export function doorInterceptor(limit: DoorLimit): ServerInterceptor {
  return (_method, call) => {
    let release: (() => void) | undefined;
    const done = (): void => {
      release?.();
      release = undefined;
    };
    return new ServerInterceptingCall(call, {
      start: (next) => {
        limit.acquire().then(
          (slot) => {
            release = slot;
            // The next listener hears of a cancellation too: this one only gives the slot back.
            next({ onCancel: done });
          },
          (err: unknown) => {
            if (!(err instanceof DoorBusyError)) throw err;
            call.sendStatus({ code: status.UNAVAILABLE, details: ErrServerBusy.wrap(err.message).message, metadata: null });
          },
        );
      },
      sendStatus: (callStatus, next) => {
        next(callStatus);
        done();
      },
    });
  };
}
