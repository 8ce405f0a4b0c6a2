/**
 * The serialised origin of an http(s) origin URL (`https://app.example.org`, `http://localhost:3000`), or
 * undefined when `text` is not one: a path, query, fragment or credentials make it something else.
 */
export function normalizeOrigin(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password || url.pathname !== "/" || url.search || url.hash) return undefined;
  // URL accepts "https://host/." and "https:host" and normalises them away; an origin is written plainly.
  if (!/^https?:\/\/[^/?#@]+\/?$/i.test(text)) return undefined;
  return url.origin;
}
