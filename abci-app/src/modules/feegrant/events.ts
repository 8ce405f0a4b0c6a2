import { event, type Event } from "../../types/events";

/** SDK v0.47 x/feegrant event types and attribute keys (`events.go`): plain events, emitted by the keeper. */
export const EVENT_SET_FEEGRANT = "set_feegrant";
export const EVENT_UPDATE_FEEGRANT = "update_feegrant";
export const EVENT_USE_FEEGRANT = "use_feegrant";
export const EVENT_REVOKE_FEEGRANT = "revoke_feegrant";

export const ATTR_GRANTER = "granter";
export const ATTR_GRANTEE = "grantee";

/** Every event the module emits and its attribute keys (documentation checks read this). */
export const FEEGRANT_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_SET_FEEGRANT]: [ATTR_GRANTER, ATTR_GRANTEE],
  [EVENT_UPDATE_FEEGRANT]: [ATTR_GRANTER, ATTR_GRANTEE],
  [EVENT_USE_FEEGRANT]: [ATTR_GRANTER, ATTR_GRANTEE],
  [EVENT_REVOKE_FEEGRANT]: [ATTR_GRANTER, ATTR_GRANTEE],
});

export type FeegrantEventType = typeof EVENT_SET_FEEGRANT | typeof EVENT_UPDATE_FEEGRANT | typeof EVENT_USE_FEEGRANT | typeof EVENT_REVOKE_FEEGRANT;

/** A grant was created, updated after use, used to pay a fee, or removed (revoked, or spent exactly). */
export function feegrantEvent(type: FeegrantEventType, granter: string, grantee: string): Event {
  return event(type, [
    [ATTR_GRANTER, granter],
    [ATTR_GRANTEE, grantee],
  ]);
}
