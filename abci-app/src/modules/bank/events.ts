import type { Coin } from "../../types/coins";
import { formatCoins } from "../../types/coins";
import { event, type Event } from "../../types/events";

/** SDK v0.47 x/bank event types and attribute keys (`types/events.go`); amounts in `Coins.String()` form. */
export const EVENT_COIN_SPENT = "coin_spent";
export const EVENT_COIN_RECEIVED = "coin_received";
export const EVENT_TRANSFER = "transfer";
export const EVENT_MESSAGE = "message";
export const EVENT_COINBASE = "coinbase";
export const EVENT_BURN = "burn";

export const ATTR_SPENDER = "spender";
export const ATTR_RECEIVER = "receiver";
export const ATTR_RECIPIENT = "recipient";
export const ATTR_SENDER = "sender";
export const ATTR_MINTER = "minter";
export const ATTR_BURNER = "burner";
export const ATTR_AMOUNT = "amount";

/** Every event the module emits and its attribute keys (documentation checks read this). */
export const BANK_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_COIN_SPENT]: [ATTR_SPENDER, ATTR_AMOUNT],
  [EVENT_COIN_RECEIVED]: [ATTR_RECEIVER, ATTR_AMOUNT],
  [EVENT_TRANSFER]: [ATTR_RECIPIENT, ATTR_SENDER, ATTR_AMOUNT],
  [EVENT_MESSAGE]: [ATTR_SENDER],
  [EVENT_COINBASE]: [ATTR_MINTER, ATTR_AMOUNT],
  [EVENT_BURN]: [ATTR_BURNER, ATTR_AMOUNT],
});

/** Coins left an account (every debit: sends, fees, burns). */
export function coinSpentEvent(spender: string, amount: readonly Coin[]): Event {
  return event(EVENT_COIN_SPENT, [
    [ATTR_SPENDER, spender],
    [ATTR_AMOUNT, formatCoins(amount)],
  ]);
}

/** Coins reached an account (every credit: sends, fees, mints). */
export function coinReceivedEvent(receiver: string, amount: readonly Coin[]): Event {
  return event(EVENT_COIN_RECEIVED, [
    [ATTR_RECEIVER, receiver],
    [ATTR_AMOUNT, formatCoins(amount)],
  ]);
}

/** A transfer; MsgMultiSend outputs carry no sender (v0.47), their input's `message{sender}` names it. */
export function transferEvent(recipient: string, sender: string | undefined, amount: readonly Coin[]): Event {
  const attrs: [string, string][] = [[ATTR_RECIPIENT, recipient]];
  if (sender !== undefined) attrs.push([ATTR_SENDER, sender]);
  attrs.push([ATTR_AMOUNT, formatCoins(amount)]);
  return event(EVENT_TRANSFER, attrs);
}

export function messageSenderEvent(sender: string): Event {
  return event(EVENT_MESSAGE, [[ATTR_SENDER, sender]]);
}

export function coinbaseEvent(minter: string, amount: readonly Coin[]): Event {
  return event(EVENT_COINBASE, [
    [ATTR_MINTER, minter],
    [ATTR_AMOUNT, formatCoins(amount)],
  ]);
}

export function burnEvent(burner: string, amount: readonly Coin[]): Event {
  return event(EVENT_BURN, [
    [ATTR_BURNER, burner],
    [ATTR_AMOUNT, formatCoins(amount)],
  ]);
}
