import { keyString } from "../store/bytes";
import { GenerationalCache } from "../types/generational-cache";

/**
 * Remembers transactions whose signatures passed verification, in CheckTx or ahead of their turn on the signature
 * threads (signature-prefetch.ts), by tx hash, with the account number each signature was verified against. Sign
 * bytes are a function of the tx bytes, the chain id and the signer's account number, and a signer's public key is
 * bound to its address; so the same tx signed for the same account numbers needs no second verification.
 */
export class SignatureCache {
  private readonly verified: GenerationalCache<string, readonly bigint[]>;
  private readonly accountNumbers: GenerationalCache<string, bigint>;

  /** `generationEntries`: two generations are kept (types/generational-cache.ts), more than a mempool each. */
  constructor(generationEntries = 50_000) {
    this.verified = new GenerationalCache(generationEntries);
    this.accountNumbers = new GenerationalCache(generationEntries);
  }

  /** Notes a signer's account number as the ante found it, for verifying its later transactions ahead of their turn. */
  noteAccountNumber(signer: Uint8Array, accountNumber: bigint): void {
    this.accountNumbers.set(keyString(signer), accountNumber);
  }

  /** The account number a signer last signed with here: a guess (signature-prefetch.ts), which the ante checks. */
  accountNumberOf(signer: Uint8Array): bigint | undefined {
    return this.accountNumbers.get(keyString(signer));
  }

  remember(txHash: Uint8Array, accountNumbers: readonly bigint[]): void {
    this.verified.set(keyString(txHash), accountNumbers);
  }

  /** The account numbers a tx's signatures were verified against, if it passed CheckTx here or was verified ahead. */
  lookup(txHash: Uint8Array): readonly bigint[] | undefined {
    return this.verified.get(keyString(txHash));
  }

  forget(txHash: Uint8Array): void {
    this.verified.delete(keyString(txHash));
  }

  get size(): number {
    return this.verified.size;
  }
}
