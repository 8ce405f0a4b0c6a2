import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import { event, type Event } from "../../../types/events";
import { heightText } from "../host/paths";

/** ibc-go v7 02-client event types and attribute keys (types/events.go); relayers read them. */
export const EVENT_CREATE_CLIENT = "create_client";
export const EVENT_UPDATE_CLIENT = "update_client";
export const EVENT_CLIENT_MISBEHAVIOUR = "client_misbehaviour";

export const ATTR_CLIENT_ID = "client_id";
export const ATTR_CLIENT_TYPE = "client_type";
export const ATTR_CONSENSUS_HEIGHT = "consensus_height";
export const ATTR_CONSENSUS_HEIGHTS = "consensus_heights";
export const ATTR_HEADER = "header";

/** The `message` event's module for every 02-client message. */
export const CLIENT_EVENT_MODULE = "ibc_client";

export const CLIENT_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_CREATE_CLIENT]: [ATTR_CLIENT_ID, ATTR_CLIENT_TYPE, ATTR_CONSENSUS_HEIGHT],
  [EVENT_UPDATE_CLIENT]: [ATTR_CLIENT_ID, ATTR_CLIENT_TYPE, ATTR_CONSENSUS_HEIGHT, ATTR_CONSENSUS_HEIGHTS, ATTR_HEADER],
  [EVENT_CLIENT_MISBEHAVIOUR]: [ATTR_CLIENT_ID, ATTR_CLIENT_TYPE],
});

function withModule(e: Event): Event[] {
  return [e, event("message", [["module", CLIENT_EVENT_MODULE]])];
}

export function createClientEvents(clientId: string, clientType: string, height: Height): Event[] {
  return withModule(
    event(EVENT_CREATE_CLIENT, [
      [ATTR_CLIENT_ID, clientId],
      [ATTR_CLIENT_TYPE, clientType],
      [ATTR_CONSENSUS_HEIGHT, heightText(height)],
    ]),
  );
}

/** `header` is the hex of the client message's Any bytes, from which relayers read the header that was submitted. */
export function updateClientEvents(clientId: string, clientType: string, heights: readonly Height[], header: Uint8Array): Event[] {
  return withModule(
    event(EVENT_UPDATE_CLIENT, [
      [ATTR_CLIENT_ID, clientId],
      [ATTR_CLIENT_TYPE, clientType],
      [ATTR_CONSENSUS_HEIGHT, heights.length === 0 ? "" : heightText(heights[0]!)],
      [ATTR_CONSENSUS_HEIGHTS, heights.map(heightText).join(",")],
      [ATTR_HEADER, Buffer.from(header).toString("hex")],
    ]),
  );
}

export function misbehaviourEvents(clientId: string, clientType: string): Event[] {
  return withModule(
    event(EVENT_CLIENT_MISBEHAVIOUR, [
      [ATTR_CLIENT_ID, clientId],
      [ATTR_CLIENT_TYPE, clientType],
    ]),
  );
}
