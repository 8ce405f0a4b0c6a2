import { SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Context } from "../module-kit/context";
import { AppError } from "../types/errors";
import { invalidArgument } from "../types/query-errors";
import { ErrInternal } from "../types/sdk-errors";
import type { TxPipeline } from "../tx/run-tx";

export const SIMULATE_PATH = "/cosmos.tx.v1beta1.Service/Simulate";

/**
 * `cosmos.tx.v1beta1.Service/Simulate`: runs a transaction on a throwaway branch of the check state with
 * no signature or fee checks but the same gas path as a block, and reports the gas it used (what cosmjs
 * multiplies for fee "auto"). A failing transaction is an error naming the gas figures, as in the SDK.
 */
export function simulateHandler(pipeline: TxPipeline, simulationContext: () => Context) {
  return (data: Uint8Array): Uint8Array => {
    const txBytes = requestTxBytes(data);
    const outcome = pipeline.run(simulationContext(), txBytes, "simulate");
    if (outcome.error !== undefined) {
      const cause = outcome.error instanceof AppError ? outcome.error : ErrInternal.error();
      throw new AppError(cause.kind, `${cause.message} With gas wanted: '${outcome.gasWanted}' and gas used: '${outcome.gasUsed}' `);
    }
    return SimulateResponse.encode({
      gasInfo: { gasWanted: outcome.gasWanted, gasUsed: outcome.gasUsed },
      result: { data: outcome.data, log: outcome.log, events: [...outcome.events], msgResponses: [...outcome.msgResponses] },
    }).finish();
  };
}

/** The transaction to simulate: `tx_bytes`, or the deprecated decoded `tx` re-encoded. */
function requestTxBytes(data: Uint8Array): Uint8Array {
  let request: SimulateRequest;
  try {
    request = SimulateRequest.decode(data);
  } catch (err) {
    throw invalidArgument(`failed to decode SimulateRequest: ${(err as Error).message}`);
  }
  if (request.txBytes.length > 0) return request.txBytes;
  const { tx } = request;
  if (tx?.body === undefined || tx.authInfo === undefined) throw invalidArgument("empty txBytes is not allowed");
  return TxRaw.encode({
    bodyBytes: TxBody.encode(tx.body).finish(),
    authInfoBytes: AuthInfo.encode(tx.authInfo).finish(),
    signatures: tx.signatures,
  }).finish();
}
