import { GenerationalCache } from "../types/generational-cache";
import { sha256Latin1 } from "../types/hash";
import { verifyEd25519 } from "./ed25519";
import type { Ed25519Job } from "./signature-pool";

/** Per generation (two are kept): more than a mempool of CreateDIDs; an entry is about 200 bytes. */
const GENERATION_ENTRIES = 10_000;

/**
 * verifyEd25519 with the verdicts reached ahead of time on the signature threads (tx/signature-prefetch.ts), by
 * message digest, signature and key. A verdict is a pure function of those three, so a handler that finds one
 * decides exactly what it would have decided verifying itself; it only skips the 50-150 µs of OpenSSL. What is not
 * known is verified here and not kept: the memo holds only what was planned ahead.
 */
export class Ed25519Verdicts {
  private readonly known: GenerationalCache<string, boolean>;

  constructor(generationEntries = GENERATION_ENTRIES) {
    this.known = new GenerationalCache(generationEntries);
  }

  remember(job: Ed25519Job, valid: boolean): void {
    this.known.set(verdictKey(job), valid);
  }

  has(job: Ed25519Job): boolean {
    return this.known.get(verdictKey(job)) !== undefined;
  }

  verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
    return this.known.get(verdictKey({ message, signature, publicKey })) ?? verifyEd25519(message, signature, publicKey);
  }
}

/**
 * The verdicts every app in this process shares. They hold no state of any chain, only facts about the curve, so
 * the handlers that verify (modules/ssi/verification) can reach them without the app handing them down.
 */
export const ed25519Verdicts = new Ed25519Verdicts();

function verdictKey({ message, signature, publicKey }: Ed25519Job): string {
  // lengths first, so that no two different triples share a key
  return `${signature.length},${publicKey.length}:` + sha256Latin1(message) + latin1(signature) + latin1(publicKey);
}

// Not store/bytes' keyString: crypto sits below the store's layer (tests/unit/architecture/layers.test.ts).
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
