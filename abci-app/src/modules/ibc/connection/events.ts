import type { Counterparty } from "cosmjs-types-ibc-v7/ibc/core/connection/v1/connection";
import { event, type Event } from "../../../types/events";

/** ibc-go v7 03-connection event types and attribute keys (types/events.go); relayers read them. */
export const EVENT_CONNECTION_OPEN_INIT = "connection_open_init";
export const EVENT_CONNECTION_OPEN_TRY = "connection_open_try";
export const EVENT_CONNECTION_OPEN_ACK = "connection_open_ack";
export const EVENT_CONNECTION_OPEN_CONFIRM = "connection_open_confirm";

export const ATTR_CONNECTION_ID = "connection_id";
export const ATTR_CLIENT_ID = "client_id";
export const ATTR_COUNTERPARTY_CLIENT_ID = "counterparty_client_id";
export const ATTR_COUNTERPARTY_CONNECTION_ID = "counterparty_connection_id";

/** The `message` event's module for every 03-connection message. */
export const CONNECTION_EVENT_MODULE = "ibc_connection";

const ATTRIBUTES = [ATTR_CONNECTION_ID, ATTR_CLIENT_ID, ATTR_COUNTERPARTY_CLIENT_ID, ATTR_COUNTERPARTY_CONNECTION_ID] as const;

export const CONNECTION_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_CONNECTION_OPEN_INIT]: ATTRIBUTES,
  [EVENT_CONNECTION_OPEN_TRY]: ATTRIBUTES,
  [EVENT_CONNECTION_OPEN_ACK]: ATTRIBUTES,
  [EVENT_CONNECTION_OPEN_CONFIRM]: ATTRIBUTES,
});

export type ConnectionEventType =
  | typeof EVENT_CONNECTION_OPEN_INIT
  | typeof EVENT_CONNECTION_OPEN_TRY
  | typeof EVENT_CONNECTION_OPEN_ACK
  | typeof EVENT_CONNECTION_OPEN_CONFIRM;

/** One handshake step's events: the connection, its client and the counterparty's ends as this chain knows them. */
export function connectionEvents(type: ConnectionEventType, connectionId: string, clientId: string, counterparty: Counterparty): Event[] {
  return [
    event(type, [
      [ATTR_CONNECTION_ID, connectionId],
      [ATTR_CLIENT_ID, clientId],
      [ATTR_COUNTERPARTY_CLIENT_ID, counterparty.clientId],
      [ATTR_COUNTERPARTY_CONNECTION_ID, counterparty.connectionId],
    ]),
    event("message", [["module", CONNECTION_EVENT_MODULE]]),
  ];
}
