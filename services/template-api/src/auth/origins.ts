import { normalizeOrigin } from "../domain/origin";

/** The allowed-origins entry that lets every origin call the API for an app. */
export const ANY_ORIGIN = "*";

/** Whether an app with these allowed origins accepts a request whose Origin header is `origin`. */
export function originAllowed(allowed: readonly string[], origin: string): boolean {
  if (allowed.includes(ANY_ORIGIN)) return true;
  const normalized = normalizeOrigin(origin);
  return normalized !== undefined && allowed.includes(normalized);
}

/** An allowed-origins entry as stored: `*`, or the normalised origin; undefined when it is neither. */
export function allowedOriginEntry(text: string): string | undefined {
  return text === ANY_ORIGIN ? ANY_ORIGIN : normalizeOrigin(text);
}
