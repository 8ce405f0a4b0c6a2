/** scheme://host[:port] with the default port dropped and the host lowercased, or undefined when not http(s). */
export function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request's Origin header names the app's registered base URL: same scheme, host and port. The base
 * URL's path and trailing slash do not matter; a missing, "null" or malformed Origin never matches. Origin can be
 * forged by a server-side caller: this keeps browsers of other sites out, the signature authenticates the app.
 */
export function originMatches(originHeader: string | undefined, baseUrl: string): boolean {
  if (!originHeader || originHeader === "null") return false;
  const origin = originOf(originHeader);
  return origin !== undefined && origin === originOf(baseUrl);
}
