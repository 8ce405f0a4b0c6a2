import { constants as http2, type ServerHttp2Stream } from "node:http2";
import { ServerInterceptingCall, status, type ServerInterceptingCallInterface, type ServerInterceptor } from "@grpc/grpc-js";
import { ANSWER_READ_DEADLINE_MS } from "../../../../lib/answer-read-deadline";
import { ErrServerBusy } from "../../types/query-limits-errors";
import { DoorBusyError, type DoorLimit } from "../../../../lib/door-limit";

/**
 * Admission to the gRPC door: a call starts only once it has a slot of `limit`, and keeps it until its status is
 * sent, which is after its answer has been written out, so a flood of slow readers cannot pile answers up in memory.
 * A call that finds the line full is answered UNAVAILABLE "server busy" at once, without running. A client that has
 * not read its answer `readDeadlineMs` after it was sent is cut off (its HTTP/2 stream reset), which frees the slot.
 */
export function doorInterceptor(limit: DoorLimit, readDeadlineMs: number = ANSWER_READ_DEADLINE_MS): ServerInterceptor {
  return (_method, call) => {
    let release: (() => void) | undefined;
    let cut: NodeJS.Timeout | undefined;
    const done = (): void => {
      clearTimeout(cut);
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
      sendMessage: (message, next) => {
        cut ??= setTimeout(() => resetStream(call), readDeadlineMs);
        next(message);
      },
      sendStatus: (callStatus, next) => {
        next(callStatus);
        done();
      },
    });
  };
}

/**
 * Resets the call's HTTP/2 stream; grpc-js then cancels the call, which gives its slot back. A status cannot end such a
 * call: grpc-js sends it only after the answer, which the client is not taking. grpc-js does not expose the stream, so
 * this reads the property its server call keeps it in (tests/unit/server/door-limits.test.ts fails if that changes).
 */
function resetStream(call: ServerInterceptingCallInterface): void {
  const stream = (call as unknown as { stream?: ServerHttp2Stream }).stream;
  if (stream !== undefined && !stream.destroyed) stream.close(http2.NGHTTP2_CANCEL);
}
