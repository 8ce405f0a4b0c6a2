import type { QueryInput } from "../schemas/template";
import type { CheckedCredential } from "./check-credential";
import type { CredentialFields } from "./credential-fields";
import { reason, type Reason } from "./reasons";

type CredentialQueryInput = NonNullable<QueryInput["credentialQuery"]>[number];
type Example = CredentialQueryInput["example"];

/** How one credential query of a QueryByExample fared: the credentials that meet it, or why none does. */
export interface CredentialQueryResult {
  index: number;
  required: boolean;
  reason: string;
  satisfied: boolean;
  matches: string[];
  reasons: Reason[];
}

/**
 * A QueryByExample: each credential query is met by a valid credential of its example's type whose contexts, schema,
 * subject fields and issuer fit the example. The query holds when every required credential query is met, or, when
 * none is required, when at least one is (the Verifiable Presentation Request's "any of").
 */
export function matchQueryByExample(
  query: QueryInput,
  credentials: readonly CheckedCredential[],
): { satisfied: boolean; credentialQueries: CredentialQueryResult[] } {
  const credentialQueries = (query.credentialQuery ?? []).map((credentialQuery, index) => matchCredentialQuery(credentialQuery, index, credentials));
  const required = credentialQueries.filter((result) => result.required);
  const satisfied = required.length > 0 ? required.every((result) => result.satisfied) : credentialQueries.some((result) => result.satisfied);
  return { satisfied, credentialQueries };
}

function matchCredentialQuery(credentialQuery: CredentialQueryInput, index: number, credentials: readonly CheckedCredential[]): CredentialQueryResult {
  const { example } = credentialQuery;
  const base = { index, required: credentialQuery.required, reason: credentialQuery.reason };
  const candidates = credentials.filter((checked) => checked.fields?.types.includes(example.type));
  if (candidates.length === 0) {
    return { ...base, satisfied: false, matches: [], reasons: [reason("noCredential", `the presentation holds no credential of type ${example.type}`)] };
  }
  const reasonsByCandidate = candidates.map((checked) => ({ label: checked.label, reasons: candidateReasons(example, checked) }));
  const matches = reasonsByCandidate.filter((candidate) => candidate.reasons.length === 0).map((candidate) => candidate.label);
  return { ...base, satisfied: matches.length > 0, matches, reasons: matches.length > 0 ? [] : reasonsByCandidate.flatMap((candidate) => candidate.reasons) };
}

function candidateReasons(example: Example, checked: CheckedCredential): Reason[] {
  const fields = checked.fields as CredentialFields;
  const reasons = exampleMismatches(example, fields);
  if (checked.reasons.length > 0) {
    const codes = [...new Set(checked.reasons.map((r) => r.code))].join(", ");
    reasons.push(reason("credentialInvalid", `the credential does not verify (${codes})`, fields.label));
  }
  return reasons;
}

/** Where a credential differs from an example (its type is already known to fit). */
export function exampleMismatches(example: Example, fields: CredentialFields): Reason[] {
  const { label } = fields;
  const reasons: Reason[] = [];
  for (const context of example["@context"]) {
    if (!fields.contexts.includes(context)) reasons.push(reason("contextMissing", `the credential's @context lacks ${context}`, label));
  }
  const schema = example.credentialSchema;
  if (schema !== undefined && !fields.schemas.some((s) => s.id === schema.id && s.type === schema.type)) {
    reasons.push(reason("schemaMismatch", `the credential's credentialSchema is not ${schema.id} (${schema.type})`, label));
  }
  for (const field of Object.keys(example.credentialSubject ?? {})) {
    if (fields.subject[field] === undefined) reasons.push(reason("fieldMissing", `the credential's subject has no ${field}`, label));
  }
  const trusted = example.trustedIssuer ?? [];
  if (trusted.some((entry) => entry.required) && !trusted.some((entry) => entry.issuer === fields.issuer)) {
    reasons.push(reason("untrustedIssuer", `the issuer ${fields.issuer} is not among the template's trusted issuers`, label));
  }
  return reasons;
}
