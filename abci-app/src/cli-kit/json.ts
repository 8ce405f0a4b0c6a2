/** Compact JSON with object keys sorted at every level, like the SDK's `MustSortJSON`. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/** A copy of a JSON value with the keys of every object in sorted order. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}
