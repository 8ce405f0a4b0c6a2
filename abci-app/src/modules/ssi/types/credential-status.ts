import { ErrInvalidCredentialField, ErrInvalidCredentialStatus } from "../errors";

/** The statuses a credential can have (hid-node discussion #141). */
export const STATUS_LIVE = "Live";
export const STATUS_SUSPENDED = "Suspended";
export const STATUS_REVOKED = "Revoked";
export const STATUS_EXPIRED = "Expired";
export const CREDENTIAL_STATUSES: readonly string[] = [STATUS_LIVE, STATUS_SUSPENDED, STATUS_REVOKED, STATUS_EXPIRED];

/** The statusReason the start-of-block expiry writes. */
export const EXPIRED_REASON = "Credential Expired";

/**
 * hid-node v0.1.0's transition table for a status change, checked after the dates:
 * Live → Suspended | Revoked | Expired with a reason (122 without one); Suspended → Live | Revoked | Expired;
 * Revoked and Expired are final. A move to the same status is 120 "already …". A manual Expired is allowed
 * (v0.1.6 forbade it later). A stored status outside the four is 122.
 */
export function checkStatusTransition(from: string, to: string, reason: string): void {
  switch (from) {
    case STATUS_LIVE:
      if (to === from) throw ErrInvalidCredentialStatus.wrap(`credential is already ${to}`);
      if (reason.length === 0) throw ErrInvalidCredentialField.wrap(`claim status reason cannot be empty for claim status ${to}`);
      return;
    case STATUS_SUSPENDED:
      if (to === from) throw ErrInvalidCredentialStatus.wrap(`credential is already ${to}`);
      return;
    case STATUS_REVOKED:
    case STATUS_EXPIRED:
      if (to === from) throw ErrInvalidCredentialStatus.wrap(`credential is already ${to}`);
      throw ErrInvalidCredentialStatus.wrap(`credential cannot be updated from ${from} to ${to}`);
    default:
      throw ErrInvalidCredentialField.wrap(`invalid credential status ${JSON.stringify(from)} in the stored credential`);
  }
}

/** hid-node's sha256 check, an unanchored match: any text holding 64 lower-case hex characters in a row. */
export function isSupportedCredentialHash(hash: string): boolean {
  return /[a-f0-9]{64}/.test(hash);
}
