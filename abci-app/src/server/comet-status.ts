import { CometRpcError, CometUnavailableError } from "../comet/errors";
import { ApiError } from "./api-error";
import { GrpcCode } from "./grpc-codes";

/**
 * A CometBFT RPC failure as the status a service answers: unreachable → Unavailable; an RPC error → Unknown
 * with CometBFT's reason, as the SDK passes its client's errors on. Callers map the errors they expect first.
 */
export function cometStatus(err: unknown): unknown {
  if (err instanceof CometUnavailableError) return new ApiError(GrpcCode.Unavailable, err.message);
  if (err instanceof CometRpcError) return new ApiError(GrpcCode.Unknown, err.reason);
  return err;
}

/** Runs a CometBFT call, turning its failures into statuses (see {@link cometStatus}). */
export async function fromComet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw cometStatus(err);
  }
}
