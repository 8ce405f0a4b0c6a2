import { eventApiError } from "../errors/codes";

/** The text when it is an http(s) URL, or a 4002 naming the field. */
export function checkHttpUrl(text: string, field: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw eventApiError(4002, `${field} must be an http(s) URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw eventApiError(4002, `${field} must be an http(s) URL`);
  return text;
}
