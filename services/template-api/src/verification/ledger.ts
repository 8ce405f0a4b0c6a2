import { Resolver, type Resolvable } from "did-resolver";
import { getResolver } from "../../../../lib/did-hid-resolver";

/** A credential status as the ledger keeps it (the ssi module's `Credential`, JSON as the REST server prints it). */
export interface LedgerCredentialStatus {
  readonly claim: { readonly id: string; readonly currentStatus: string; readonly statusReason: string };
  readonly issuer: string;
  readonly issuanceDate: string;
  readonly expirationDate: string;
  readonly credentialHash: string;
}

/** The ledger could not be asked (down, too slow, or an answer that is not the ssi module's). */
export class LedgerUnavailableError extends Error {
  override readonly name = "LedgerUnavailableError";
}

/** What verification reads from the ledger: DIDs (DID Resolution) and credential statuses. */
export interface VerificationLedger {
  readonly resolver: Resolvable;
  /** The status registered under this credential id, or undefined; throws LedgerUnavailableError. */
  credentialStatus(id: string): Promise<LedgerCredentialStatus | undefined>;
}

const LEDGER_TIMEOUT_MS = 10_000;

/** The ledger through a node's REST server (`[api]`, default http://127.0.0.1:1317): DID Resolution and the ssi credential query. */
export function restLedger(restUrl: string): VerificationLedger {
  const base = restUrl.replace(/\/+$/, "");
  return {
    resolver: new Resolver(getResolver(base)),
    async credentialStatus(id) {
      let response: Response;
      try {
        response = await fetch(`${base}/hypersign-protocol/hidnode/ssi/credential/${encodeURIComponent(id)}`, {
          signal: AbortSignal.timeout(LEDGER_TIMEOUT_MS),
        });
      } catch (err) {
        throw new LedgerUnavailableError(`the ledger at ${base} did not answer: ${(err as Error).message}`);
      }
      if (response.status === 404) return undefined;
      const body = (await response.json().catch(() => undefined)) as { credStatus?: LedgerCredentialStatus } | undefined;
      if (response.status !== 200 || body?.credStatus?.claim === undefined) {
        throw new LedgerUnavailableError(`the ledger at ${base} answered HTTP ${response.status} for credential status ${id}`);
      }
      return body.credStatus;
    },
  };
}
