import type { Event } from "../types/events";
import { event } from "../types/events";

/**
 * The events of one executed message: a `message` event naming the action (the type URL), the first
 * signer as sender and the module (the second segment of the type URL, unless the handler named one),
 * followed by the handler's own events (baseapp createEvents).
 */
export function messageEvents(typeUrl: string, sender: string | undefined, handlerEvents: readonly Event[]): Event[] {
  const attributes: [string, string][] = [["action", typeUrl]];
  if (sender !== undefined && sender !== "") attributes.push(["sender", sender]);
  const handlerNamedModule = handlerEvents.some((e) => e.attributes.some((a) => a.key === "module"));
  const moduleName = typeUrl.replace(/^\//, "").split(".")[1];
  if (!handlerNamedModule && moduleName !== undefined) attributes.push(["module", moduleName]);
  return [event("message", attributes), ...handlerEvents];
}
