import { ledgerDocumentLoader } from "../../../../lib/vc/document-loader";
import { LedgerDids } from "../../../../lib/vc/ledger-dids";
import type { QueryInput } from "../schemas/template";
import { checkCredential, type CheckedCredential } from "./check-credential";
import { checkHolder, type HolderCheck } from "./check-holder";
import { asArray, isObject } from "./credential-fields";
import type { VerificationLedger } from "./ledger";
import { matchQueryByExample, type CredentialQueryResult } from "./match-query";
import { reason, type Reason } from "./reasons";

/** How many credentials one presentation may hold: each costs a canonicalization and ledger reads. */
export const MAX_PRESENTED_CREDENTIALS = 10;

export interface VerificationRequest {
  readonly template: { readonly id: string; readonly domain: string; readonly query: readonly QueryInput[] };
  readonly presentation: Record<string, unknown>;
  /** The challenge the verifier gave the holder; the holder's proof must carry it. */
  readonly challenge: string | undefined;
  readonly nowMs: number;
}

export type QueryResult =
  | { index: number; type: "QueryByExample"; satisfied: boolean; credentialQueries: CredentialQueryResult[] }
  | { index: number; type: "DIDAuthentication"; satisfied: boolean; reasons: Reason[] };

/** The answer of POST /presentation/verify (its JSON, mutable as the route's schema types it). */
export interface VerificationResult {
  verified: boolean;
  templateId: string;
  holder: string | null;
  checkedAt: string;
  presentation: { verified: boolean; reasons: Reason[] };
  credentials: { id: string; issuer: string | null; type: string[]; status: string | null; verified: boolean; reasons: Reason[] }[];
  queries: QueryResult[];
}

/**
 * Verifies a W3C Verifiable Presentation against a template: the holder's proof (challenge, template domain, the
 * holder's DID on the ledger), each credential (proof, issuer DID, dates, ledger status), then each of the template's
 * queries, all of which must hold. Every failure is a reason with a code (reasons.ts); nothing a presentation holds
 * makes this throw, and the DIDs it names are resolved once each.
 */
export async function verifyPresentation(request: VerificationRequest, ledger: VerificationLedger): Promise<VerificationResult> {
  const { presentation, template } = request;
  const problems = presentationProblems(presentation);
  const dids = new LedgerDids(ledger.resolver);
  const documentLoader = ledgerDocumentLoader(dids);
  const presented = problems.length > 0 ? [] : asArray(presentation.verifiableCredential);

  // A presentation that is not one, or is too large, is refused for that alone: nothing in it is checked.
  const holder: HolderCheck =
    problems.length > 0
      ? { holder: undefined, suite: undefined, proven: false, reasons: [] }
      : await checkHolder(presentation, { challenge: request.challenge, domain: template.domain }, dids, documentLoader);
  const context = { ledger, dids, documentLoader, nowMs: request.nowMs, holder: holder.holder };
  const credentials = await Promise.all(presented.map((credential, position) => checkCredential(credential, position, context)));
  const queries = template.query.map((query, index) => queryResult(query, index, credentials, holder));

  const presentationReasons = [...problems, ...holder.reasons];
  return {
    verified: presentationReasons.length === 0 && queries.every((query) => query.satisfied),
    templateId: template.id,
    holder: holder.holder ?? null,
    checkedAt: new Date(request.nowMs).toISOString(),
    presentation: { verified: presentationReasons.length === 0, reasons: presentationReasons },
    credentials: credentials.map((checked) => ({
      id: checked.label,
      issuer: checked.fields?.issuer ?? null,
      type: [...(checked.fields?.types ?? [])],
      status: checked.status ?? null,
      verified: checked.reasons.length === 0,
      reasons: [...checked.reasons],
    })),
    queries,
  };
}

function presentationProblems(presentation: Record<string, unknown>): Reason[] {
  if (!asArray(presentation.type).includes("VerifiablePresentation")) {
    return [reason("presentationMalformed", 'the presentation\'s type does not include "VerifiablePresentation"')];
  }
  const credentials = presentation.verifiableCredential;
  if (credentials !== undefined && !isObject(credentials) && !Array.isArray(credentials)) {
    return [reason("presentationMalformed", "verifiableCredential must be a credential or an array of them")];
  }
  const count = asArray(credentials).length;
  if (count > MAX_PRESENTED_CREDENTIALS) {
    return [reason("tooManyCredentials", `the presentation holds ${count} credentials, more than ${MAX_PRESENTED_CREDENTIALS}`)];
  }
  return [];
}

function queryResult(query: QueryInput, index: number, credentials: readonly CheckedCredential[], holder: HolderCheck): QueryResult {
  if (query.type === "QueryByExample") return { index, type: "QueryByExample", ...matchQueryByExample(query, credentials) };
  const reasons: Reason[] = [...holder.reasons];
  const method = holder.holder?.split(":")[1];
  const methods = query.acceptedMethods?.map((accepted) => accepted.method);
  if (methods !== undefined && methods.length > 0 && (method === undefined || !methods.includes(method))) {
    reasons.push(reason("holderMethodNotAccepted", `the holder's DID method ${method ?? "(none)"} is not one of ${methods.join(", ")}`));
  }
  const suites = query.acceptedCryptosuites?.map((accepted) => accepted.cryptosuite);
  if (suites !== undefined && suites.length > 0 && holder.suite !== undefined && !suites.includes(holder.suite)) {
    reasons.push(reason("holderSuiteNotAccepted", `the holder's proof is ${holder.suite}, not one of ${suites.join(", ")}`));
  }
  return { index, type: "DIDAuthentication", satisfied: reasons.length === 0, reasons };
}
