import type { EventRow } from "../db/schema";

/**
 * Whether participants can act on the event now. `projectStatus` is the operator's switch; the dates bound it, so an
 * event past its `toDate` is ended whatever the switch says, and one before its `fromDate` has not started.
 */
export const EVENT_STATES = ["open", "upcoming", "closed", "ended"] as const;
export type EventState = (typeof EVENT_STATES)[number];

type EventTimes = Pick<EventRow, "project_status" | "from_date" | "to_date">;

/** The event's state at `now`; an ended event is ended also when the operator closed it. */
export function eventState(event: EventTimes, now: Date): EventState {
  if (now > event.to_date) return "ended";
  if (!event.project_status) return "closed";
  if (now < event.from_date) return "upcoming";
  return "open";
}

/** Why a participant cannot act on the event now, or undefined when it is open. */
export function whyClosed(event: EventTimes, now: Date): string | undefined {
  switch (eventState(event, now)) {
    case "ended":
      return `the event ended at ${event.to_date.toISOString()}`;
    case "closed":
      return "the event is closed";
    case "upcoming":
      return `the event opens at ${event.from_date.toISOString()}`;
    case "open":
      return undefined;
  }
}
