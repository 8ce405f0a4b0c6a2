import {
  ErrInsufficientFee,
  ErrInvalidRequest,
  ErrMemoTooLarge,
  ErrNoSignatures,
  ErrNotSupported,
  ErrTxTimeoutHeight,
  ErrUnauthorized,
  ErrUnknownExtensionOptions,
} from "../../types/sdk-errors";
import type { AccountKeeper } from "../expected-keepers";
import type { AnteDecorator } from "./types";

/** The SDK's MaxGasWanted: gas limits must fit a signed 64-bit integer. */
const MAX_GAS_WANTED = (1n << 63n) - 1n;

/** This chain accepts no extension options (ExtensionOptionsDecorator); non-critical ones are ignored. */
export const rejectExtensionOptions: AnteDecorator = (_ctx, { tx }) => {
  if (tx.body.extensionOptions.length > 0) throw ErrUnknownExtensionOptions.error();
};

/** Stateless checks of the whole transaction (Tx.ValidateBasic); skipped on ReCheck. */
export const validateBasic: AnteDecorator = (ctx, { tx, signers }) => {
  if (ctx.isReCheckTx) return;
  const { fee } = tx;
  if (fee.gasLimit > MAX_GAS_WANTED) throw ErrInvalidRequest.wrap(`invalid gas supplied; ${fee.gasLimit} > ${MAX_GAS_WANTED}`);
  for (const coin of fee.amount) {
    if (!/^[0-9]+$/.test(coin.amount)) throw ErrInsufficientFee.wrap(`invalid fee provided: ${coin.amount}${coin.denom}`);
  }
  if (tx.authInfo.tip !== undefined) throw ErrNotSupported.wrap("tips are not supported");
  if (tx.signatures.length === 0) throw ErrNoSignatures.error();
  if (tx.signatures.length !== signers.length) {
    throw ErrUnauthorized.wrap(`wrong number of signers; expected ${signers.length}, got ${tx.signatures.length}`);
  }
  if (tx.signerInfos.length !== signers.length) {
    throw ErrUnauthorized.wrap(`wrong number of signer infos; expected ${signers.length}, got ${tx.signerInfos.length}`);
  }
};

/** A transaction with a timeout height is valid up to and including that height (TxTimeoutHeightDecorator). */
export const checkTimeoutHeight: AnteDecorator = (ctx, { tx }) => {
  const timeout = tx.body.timeoutHeight;
  if (timeout > 0n && ctx.height > timeout) {
    throw ErrTxTimeoutHeight.wrap(`block height: ${ctx.height}, timeout height: ${timeout}`);
  }
};

/** The memo must fit the auth parameter max_memo_characters (ValidateMemoDecorator). */
export function validateMemo(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { tx }) => {
    // Go's len(string): the memo's length in UTF-8 bytes.
    const length = BigInt(Buffer.byteLength(tx.body.memo, "utf8"));
    const max = accounts.getParams(ctx).maxMemoCharacters;
    if (length > max) {
      throw ErrMemoTooLarge.wrap(`maximum number of characters is ${max} but received ${length} characters`);
    }
  };
}

/**
 * Size of an amino-encoded StdSignature with a secp256k1 key and a 64-byte signature, plus the SDK's
 * 6 bytes of slack: what a missing signature will add to the transaction once signed.
 */
export const SIMULATED_SIGNATURE_BYTES = 112n;

/** Charges tx_size_cost_per_byte for every byte, and for the signatures a simulated tx still lacks (ConsumeTxSizeGasDecorator). */
export function consumeTxSizeGas(accounts: AccountKeeper): AnteDecorator {
  return (ctx, { tx, signers, simulate }) => {
    const costPerByte = accounts.getParams(ctx).txSizeCostPerByte;
    ctx.gasMeter.consume(costPerByte * BigInt(tx.bytes.length), "txSize");
    if (simulate) {
      signers.forEach((_, i) => {
        if ((tx.signatures[i]?.length ?? 0) === 0) ctx.gasMeter.consume(costPerByte * SIMULATED_SIGNATURE_BYTES, "txSize");
      });
    }
  };
}
