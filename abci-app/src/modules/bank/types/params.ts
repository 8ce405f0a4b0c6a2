import type { Params, SendEnabled } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { isValidDenom } from "../../../types/coins";

export type BankParams = Params;

export function defaultBankParams(): BankParams {
  return { sendEnabled: [], defaultSendEnabled: true };
}

/** Denoms valid, none twice. `send_enabled` in params is deprecated (v0.47) but still accepted in genesis. */
export function validateBankParams(params: BankParams): void {
  validateSendEnabledList(params.sendEnabled, "params.send_enabled");
}

export function validateSendEnabledList(entries: readonly SendEnabled[], where: string): void {
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!isValidDenom(entry.denom)) throw new Error(`${where}: invalid denom ${JSON.stringify(entry.denom)}`);
    if (seen.has(entry.denom)) throw new Error(`${where}: duplicate send enabled entry for ${entry.denom}`);
    seen.add(entry.denom);
  }
}

/** The SDK's `Params.Validate`, what MsgUpdateParams must pass: `send_enabled` in params is no longer accepted there. */
export function validateUpdatedBankParams(params: BankParams): void {
  if (params.sendEnabled.length > 0) throw new Error("use of send_enabled in params is no longer supported");
}
