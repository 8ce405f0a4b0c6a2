import { event, type Event } from "../../types/events";

/** SDK v0.47 x/staking event types and attribute keys (`types/events.go`); `amount` is the SDK's common key. */
export const EVENT_CREATE_VALIDATOR = "create_validator";
export const EVENT_EDIT_VALIDATOR = "edit_validator";
export const EVENT_DELEGATE = "delegate";
export const EVENT_UNBOND = "unbond";
export const EVENT_REDELEGATE = "redelegate";
export const EVENT_CANCEL_UNBONDING_DELEGATION = "cancel_unbonding_delegation";
export const EVENT_COMPLETE_UNBONDING = "complete_unbonding";
export const EVENT_COMPLETE_REDELEGATION = "complete_redelegation";

export const ATTR_VALIDATOR = "validator";
export const ATTR_COMMISSION_RATE = "commission_rate";
export const ATTR_MIN_SELF_DELEGATION = "min_self_delegation";
export const ATTR_SRC_VALIDATOR = "source_validator";
export const ATTR_DST_VALIDATOR = "destination_validator";
export const ATTR_DELEGATOR = "delegator";
export const ATTR_CREATION_HEIGHT = "creation_height";
export const ATTR_COMPLETION_TIME = "completion_time";
export const ATTR_NEW_SHARES = "new_shares";
export const ATTR_AMOUNT = "amount";

/** Every event the module emits and its attribute keys, in the SDK's order (documentation checks read this). */
export const STAKING_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_CREATE_VALIDATOR]: [ATTR_VALIDATOR, ATTR_AMOUNT],
  [EVENT_EDIT_VALIDATOR]: [ATTR_COMMISSION_RATE, ATTR_MIN_SELF_DELEGATION],
  [EVENT_DELEGATE]: [ATTR_VALIDATOR, ATTR_DELEGATOR, ATTR_AMOUNT, ATTR_NEW_SHARES],
  [EVENT_UNBOND]: [ATTR_VALIDATOR, ATTR_AMOUNT, ATTR_DELEGATOR, ATTR_COMPLETION_TIME],
  [EVENT_REDELEGATE]: [ATTR_SRC_VALIDATOR, ATTR_DST_VALIDATOR, ATTR_AMOUNT, ATTR_COMPLETION_TIME],
  [EVENT_CANCEL_UNBONDING_DELEGATION]: [ATTR_AMOUNT, ATTR_VALIDATOR, ATTR_DELEGATOR, ATTR_CREATION_HEIGHT],
  [EVENT_COMPLETE_UNBONDING]: [ATTR_AMOUNT, ATTR_VALIDATOR, ATTR_DELEGATOR],
  [EVENT_COMPLETE_REDELEGATION]: [ATTR_AMOUNT, ATTR_DELEGATOR, ATTR_SRC_VALIDATOR, ATTR_DST_VALIDATOR],
});

/** An event of `type` with its attributes in the SDK's order; `values` maps each key to its text. */
export function stakingEvent(type: keyof typeof STAKING_EVENTS & string, values: Readonly<Record<string, string>>): Event {
  const keys = STAKING_EVENTS[type];
  if (keys === undefined) throw new Error(`unknown staking event ${type}`);
  return event(
    type,
    keys.map((key) => {
      const value = values[key];
      if (value === undefined) throw new Error(`staking event ${type}: attribute ${key} missing`);
      return [key, value] as const;
    }),
  );
}
