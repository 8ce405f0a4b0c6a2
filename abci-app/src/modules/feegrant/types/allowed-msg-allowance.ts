import type { GasMeter } from "../../../types/gas";
import { ErrNoMessages } from "../errors";

export const ALLOWED_MSG_ALLOWANCE_TYPE_URL = "/cosmos.feegrant.v1beta1.AllowedMsgAllowance";

/** The SDK's `gasCostPerIteration`: the gas of each allowed message read and each transaction message checked. */
export const GAS_COST_PER_ITERATION = 10n;

/** The list of allowed message type URLs may not be empty (the wrapped allowance is checked by the caller). */
export function validateAllowedMessages(allowedMessages: readonly string[]): void {
  if (allowedMessages.length === 0) throw ErrNoMessages.wrap("allowed messages shouldn't be empty");
}

/**
 * True when every message of the transaction is of an allowed type. Charges the gas the SDK does: one
 * iteration per allowed type (building its set), then one per message checked, stopping at the first refused.
 */
export function allMessagesAllowed(allowedMessages: readonly string[], msgTypeUrls: readonly string[], gasMeter: GasMeter): boolean {
  const allowed = new Set<string>();
  for (const typeUrl of allowedMessages) {
    gasMeter.consume(GAS_COST_PER_ITERATION, "check msg");
    allowed.add(typeUrl);
  }
  for (const typeUrl of msgTypeUrls) {
    gasMeter.consume(GAS_COST_PER_ITERATION, "check msg");
    if (!allowed.has(typeUrl)) return false;
  }
  return true;
}
