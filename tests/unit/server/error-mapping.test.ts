import "../../../abci-app/src/modules/authz/errors"; // registers authz 2 as a missing record, as the node does when it loads its modules
import { GrpcCode } from "../../../abci-app/src/server/grpc-codes";
import { queryStatus } from "../../../abci-app/src/server/query-status";
import { errorAnswer } from "../../../abci-app/src/server/rest/error-body";
import { answerForError } from "../../../abci-app/src/server/rest/errors";
import { grpcCodeOfHttpStatus, httpStatusOf } from "../../../abci-app/src/server/rest/http-status";
import { RestInputError } from "../../../abci-app/src/module-kit/rest/input-error";
import { silentLogger } from "../../../lib/logger";
import { captureLogger } from "../../integration/abci/capture-logger";

const NOT_FOUND_LOG = "rpc error: code = NotFound desc = account hid1xyz not found: key not found";

describe("an ABCI query result as a gRPC status and a REST answer", () => {
  test.each([
    ["sdk 22 (NotFound)", "sdk", 22, NOT_FOUND_LOG, GrpcCode.NotFound, 404, NOT_FOUND_LOG],
    [
      "sdk 18 (InvalidArgument)",
      "sdk",
      18,
      "rpc error: code = InvalidArgument desc = bad: invalid request",
      GrpcCode.InvalidArgument,
      400,
      "rpc error: code = InvalidArgument desc = bad: invalid request",
    ],
    [
      "sdk 38 (the SDK's ErrNotFound)",
      "sdk",
      38,
      "x/upgrade: QueryModuleVersions module x not found: not found",
      GrpcCode.NotFound,
      404,
      "x/upgrade: QueryModuleVersions module x not found: not found",
    ],
    ["sdk 4 (Unauthenticated)", "sdk", 4, "no: unauthorized", GrpcCode.Unauthenticated, 401, "no: unauthorized"],
    [
      "sdk 6 (unknown query path)",
      "sdk",
      6,
      "unknown query path /x.Query/Y: unknown request",
      GrpcCode.Unimplemented,
      501,
      "unknown query path /x.Query/Y: unknown request",
    ],
    [
      "authz 2 (no grant of that type), as a missing fee grant is",
      "authz",
      2,
      "authorization not found for /cosmos.bank.v1beta1.MsgSend type: authorization not found",
      GrpcCode.NotFound,
      404,
      "authorization not found for /cosmos.bank.v1beta1.MsgSend type: authorization not found",
    ],
    ["another sdk code", "sdk", 26, "invalid height", GrpcCode.Unknown, 500, "invalid height"],
    ["a module's code", "ssi", 108, "DID Doc not found", GrpcCode.Unknown, 500, "DID Doc not found"],
    ["a module code equal to an sdk one", "bank", 22, "something else", GrpcCode.Unknown, 500, "something else"],
    ["an internal error (codespace undefined)", "undefined", 1, "internal", GrpcCode.Internal, 500, "internal error"],
    ["a panic (codespace undefined)", "undefined", 111222, "runtime error: index out of range", GrpcCode.Internal, 500, "internal error"],
  ])("%s", (_name, codespace, code, log, grpc, http, message) => {
    const status = queryStatus({ code, codespace, log });
    expect(status).toEqual({ code: grpc, message });
    expect(errorAnswer(status.code, status.message)).toEqual({ status: http, body: { code: grpc, message, details: [] } });
  });

  test("code 0 is OK", () => {
    expect(queryStatus({ code: 0, codespace: "", log: "" })).toEqual({ code: GrpcCode.OK, message: "" });
  });

  test("every gRPC code has grpc-gateway's HTTP status", () => {
    const table = Object.fromEntries(Object.entries(GrpcCode).map(([name, code]) => [name, httpStatusOf(code)]));
    expect(table).toEqual({
      OK: 200,
      Canceled: 408,
      Unknown: 500,
      InvalidArgument: 400,
      DeadlineExceeded: 504,
      NotFound: 404,
      AlreadyExists: 409,
      PermissionDenied: 403,
      ResourceExhausted: 429,
      FailedPrecondition: 400,
      Aborted: 409,
      OutOfRange: 400,
      Unimplemented: 501,
      Internal: 500,
      Unavailable: 503,
      DataLoss: 500,
      Unauthenticated: 401,
    });
  });
});

describe("thrown errors as REST answers", () => {
  const request = { method: "GET", url: "/x" };

  test("a bad parameter is 400 InvalidArgument with its message", () => {
    expect(answerForError(new RestInputError("pagination.limit", 'invalid pagination.limit "x": expected an unsigned integer'), request, silentLogger)).toEqual(
      {
        status: 400,
        body: { code: GrpcCode.InvalidArgument, message: 'invalid pagination.limit "x": expected an unsigned integer', details: [] },
      },
    );
  });

  test("an HTTP client error from Fastify keeps its status", () => {
    const err = Object.assign(new Error("'/a/%E0' is not a valid url component"), { statusCode: 400, code: "FST_ERR_BAD_URL" });
    expect(answerForError(err, request, silentLogger)).toEqual({ status: 400, body: { code: GrpcCode.InvalidArgument, message: err.message, details: [] } });
    const tooLarge = Object.assign(new Error("Request body is too large"), { statusCode: 413 });
    expect(answerForError(tooLarge, request, silentLogger).status).toBe(413);
  });

  test("anything else is 500 Internal, logged but not shown", () => {
    const { logger, lines } = captureLogger();
    const answer = answerForError(new TypeError("secret detail at /home/node"), request, logger);
    expect(answer).toEqual({ status: 500, body: { code: GrpcCode.Internal, message: "internal error", details: [] } });
    expect(lines.join("")).toMatch(/ERR REST request failed .*secret detail/);
    const serverError = Object.assign(new Error("boom"), { statusCode: 503 });
    expect(answerForError(serverError, request, silentLogger).body).toEqual({ code: GrpcCode.Internal, message: "internal error", details: [] });
    expect(answerForError("a string", request, silentLogger).status).toBe(500);
  });

  test.each([
    [404, GrpcCode.NotFound],
    [405, GrpcCode.Unimplemented],
    [413, GrpcCode.ResourceExhausted],
    [400, GrpcCode.InvalidArgument],
    [415, GrpcCode.InvalidArgument],
    [500, GrpcCode.Internal],
  ])("HTTP %i → gRPC %i", (status, code) => expect(grpcCodeOfHttpStatus(status)).toBe(code));
});
