import { event, type Event } from "../../types/events";

/** SDK v0.47 x/distribution event types and attribute keys (`types/events.go`). */
export const EVENT_SET_WITHDRAW_ADDRESS = "set_withdraw_address";
export const EVENT_REWARDS = "rewards";
export const EVENT_COMMISSION = "commission";
export const EVENT_WITHDRAW_REWARDS = "withdraw_rewards";
export const EVENT_WITHDRAW_COMMISSION = "withdraw_commission";

/** Every event the module emits and its attribute keys. */
export const DISTRIBUTION_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_SET_WITHDRAW_ADDRESS]: ["withdraw_address"],
  [EVENT_COMMISSION]: ["amount", "validator"],
  [EVENT_REWARDS]: ["amount", "validator"],
  [EVENT_WITHDRAW_REWARDS]: ["amount", "validator", "delegator"],
  [EVENT_WITHDRAW_COMMISSION]: ["amount"],
});

export const commissionEvent = (amount: string, validator: string): Event =>
  event(EVENT_COMMISSION, [
    ["amount", amount],
    ["validator", validator],
  ]);
export const rewardsEvent = (amount: string, validator: string): Event =>
  event(EVENT_REWARDS, [
    ["amount", amount],
    ["validator", validator],
  ]);
export const withdrawRewardsEvent = (amount: string, validator: string, delegator: string): Event =>
  event(EVENT_WITHDRAW_REWARDS, [
    ["amount", amount],
    ["validator", validator],
    ["delegator", delegator],
  ]);
export const withdrawCommissionEvent = (amount: string): Event => event(EVENT_WITHDRAW_COMMISSION, [["amount", amount]]);
export const setWithdrawAddressEvent = (address: string): Event => event(EVENT_SET_WITHDRAW_ADDRESS, [["withdraw_address", address]]);
