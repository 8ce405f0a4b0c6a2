import type { Context } from "../../../module-kit/context";
import { credentialExpiredEvent } from "../events";
import { EXPIRED_REASON, STATUS_EXPIRED } from "../types/credential-status";
import { Claim, CredentialProof, type Credential } from "../types/generated/ssi/v1/credential";
import { credentialIdOfExpiryKey, encodeExpiry } from "../types/keys";
import { formatRfc3339, instantOf } from "../../../types/rfc3339";
import { expiryIndexStore } from "./store";
import type { StoredCredential } from "./view";

/** What the expiry needs of the keeper. */
export interface ExpiryKeeper {
  getCredential(ctx: Context, id: string): StoredCredential | undefined;
  updateCredential(ctx: Context, credential: Credential): void;
}

/**
 * The seed's start-of-block rule: a credential whose expirationDate is before the block time becomes
 * Expired, statusReason "Credential Expired", proof.updated = block time, written back under its id. Only
 * the index entries below the block time are read, so the cost follows the number of credentials that
 * expire, not the number stored. Each entry is deleted once handled, so a credential expires once; one
 * already Expired (set by its issuer) only loses its entry. Revoked and Suspended credentials expire too.
 * Emits `credential_expired` per credential. Returns how many expired.
 */
export function expireDueCredentials(ctx: Context, keeper: ExpiryKeeper): number {
  const now = instantOf(ctx.time);
  const index = expiryIndexStore(ctx);
  // Collected first: the index is changed below.
  const due = [...index.iterator(undefined, encodeExpiry(now))].map(([key]) => key);
  const updated = formatRfc3339(now);
  let expired = 0;
  for (const key of due) {
    index.delete(key);
    const stored = keeper.getCredential(ctx, credentialIdOfExpiryKey(key));
    if (stored === undefined) continue;
    const credential = stored.credential;
    const claim = credential.claim ?? Claim.fromPartial({});
    if (claim.currentStatus === STATUS_EXPIRED) continue;
    keeper.updateCredential(ctx, {
      ...credential,
      claim: { ...claim, currentStatus: STATUS_EXPIRED, statusReason: EXPIRED_REASON },
      proof: { ...(credential.proof ?? CredentialProof.fromPartial({})), updated },
    });
    ctx.events.emit(credentialExpiredEvent(claim.id, credential.expirationDate));
    expired++;
  }
  return expired;
}
