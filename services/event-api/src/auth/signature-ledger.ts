/**
 * Remembers the signatures already accepted, so a captured request cannot be replayed while it is still valid.
 * Keyed by the message hash: a request is new only if its message is.
 */
export interface SignatureLedger {
  /** Records the signature until `expiresAtSeconds`; false when it was already recorded (a replay). */
  claim(messageHash: string, expiresAtSeconds: number): Promise<boolean>;
}

/** A ledger for one process (tests); the service uses the database's, which every instance shares. */
export class MemorySignatureLedger implements SignatureLedger {
  private readonly expiries = new Map<string, number>();

  constructor(private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000)) {}

  async claim(messageHash: string, expiresAtSeconds: number): Promise<boolean> {
    const now = this.nowSeconds();
    for (const [hash, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(hash);
    if (this.expiries.has(messageHash)) return false;
    this.expiries.set(messageHash, expiresAtSeconds);
    return true;
  }
}
