import { event, type Event } from "../../types/events";

/**
 * The authz events. EventGrant and EventRevoke are typed events (the SDK's `EmitTypedEvent`): the type is the
 * proto message name and each field is an attribute, keys sorted, values in JSON (strings quoted).
 */
export const EVENT_GRANT = "cosmos.authz.v1beta1.EventGrant";
export const EVENT_REVOKE = "cosmos.authz.v1beta1.EventRevoke";

export const ATTR_GRANTEE = "grantee";
export const ATTR_GRANTER = "granter";
export const ATTR_MSG_TYPE_URL = "msg_type_url";
/** Added to every event of a message run by MsgExec: the message's index in `msgs` (SDK v0.46+). */
export const ATTR_AUTHZ_MSG_INDEX = "authz_msg_index";

/** Every event the module emits and its attribute keys (documentation checks read this). */
export const AUTHZ_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_GRANT]: [ATTR_GRANTEE, ATTR_GRANTER, ATTR_MSG_TYPE_URL],
  [EVENT_REVOKE]: [ATTR_GRANTEE, ATTR_GRANTER, ATTR_MSG_TYPE_URL],
});

/** A grant was saved (new, or overwriting the one for the same granter, grantee and message type). */
export function grantEvent(granter: string, grantee: string, msgTypeUrl: string): Event {
  return typedEvent(EVENT_GRANT, { msg_type_url: msgTypeUrl, granter, grantee });
}

/** A grant was deleted: revoked, spent (Accept asked for its deletion). Pruning at expiry emits nothing. */
export function revokeEvent(granter: string, grantee: string, msgTypeUrl: string): Event {
  return typedEvent(EVENT_REVOKE, { msg_type_url: msgTypeUrl, granter, grantee });
}

/** An event of a message MsgExec ran, with the message's index added as the SDK's DispatchActions adds it. */
export function withAuthzMsgIndex(e: Event, index: number): Event {
  return { ...e, attributes: [...e.attributes, { key: ATTR_AUTHZ_MSG_INDEX, value: String(index), index: true }] };
}

function typedEvent(type: string, fields: Record<string, string>): Event {
  const keys = Object.keys(fields).sort();
  return event(
    type,
    keys.map((key) => [key, JSON.stringify(fields[key])] as const),
  );
}
