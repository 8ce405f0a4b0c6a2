import type { DIDResolutionResult, DIDResolver, ResolverRegistry } from "did-resolver";

/** How long one resolution may take before it is reported as an internal error. */
const RESOLVE_TIMEOUT_MS = 10_000;
/** Answers larger than this are not read: a DID document of the ledger is a few kilobytes. */
const MAX_ANSWER_BYTES = 1 << 20;

/**
 * A `did-resolver` driver for did:hid: each resolution asks an idledger node's DID Resolution endpoint
 * (`<restUrl>/1.0/identifiers/{did}`, the node's REST server) for the resolution result, DID parameters such as
 * `versionId` and `versionTime` included. `new Resolver(getResolver("http://127.0.0.1:1317"))`.
 */
export function getResolver(restUrl: string): ResolverRegistry {
  const base = restUrl.replace(/\/+$/, "");
  const resolve: DIDResolver = async (_did, parsed, _resolver, options) => {
    const didUrl = parsed.query === undefined ? parsed.did : `${parsed.did}?${parsed.query}`;
    const headers = { accept: "application/did-resolution" };
    let response: Response;
    try {
      response = await fetch(`${base}/1.0/identifiers/${encodeURIComponent(didUrl)}`, { headers, signal: AbortSignal.timeout(RESOLVE_TIMEOUT_MS) });
    } catch (err) {
      return failed("internalError", `cannot reach the resolver at ${base}: ${(err as Error).message}`);
    }
    const declared = Number(response.headers.get("content-length") ?? "0");
    if (declared > MAX_ANSWER_BYTES) return failed("internalError", `the resolver answered ${declared} bytes, more than ${MAX_ANSWER_BYTES}`);
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length > MAX_ANSWER_BYTES) return failed("internalError", `the resolver answered more than ${MAX_ANSWER_BYTES} bytes`);
    const result = resolutionResultIn(body);
    if (result === undefined) return failed("internalError", `the resolver answered HTTP ${response.status} without a resolution result`);
    if (result.didDocument !== null && result.didDocument?.id !== parsed.did) {
      return failed("internalError", `the resolver answered a document of ${String(result.didDocument?.id)} for ${parsed.did}`);
    }
    if (options.accept === "application/did+json" && result.didDocument !== null) {
      const { "@context": _context, ...plain } = result.didDocument;
      return { ...result, didDocument: plain, didResolutionMetadata: { ...result.didResolutionMetadata, contentType: options.accept } };
    }
    if (options.accept !== undefined && options.accept !== "application/did+ld+json" && result.didDocument !== null) {
      return failed("representationNotSupported", `did:hid documents are served as application/did+ld+json or application/did+json, not ${options.accept}`);
    }
    return result;
  };
  return { hid: resolve };
}

/** The body as a resolution result: JSON with resolution metadata; undefined when it is not one. */
function resolutionResultIn(body: Buffer): DIDResolutionResult | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString("utf8"));
  } catch {
    return undefined;
  }
  const metadata = (value as { didResolutionMetadata?: unknown } | null)?.didResolutionMetadata;
  return typeof value === "object" && value !== null && typeof metadata === "object" ? (value as DIDResolutionResult) : undefined;
}

function failed(error: string, message: string): DIDResolutionResult {
  return { didResolutionMetadata: { error, errorMessage: message }, didDocument: null, didDocumentMetadata: {} };
}
