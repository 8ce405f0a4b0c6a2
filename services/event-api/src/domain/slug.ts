const MAX_SLUG_LENGTH = 60;

/** A URL-safe slug from an event name: "Summer Quest 2026!" → "summer-quest-2026". */
export function slugFrom(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "event";
}
