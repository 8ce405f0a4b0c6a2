import type { Context } from "../../module-kit/context";
import { infiniteGasMeter, newGasMeter, type GasMeter } from "../../types/gas";
import { ErrInvalidGasLimit } from "../../types/sdk-errors";
import type { AnteTx } from "./types";

/**
 * The transaction's gas meter (SetUpContextDecorator): the fee's gas limit; for genesis transactions at height 0,
 * unlimited; when simulating, the node's simulation limit (a simulation runs on the thread that runs blocks, so its
 * work is bounded as a query's; the SDK simulates without a limit). The pipeline installs it before the ante chain
 * runs, so the gas used is known even when a later step rejects the transaction.
 *
 * A zero gas limit is refused here with "must provide positive gas" (sdk 41). The SDK makes that check in
 * DeductFee, after charging gas for the tx size, so there a zero limit always ends as out of gas (11)
 * instead; checking it first gives the client the error that names the mistake.
 */
export function setUpGasMeter(ctx: Context, { tx, simulate }: AnteTx, maxBlockGas: bigint | undefined, simulationGasLimit?: bigint): GasMeter {
  if (simulate) return simulationGasLimit === undefined ? infiniteGasMeter() : newGasMeter(simulationGasLimit);
  if (ctx.height === 0n) return infiniteGasMeter();
  const gasLimit = tx.fee.gasLimit;
  if (gasLimit === 0n) throw ErrInvalidGasLimit.wrap("must provide positive gas");
  if (maxBlockGas !== undefined && gasLimit > maxBlockGas) {
    throw ErrInvalidGasLimit.wrap(`tx gas limit ${gasLimit} exceeds block max gas ${maxBlockGas}`);
  }
  return newGasMeter(gasLimit);
}
