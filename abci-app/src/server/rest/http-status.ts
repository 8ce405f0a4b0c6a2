import { GrpcCode } from "../grpc-codes";

/** The HTTP status of a gRPC status, as grpc-gateway's HTTPStatusFromCode maps them. */
const HTTP_STATUS: Record<GrpcCode, number> = {
  [GrpcCode.OK]: 200,
  [GrpcCode.Canceled]: 408,
  [GrpcCode.Unknown]: 500,
  [GrpcCode.InvalidArgument]: 400,
  [GrpcCode.DeadlineExceeded]: 504,
  [GrpcCode.NotFound]: 404,
  [GrpcCode.AlreadyExists]: 409,
  [GrpcCode.PermissionDenied]: 403,
  [GrpcCode.ResourceExhausted]: 429,
  [GrpcCode.FailedPrecondition]: 400,
  [GrpcCode.Aborted]: 409,
  [GrpcCode.OutOfRange]: 400,
  [GrpcCode.Unimplemented]: 501,
  [GrpcCode.Internal]: 500,
  [GrpcCode.Unavailable]: 503,
  [GrpcCode.DataLoss]: 500,
  [GrpcCode.Unauthenticated]: 401,
};

export function httpStatusOf(code: GrpcCode): number {
  return HTTP_STATUS[code];
}

/** For errors raised by the HTTP layer itself (a malformed URL, a body too large…): the nearest gRPC code. */
export function grpcCodeOfHttpStatus(status: number): GrpcCode {
  if (status === 404) return GrpcCode.NotFound;
  if (status === 405 || status === 501) return GrpcCode.Unimplemented;
  if (status === 413 || status === 429 || status === 431) return GrpcCode.ResourceExhausted;
  if (status >= 400 && status < 500) return GrpcCode.InvalidArgument;
  return GrpcCode.Internal;
}
