import { sha256Latin1 } from "../types/hash";
import { latin1 } from "../types/latin1";
import { verifyEd25519 } from "./ed25519";
import type { Ed25519Board } from "./ed25519-board";
import type { Ed25519Job } from "./ed25519-board";

/**
 * verifyEd25519 with, while a block runs, the verdicts a signature thread reaches on the block's board
 * (crypto/ed25519-board.ts), found by message digest, signature and key. A verdict is a pure function of those three,
 * so a handler that finds one decides exactly what it would have decided verifying itself; it only skips the
 * 50-150 µs of OpenSSL. Outside a block, and for a check the board does not hold, it verifies here.
 */
export class Ed25519Verdicts {
  /** The board of the block running now (`during`). */
  private board: Ed25519Board | undefined;

  verify(message: Uint8Array, signature: Uint8Array, publicKey: Uint8Array): boolean {
    const board = this.board;
    if (board === undefined) return verifyEd25519(message, signature, publicKey);
    const taken = board.take(verdictKey({ message, signature, publicKey }));
    if (taken !== undefined && "verdict" in taken) return taken.verdict;
    const valid = verifyEd25519(message, signature, publicKey);
    if (taken !== undefined) board.settle(taken.claimed, valid);
    return valid;
  }

  /** Runs `work` (a block) with the verdicts of `board` at hand; the board is dropped when `work` returns or throws. */
  during<T>(board: Ed25519Board | undefined, work: () => T): T {
    if (board === undefined) return work();
    this.board = board;
    try {
      return work();
    } finally {
      this.board = undefined;
    }
  }
}

/**
 * The verdicts every app in this process shares. They hold no state of any chain, only facts about the curve, so
 * the handlers that verify (modules/ssi/verification) can reach them without the app handing them down.
 */
export const ed25519Verdicts = new Ed25519Verdicts();

/**
 * The digests of messages lately checked or planned, by message object: a document's sign bytes are hashed when its
 * block's board is planned and again when the handler looks its verdicts up (modules/ssi/handlers/create-did.ts hands
 * both the same bytes). Messages are sign bytes made for the check, which nothing writes once made.
 */
const digests = new WeakMap<Uint8Array, string>();

/** sha256Latin1 of the message, once per message object. */
function messageDigest(message: Uint8Array): string {
  let digest = digests.get(message);
  if (digest === undefined) {
    digest = sha256Latin1(message);
    digests.set(message, digest);
  }
  return digest;
}

/**
 * A job's key on a board: the message's digest, the signature and the key, with their lengths first so that no two
 * jobs share one.
 */
export function verdictKey({ message, signature, publicKey }: Ed25519Job): string {
  return `${signature.length},${publicKey.length}:${messageDigest(message)}${latin1(signature)}${latin1(publicKey)}`;
}
