import type { Context } from "../../../module-kit/context";
import { ErrInvalidCredentialField, ErrInvalidCredentialHash, ErrInvalidCredentialStatus, ErrInvalidDate } from "../errors";
import { credentialStatusEvent } from "../events";
import type { SsiModuleKeeper } from "../keeper/keeper";
import type { StoredCredential } from "../keeper/view";
import { checkProofDates, parseValidityPeriod } from "../types/credential-dates";
import { checkStatusTransition, CREDENTIAL_STATUSES, isSupportedCredentialHash, STATUS_LIVE } from "../types/credential-status";
import { Claim, CredentialProof, CredentialStatus, type Credential } from "../types/generated/ssi/v1/credential";
import type { MsgRegisterCredentialStatus, MsgRegisterCredentialStatusResponse } from "../types/generated/ssi/v1/tx";
import { validateCredentialId } from "../types/ids";
import { compareInstants } from "../../../types/rfc3339";
import { upperHexSha256 } from "../types/version";
import { verifyAssertionSignature } from "../verification/signatures";
import { activeAuthorDid, operationSignBytes } from "./common";

/**
 * RegisterCredentialStatus: registers a new credential status (Live), or changes a registered one. The
 * claim id is checked first (122/123/117/116). The credential count counts registrations only, so a
 * change answers the current count (hid-node counted changes too).
 */
export function registerCredentialStatus(ctx: Context, keeper: SsiModuleKeeper, msg: MsgRegisterCredentialStatus): MsgRegisterCredentialStatusResponse {
  const status = msg.credentialStatus ?? CredentialStatus.fromPartial({});
  const claim = status.claim ?? Claim.fromPartial({});
  const proof = msg.proof ?? CredentialProof.fromPartial({});
  validateCredentialId(claim.id, keeper.getChainNamespace(ctx));
  const stored = keeper.getCredential(ctx, claim.id);
  const credential: Credential = { ...status, claim, proof };
  if (stored === undefined) {
    checkRegistration(ctx, keeper, status, claim, proof);
    const id = keeper.registerCredential(ctx, credential);
    ctx.events.emit(credentialStatusEvent(true, claim.id, claim.currentStatus, msg.creator));
    return { id };
  }
  checkChange(ctx, keeper, stored, status, claim, proof);
  keeper.updateCredential(ctx, credential);
  ctx.events.emit(credentialStatusEvent(false, claim.id, claim.currentStatus, msg.creator));
  return { id: keeper.getCredentialCount(ctx) };
}

/**
 * A new status, checks in hid-node's order: Live (120), issuer registered (sdk 22) and active (114), dates
 * RFC 3339 with expiration ≥ issuance (121), proof created = updated within them (121), credentialHash
 * holding a SHA-256 hex digest (124), the issuer's assertion-method signature (107).
 */
function checkRegistration(ctx: Context, keeper: SsiModuleKeeper, status: CredentialStatus, claim: Claim, proof: CredentialProof): void {
  if (claim.currentStatus !== STATUS_LIVE) throw ErrInvalidCredentialStatus.wrap(`expected credential status to be ${STATUS_LIVE}, got ${claim.currentStatus}`);
  const issuer = activeAuthorDid(ctx, keeper, status.issuer, "issuer's", "register a credential status");
  const period = parseValidityPeriod(status.issuanceDate, status.expirationDate);
  checkProofDates(proof, period, true);
  if (!isSupportedCredentialHash(status.credentialHash)) throw ErrInvalidCredentialHash.wrap("supported hashing algorithms: sha256");
  const bytes = operationSignBytes(ctx, keeper, "RegisterCredentialStatus", "", CredentialStatus.encode(status).finish());
  verifyAssertionSignature(ctx, keeper, issuer, proof.verificationMethod, proof.proofValue, bytes);
}

/**
 * A status change, checks in hid-node's order: a known status (120), issuer registered (sdk 22), active
 * (114) and the stored issuer (122), dates time-equal to the stored ones (121), proof updated ≥ 1 s after
 * created, created within the dates (121), the transition table (120/122), the issuer's signature (107)
 * whose payload version is the hash of the stored record, so it cannot be replayed once the status moved.
 * credentialHash is not re-checked and is overwritten, as in hid-node.
 */
function checkChange(ctx: Context, keeper: SsiModuleKeeper, stored: StoredCredential, status: CredentialStatus, claim: Claim, proof: CredentialProof): void {
  const old = stored.credential;
  if (!CREDENTIAL_STATUSES.includes(claim.currentStatus)) {
    throw ErrInvalidCredentialStatus.wrap(`expected credential status to be one of ${CREDENTIAL_STATUSES.join(", ")}, got ${claim.currentStatus}`);
  }
  const issuer = activeAuthorDid(ctx, keeper, status.issuer, "issuer's", "change a credential status");
  if (status.issuer !== old.issuer) throw ErrInvalidCredentialField.wrap(`issuer ${status.issuer} is not the issuer of credential ${claim.id}`);
  const period = parseValidityPeriod(status.issuanceDate, status.expirationDate);
  const oldPeriod = parseValidityPeriod(old.issuanceDate, old.expirationDate);
  if (compareInstants(period.issuance, oldPeriod.issuance) !== 0)
    throw ErrInvalidDate.wrap(`issuance date should be same, new issuance date provided : ${status.issuanceDate}`);
  if (compareInstants(period.expiration, oldPeriod.expiration) !== 0) {
    throw ErrInvalidDate.wrap(`expiration date should be same, new expiration date provided : ${status.expirationDate}`);
  }
  checkProofDates(proof, period, false);
  checkStatusTransition(old.claim?.currentStatus ?? "", claim.currentStatus, claim.statusReason);
  const bytes = operationSignBytes(ctx, keeper, "RegisterCredentialStatus", upperHexSha256(stored.bytes), CredentialStatus.encode(status).finish());
  verifyAssertionSignature(ctx, keeper, issuer, proof.verificationMethod, proof.proofValue, bytes);
}
