import { GrpcCode } from "./grpc-codes";

/**
 * A call the API servers answer with a gRPC status: the gRPC server sends it as the status, the REST gateway
 * as `{code, message, details}` with the HTTP status of the code. Thrown by the service methods.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly code: GrpcCode,
    message: string,
  ) {
    super(message);
  }
}

export function invalidArgument(message: string): ApiError {
  return new ApiError(GrpcCode.InvalidArgument, message);
}
