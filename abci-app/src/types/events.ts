import type { Event, EventAttribute } from "cosmjs-types/tendermint/abci/types";

export type { Event, EventAttribute };

/** An ABCI event whose attributes are all indexed, so CometBFT's kv indexer can search every one of them. */
export function event(type: string, attributes: Record<string, string> | ReadonlyArray<readonly [string, string]>): Event {
  const pairs = Array.isArray(attributes) ? attributes : Object.entries(attributes);
  return { type, attributes: pairs.map(([key, value]) => ({ key, value, index: true })) };
}

/** Collects events in emission order; a branch (one message, one tx) merges into its parent only on success. */
export class EventManager {
  private readonly list: Event[] = [];

  emit(e: Event): void {
    this.list.push(e);
  }

  emitAll(events: readonly Event[]): void {
    for (const e of events) this.list.push(e);
  }

  events(): Event[] {
    return this.list.slice();
  }
}

/** The first attribute value of the first event of the given type, or undefined. */
export function findAttribute(events: readonly Event[], type: string, key: string): string | undefined {
  for (const e of events) {
    if (e.type !== type) continue;
    for (const a of e.attributes) if (a.key === key) return a.value;
  }
  return undefined;
}
