import type { EventRow } from "../db/schema";

/** Why a participant cannot act on the event now, or undefined when it is open. */
export function whyClosed(event: EventRow, now: Date): string | undefined {
  if (!event.project_status) return "the event is closed";
  if (now < event.from_date) return `the event opens at ${event.from_date.toISOString()}`;
  if (now > event.to_date) return `the event ended at ${event.to_date.toISOString()}`;
  return undefined;
}
