import type { Event } from "cosmjs-types/tendermint/abci/types";

/**
 * Marks the event attributes CometBFT's indexer indexes: those named `type.key` in `indexed`, or every one when it is
 * empty (app.toml `index-events`, the SDK's MarkEventsToIndex; `events` as they are then). The flag is in no hash, so
 * each node chooses its own.
 */
export function markIndexedEvents(events: Event[], indexed: ReadonlySet<string>): Event[] {
  if (indexed.size === 0) return events;
  return events.map((e) => ({ ...e, attributes: e.attributes.map((a) => ({ ...a, index: indexed.has(`${e.type}.${a.key}`) })) }));
}
