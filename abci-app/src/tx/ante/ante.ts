import { checkTimeoutHeight, consumeTxSizeGas, rejectExtensionOptions, validateBasic, validateMemo } from "./basic";
import { deductFee } from "./fee";
import { consumeSigGas, incrementSequence, setPubKey, validateSigCount, verifySignatures } from "./sigverify";
import type { AnteDecorator, AnteOptions } from "./types";

/**
 * The ante chain in Cosmos SDK v0.47 order (x/auth/ante NewAnteHandler). Its first step, SetUpContext, is
 * `setUpGasMeter`, which the pipeline runs before the chain so that it holds the meter whatever happens.
 */
export function newAnteHandler(options: AnteOptions): AnteDecorator {
  const { accountKeeper } = options;
  const chain: AnteDecorator[] = [
    rejectExtensionOptions,
    validateBasic,
    checkTimeoutHeight,
    validateMemo(accountKeeper),
    consumeTxSizeGas(accountKeeper),
    deductFee(options),
    setPubKey(accountKeeper),
    validateSigCount(accountKeeper),
    consumeSigGas(accountKeeper),
    verifySignatures(options),
    incrementSequence(accountKeeper),
  ];
  return (ctx, ante) => {
    for (const decorator of chain) decorator(ctx, ante);
  };
}
