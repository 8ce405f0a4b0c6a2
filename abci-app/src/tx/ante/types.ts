import type { DecCoin } from "../../types/coins";
import type { Context } from "../../module-kit/context";
import type { DecodedTx } from "../decode";
import type { AccountKeeper, BankKeeper, FeegrantKeeper } from "../expected-keepers";
import type { SignatureCache } from "../signature-cache";

/** A transaction on its way through the ante chain, with its signers resolved. */
export interface AnteTx {
  readonly tx: DecodedTx;
  /** The message signers in order, de-duplicated: signer i signs with signer_infos[i] and signatures[i]. */
  readonly signers: readonly Uint8Array[];
  readonly simulate: boolean;
}

/**
 * One step of the ante chain: it may charge `ctx.gasMeter`, read and write state in `ctx` and emit events;
 * it throws an AppError to reject the transaction.
 */
export type AnteDecorator = (ctx: Context, ante: AnteTx) => void;

export interface AnteOptions {
  readonly accountKeeper: AccountKeeper;
  readonly bankKeeper: BankKeeper;
  /** Pays fees out of fee allowances; without it a transaction naming a fee granter is refused (sdk 18). */
  readonly feegrantKeeper?: FeegrantKeeper;
  /** This node's minimum gas prices, enforced in CheckTx only (app.toml `minimum-gas-prices`). */
  readonly minGasPrices: () => readonly DecCoin[];
  /** Signatures verified in CheckTx, so FinalizeBlock does not verify them again. */
  readonly signatureCache: SignatureCache;
}
