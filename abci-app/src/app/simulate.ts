import { SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Context } from "../module-kit/context";
import { AppError } from "../types/errors";
import { invalidArgument } from "../types/query-errors";
import { ErrInternal } from "../types/sdk-errors";
import type { TxPipeline } from "../tx/run-tx";

export const SIMULATE_PATH = "/cosmos.tx.v1beta1.Service/Simulate";
/** The largest transaction simulated: CometBFT's default mempool `max_tx_bytes`, beyond which none is broadcast. */
export const MAX_SIMULATE_TX_BYTES = 1_048_576;

/**
 * The most gas a simulation may use: it runs on the thread that runs blocks, so it is bounded as a query is, by the
 * node's `query-gas-limit`, or by the block gas limit when that is higher (a transaction a block could hold can be
 * simulated). Unlimited only when both are.
 */
export function simulationGasLimit(maxBlockGas: bigint | undefined, queryGasLimit: bigint | undefined): bigint | undefined {
  if (maxBlockGas === undefined || queryGasLimit === undefined) return queryGasLimit ?? maxBlockGas;
  return maxBlockGas > queryGasLimit ? maxBlockGas : queryGasLimit;
}

/**
 * `cosmos.tx.v1beta1.Service/Simulate`: runs a transaction on a throwaway branch of the check state with
 * no signature or fee checks but the same gas path as a block, and reports the gas it used (what cosmjs
 * multiplies for fee "auto"). A failing transaction is an error naming the gas figures, as in the SDK. The
 * transaction is at most MAX_SIMULATE_TX_BYTES and its run at most simulationGasLimit, so that no request holds
 * the thread that runs blocks for long.
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
  const bytes = request.txBytes.length > 0 ? request.txBytes : reencoded(request);
  if (bytes.length > MAX_SIMULATE_TX_BYTES)
    throw invalidArgument(`a transaction of ${bytes.length} bytes: a simulation takes at most ${MAX_SIMULATE_TX_BYTES}`);
  return bytes;
}

function reencoded({ tx }: SimulateRequest): Uint8Array {
  if (tx?.body === undefined || tx.authInfo === undefined) throw invalidArgument("empty txBytes is not allowed");
  return TxRaw.encode({
    bodyBytes: TxBody.encode(tx.body).finish(),
    authInfoBytes: AuthInfo.encode(tx.authInfo).finish(),
    signatures: tx.signatures,
  }).finish();
}
