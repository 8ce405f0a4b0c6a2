import { equalBytes } from "../../store/bytes";
import type { AddressCodec } from "../../types/address";
import { coinsFromProto, formatCoins, isAnyGTE, requiredFees, type Coin } from "../../types/coins";
import type { Context } from "../../module-kit/context";
import { AppError } from "../../types/errors";
import { event } from "../../types/events";
import { ErrInsufficientFee, ErrInvalidRequest, ErrUnknownAddress } from "../../types/sdk-errors";
import { FEE_COLLECTOR, type FeegrantKeeper } from "../expected-keepers";
import type { AnteDecorator, AnteOptions, AnteTx } from "./types";

/**
 * Checks the fee against this node's minimum gas prices (CheckTx only), then moves it to the fee collector
 * (DeductFeeDecorator) from the fee payer (fee.payer, or the first signer) or, when fee.granter is set, from the
 * granter, whose fee allowance for the payer takes the fee first. Emits tx{fee, fee_payer}, fee_payer being
 * the account debited. This runs in CheckTx and simulations too, so a grantee without funds gets in the mempool
 * and `--gas auto` works with a granter.
 */
export function deductFee({ accountKeeper, bankKeeper, feegrantKeeper, minGasPrices }: AnteOptions): AnteDecorator {
  const codec = accountKeeper.addressCodec;
  return (ctx, ante) => {
    const { tx, simulate } = ante;
    const fee = nonZero(coinsFromProto(tx.fee.amount));
    if (ctx.isCheckTx && !simulate) checkMinGasPrices(fee, tx.fee.gasLimit, minGasPrices());

    const payer = feePayer(ante, codec);
    const debited = tx.fee.granter === "" ? payer : useFeeGrant(ctx, ante, payer, fee, feegrantKeeper, codec);
    if (accountKeeper.getAccount(ctx, debited) === undefined) {
      throw ErrUnknownAddress.wrap(`fee payer address: ${codec.encode(debited)} does not exist`);
    }
    if (fee.length > 0) bankKeeper.sendCoinsFromAccountToModule(ctx, debited, FEE_COLLECTOR, fee);
    emitFeeEvent(ctx, fee, codec.encode(debited));
  };
}

function feePayer({ tx, signers }: AnteTx, codec: AddressCodec): Uint8Array {
  return tx.fee.payer !== "" ? codec.decode(tx.fee.payer, "fee payer address") : signers[0]!;
}

/**
 * The granter, once its allowance for `payer` has taken the fee (a granter paying its own fee uses none). A
 * refusal keeps its code and says who refused: "<granter> does not allow to pay fees for <payer>: …".
 */
function useFeeGrant(
  ctx: Context,
  { tx }: AnteTx,
  payer: Uint8Array,
  fee: readonly Coin[],
  feegrants: FeegrantKeeper | undefined,
  codec: AddressCodec,
): Uint8Array {
  if (feegrants === undefined) throw ErrInvalidRequest.wrap("fee grants are not enabled");
  const granter = codec.decode(tx.fee.granter, "fee granter address");
  if (equalBytes(granter, payer)) return granter;
  try {
    feegrants.useGrantedFees(
      ctx,
      granter,
      payer,
      fee,
      tx.msgs.map((m) => m.typeUrl),
    );
  } catch (err) {
    if (err instanceof AppError) throw err.wrap(`${codec.encode(granter)} does not allow to pay fees for ${codec.encode(payer)}`);
    throw err;
  }
  return granter;
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
