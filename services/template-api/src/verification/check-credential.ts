import type { LedgerDids } from "../../../../lib/vc/ledger-dids";
import { checkCredentialProof } from "../../../../lib/vc/verify-proofs";
import { credentialFields, type CredentialFields } from "./credential-fields";
import { LedgerUnavailableError, type LedgerCredentialStatus, type VerificationLedger } from "./ledger";
import { reason, type Reason } from "./reasons";

/** One credential of a presentation, checked on its own: its proof, its issuer's DID, its dates and its ledger status. */
export interface CheckedCredential {
  readonly label: string;
  readonly fields: CredentialFields | undefined;
  /** The ledger's current status, when one was found. */
  readonly status: string | undefined;
  readonly reasons: readonly Reason[];
}

const STATUS_REASONS = { Suspended: "statusSuspended", Revoked: "statusRevoked", Expired: "statusExpired" } as const;

export interface CredentialCheckContext {
  readonly ledger: VerificationLedger;
  readonly dids: LedgerDids;
  readonly documentLoader: DocumentLoader;
  readonly nowMs: number;
  /** The presentation's holder: a subject with an id must be it. */
  readonly holder: string | undefined;
}

export async function checkCredential(value: unknown, position: number, ctx: CredentialCheckContext): Promise<CheckedCredential> {
  const fields = credentialFields(value, position);
  if ("problem" in fields)
    return { label: fields.label, fields: undefined, status: undefined, reasons: [reason("credentialMalformed", fields.problem, fields.label)] };
  const { label } = fields;
  const reasons: Reason[] = [];

  const [proof, issuer, status] = await Promise.all([
    checkCredentialProof(value as Record<string, unknown>, ctx.documentLoader),
    ctx.dids.resolve(fields.issuer),
    readStatus(ctx.ledger, fields.statusId),
  ]);
  if (!proof.verified) reasons.push(reason("credentialProofInvalid", `the credential's proof does not verify: ${proof.problem}`, label));
  else if (proof.controller !== fields.issuer) {
    reasons.push(reason("credentialProofInvalid", `the credential is signed by a key of ${proof.controller}, not of its issuer ${fields.issuer}`, label));
  }
  if (issuer.didDocument === null && issuer.didResolutionMetadata.error === "internalError") {
    reasons.push(reason("ledgerUnavailable", `the issuer ${fields.issuer} could not be resolved: ${String(issuer.didResolutionMetadata.errorMessage)}`, label));
  } else if (issuer.didDocument === null) {
    reasons.push(reason("issuerDidUnresolvable", `the issuer ${fields.issuer} does not resolve: ${String(issuer.didResolutionMetadata.error)}`, label));
  } else if (issuer.didDocumentMetadata.deactivated === true) {
    reasons.push(reason("issuerDidDeactivated", `the issuer ${fields.issuer} is deactivated on the ledger`, label));
  }
  if (fields.validFrom !== undefined && fields.validFrom > ctx.nowMs) reasons.push(reason("credentialNotYetValid", "the credential is not valid yet", label));
  if (fields.validUntil !== undefined && fields.validUntil <= ctx.nowMs)
    reasons.push(reason("credentialExpired", "the credential's expiration date has passed", label));
  const subjectId = fields.subject.id;
  if (ctx.holder !== undefined && typeof subjectId === "string" && subjectId !== ctx.holder) {
    reasons.push(reason("subjectNotHolder", `the credential is about ${subjectId}, not the holder ${ctx.holder}`, label));
  }

  if (status.kind === "unavailable") reasons.push(reason("ledgerUnavailable", status.message, label));
  if (status.kind === "absent") {
    reasons.push(
      reason("statusNotFound", `no credential status ${fields.statusId ?? "(the credential has neither credentialStatus nor id)"} is on the ledger`, label),
    );
  }
  const current = status.kind === "found" ? status.status.claim.currentStatus : undefined;
  if (status.kind === "found") {
    const { issuer: registeredBy, claim } = status.status;
    if (registeredBy !== fields.issuer)
      reasons.push(reason("statusIssuerMismatch", `the ledger's status was registered by ${registeredBy}, not the issuer ${fields.issuer}`, label));
    const code = STATUS_REASONS[claim.currentStatus as keyof typeof STATUS_REASONS];
    const why = claim.statusReason === "" ? "" : ` (${claim.statusReason})`;
    if (code !== undefined) reasons.push(reason(code, `the ledger's status of the credential is ${claim.currentStatus}${why}`, label));
    else if (claim.currentStatus !== "Live")
      reasons.push(reason("statusUnknown", `the ledger's status of the credential is ${JSON.stringify(claim.currentStatus)}`, label));
  }
  return { label, fields, status: current, reasons };
}

type StatusRead = { kind: "found"; status: LedgerCredentialStatus } | { kind: "absent" } | { kind: "unavailable"; message: string };

async function readStatus(ledger: VerificationLedger, id: string | undefined): Promise<StatusRead> {
  if (id === undefined) return { kind: "absent" };
  try {
    const status = await ledger.credentialStatus(id);
    return status === undefined ? { kind: "absent" } : { kind: "found", status };
  } catch (err) {
    if (err instanceof LedgerUnavailableError) return { kind: "unavailable", message: err.message };
    throw err;
  }
}
