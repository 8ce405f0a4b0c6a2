import { normalizeOrigin } from "./origin";

const MAX_HOST_NAME_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

function isHostName(text: string): boolean {
  return text.length <= MAX_HOST_NAME_LENGTH && text.split(".").every((label) => LABEL.test(label));
}

/**
 * Why `domain` cannot be a template's domain, or undefined. The domain names the verifier that will ask for
 * the presentation: a host name (`fyre.hypersign.id`, `localhost`) or an http(s) origin
 * (`https://fyre.hypersign.id`, `http://localhost:3000`). It is stored as given.
 */
export function templateDomainProblem(domain: string): string | undefined {
  if (domain.includes("://")) {
    if (normalizeOrigin(domain)) return undefined;
    return `domain ${JSON.stringify(domain)} must be an http(s) origin (scheme, host and optional port) without a path, query, fragment or credentials`;
  }
  if (!isHostName(domain)) {
    return `domain must be a host name (e.g. verifier.example.org or localhost) or an http(s) origin (e.g. https://verifier.example.org), not ${JSON.stringify(domain)}`;
  }
  return undefined;
}
