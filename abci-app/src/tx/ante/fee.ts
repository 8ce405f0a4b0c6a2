import { coinsFromProto, formatCoins, isAnyGTE, requiredFees, type Coin } from "../../types/coins";
import type { Context } from "../../types/context";
import { event } from "../../types/events";
import { ErrInsufficientFee, ErrInvalidRequest, ErrUnknownAddress } from "../../types/sdk-errors";
import { FEE_COLLECTOR } from "../expected-keepers";
import type { AnteDecorator, AnteOptions, AnteTx } from "./types";

/**
 * Checks the fee against this node's minimum gas prices (CheckTx only), then moves it from the fee payer
 * (fee.payer, or the first signer) to the fee collector (DeductFeeDecorator). Emits tx{fee, fee_payer}.
 */
export function deductFee({ accountKeeper, bankKeeper, minGasPrices }: AnteOptions): AnteDecorator {
  return (ctx, ante) => {
    const { tx, simulate } = ante;
    const fee = nonZero(coinsFromProto(tx.fee.amount));
    if (ctx.isCheckTx && !simulate) checkMinGasPrices(fee, tx.fee.gasLimit, minGasPrices());

    const payer = feePayer(ante, accountKeeper.addressCodec.decode.bind(accountKeeper.addressCodec));
    if (tx.fee.granter !== "") throw ErrInvalidRequest.wrap("fee grants are not enabled");
    if (accountKeeper.getAccount(ctx, payer) === undefined) {
      throw ErrUnknownAddress.wrap(`fee payer address: ${accountKeeper.addressCodec.encode(payer)} does not exist`);
    }
    if (fee.length > 0) bankKeeper.sendCoinsFromAccountToModule(ctx, payer, FEE_COLLECTOR, fee);
    emitFeeEvent(ctx, fee, accountKeeper.addressCodec.encode(payer));
  };
}

function feePayer({ tx, signers }: AnteTx, decode: (address: string, what: string) => Uint8Array): Uint8Array {
  return tx.fee.payer !== "" ? decode(tx.fee.payer, "fee payer address") : signers[0]!;
}

function checkMinGasPrices(fee: readonly Coin[], gasLimit: bigint, prices: readonly { denom: string; amount: bigint }[]): void {
  if (prices.every((p) => p.amount === 0n)) return;
  const required = requiredFees(prices, gasLimit);
  if (!isAnyGTE(fee, required)) {
    throw ErrInsufficientFee.wrap(`insufficient fees; got: ${formatCoins(fee)} required: ${formatCoins(required)}`);
  }
}

function nonZero(coins: readonly Coin[]): Coin[] {
  return coins.filter((c) => c.amount !== 0n);
}

function emitFeeEvent(ctx: Context, fee: readonly Coin[], payer: string): void {
  ctx.events.emit(event("tx", { fee: formatCoins(fee), fee_payer: payer }));
}
