/** The SDK's --events format: `{eventType}.{eventAttribute}={value}`, several joined with "&". */
export const EVENT_FORMAT = "{eventType}.{eventAttribute}={value}";

/** One condition of a CometBFT tx_search query: `type.attribute='value'` (heights are numbers: `tx.height=5`). */
export function eventCondition(key: string, value: string): string {
  if (value.includes("'")) throw new Error(`invalid event value ${JSON.stringify(value)}: it must not contain a single quote`);
  return key === "tx.height" ? `${key}=${value}` : `${key}='${value}'`;
}

/** Reads --events ("message.sender=hid1…&message.module=bank") into a CometBFT query joined with AND. */
export function eventsQuery(events: string): string {
  const conditions = events.split("&").map((event) => {
    const parts = event.split("=");
    if (parts.length !== 2 || !/^[^.\s]+(\.[^.\s]+)+$/.test(parts[0]!.trim()) || parts[1]!.trim() === "") {
      throw new Error(`invalid event ${JSON.stringify(event)}: events must be of the format ${EVENT_FORMAT}, several joined with &`);
    }
    return eventCondition(parts[0]!.trim(), parts[1]!.trim());
  });
  return conditions.join(" AND ");
}
