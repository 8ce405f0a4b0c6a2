import { SimulateRequest } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { SIMULATE_PATH } from "../../app/simulate";
import { UndefinedCodespace } from "../../types/sdk-errors";
import type { AbciQuery } from "../abci-query";
import { ApiError, invalidArgument } from "../api-error";
import { GrpcCode } from "../grpc-codes";
import { INTERNAL_ERROR_MESSAGE } from "../query-status";
import type { ServiceMethod } from "../service-method";

/**
 * cosmos.tx.v1beta1.Service/Simulate, answered by the app (through the node's queue) on its check state. As
 * in the SDK, a request without a transaction is InvalidArgument and a transaction that fails is Unknown,
 * its message carrying the gas figures.
 */
export function simulateMethod(query: AbciQuery): ServiceMethod {
  return async (request) => {
    let decoded: SimulateRequest;
    try {
      decoded = SimulateRequest.decode(request);
    } catch (err) {
      throw invalidArgument(`cannot decode the request: ${(err as Error).message}`);
    }
    if (decoded.txBytes.length === 0 && decoded.tx === undefined) throw invalidArgument("empty txBytes is not allowed");
    const res = await query(SIMULATE_PATH, request, 0n);
    if (res.code === 0) return { value: res.value };
    if (res.codespace === UndefinedCodespace) throw new ApiError(GrpcCode.Internal, INTERNAL_ERROR_MESSAGE);
    throw new ApiError(GrpcCode.Unknown, res.log);
  };
}
