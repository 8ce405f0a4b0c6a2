import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { decodeAccountPubKey } from "../crypto/pubkey";
import { wellFormedSecp256k1 } from "../crypto/secp256k1";
import { Ed25519Board, fitsBoard, layOutBoard, type Ed25519Job } from "../crypto/ed25519-board";
import { verdictKey } from "../crypto/ed25519-verdicts";
import type { Secp256k1Job, SignaturePool } from "../crypto/signature-pool";
import { keyString } from "../store/bytes";
import type { DecodedTx } from "./decode";
import type { SignatureCache } from "./signature-cache";
import { directSignDigests } from "./sign-doc";

/**
 * The most message bytes one block's board holds; checks beyond are left to the handlers. A block's documents sign
 * about the block's own size (each document's checks share its message), so only a planner that returned a new message
 * per check could come near it: the bound keeps the board's memory within a block's whatever the planners do.
 */
const MAX_BOARD_MESSAGE_BYTES = 64 * 1024 * 1024;
/** The most checks one block's board holds (a full block of CreateDIDs has about 25,000); beyond, the handlers verify. */
const MAX_BOARD_JOBS = 65_536;
/**
 * A tx with more signers is not verified ahead (the ante verifies it in its turn): the SDK's default tx_sig_limit, so
 * a tx the ante may refuse for its keys costs the threads nothing first.
 */
const MAX_PREFETCH_SIGNERS = 7;

export interface SignaturePrefetchOptions {
  readonly pool: SignaturePool;
  readonly cache: SignatureCache;
  /** The pipeline's decoding (cached, so the tx's turn does not decode it again); throws for what does not decode. */
  readonly decode: (bytes: Uint8Array) => DecodedTx;
  /** The pipeline's signers of a decoded tx, in signer-info order; throws for a bad address. */
  readonly signers: (tx: DecodedTx) => Uint8Array[];
  readonly chainId: () => string;
  /** The Ed25519 checks the tx's messages will make (MsgRoute.ed25519Ahead); never throws. */
  readonly ed25519Jobs: (tx: DecodedTx) => Ed25519Job[];
}

/**
 * Verifies transactions' signatures on the signature threads before their turn comes, so that the one thread that
 * runs transactions does not spend most of CheckTx on the curve (docs/performance.md). The sign bytes need each
 * signer's account number, which lives in state; the guess is the number the signer last signed with here
 * (SignatureCache.noteAccountNumber). When all signatures verify, the tx enters the SignatureCache with the numbers
 * used, and the ante skips verifying only if the numbers it reads from state are the same. A wrong guess, an unknown
 * signer, a key not given in the tx or a failed worker simply leave the verification to the ante: nothing here
 * decides anything. The messages' own Ed25519 signatures (the ssi documents' proofs) are verified from their block's
 * proposal on (blockBoard, through ProposalBoards), when the other core has little else to do: not at CheckTx, where a
 * thread verifying them would take the core CometBFT admits transactions with (docs/performance.md, "Sixteenth pass").
 */
export class SignaturePrefetch {
  private readonly inFlight = new Map<string, Promise<void>>();

  constructor(private readonly options: SignaturePrefetchOptions) {}

  /**
   * Starts verifying a transaction's signatures; the promise settles (never rejects) once the SignatureCache holds
   * the outcome. Undefined when there is nothing to wait for.
   */
  prefetch(bytes: Uint8Array): Promise<void> | undefined {
    let tx: DecodedTx;
    try {
      tx = this.options.decode(bytes);
    } catch {
      return undefined;
    }
    // a proposal's txs come again in FinalizeBlock: what is under way or done is not planned twice
    const key = keyString(tx.hash);
    const running = this.inFlight.get(key);
    if (running !== undefined) return running;
    const { pool, cache } = this.options;
    if (cache.lookup(tx.hash) !== undefined) return undefined;
    const planned = this.plan(tx);
    if (planned === undefined) return undefined;
    const done = Promise.all(planned.jobs.map((job) => pool.verifySecp256k1(job)))
      .then((results) => {
        if (results.every((valid) => valid)) cache.remember(tx.hash, planned.accountNumbers);
      })
      .catch(() => undefined)
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, done);
    return done;
  }

  /**
   * Lays a block's Ed25519 checks out on a board (crypto/ed25519-board.ts) and hands it to the signature threads, which
   * verify them while the block runs; undefined when there is nothing to verify or no thread to do it. A check that
   * cannot be planned is left to its handler.
   */
  blockBoard(txs: readonly Uint8Array[]): Ed25519Board | undefined {
    const { decode, ed25519Jobs, pool } = this.options;
    const jobs: Ed25519Job[] = [];
    const keys: string[] = [];
    const planned = new Set<string>();
    // a document's checks share one message object: it is counted, hashed (messageDigest) and laid out once
    const messages = new Set<Uint8Array>();
    let messageBytes = 0;
    for (const bytes of txs) {
      if (jobs.length === MAX_BOARD_JOBS) break;
      let tx: DecodedTx;
      try {
        tx = decode(bytes);
      } catch {
        continue;
      }
      for (const job of ed25519Jobs(tx)) {
        if (!fitsBoard(job)) continue;
        if (!messages.has(job.message)) {
          if (messageBytes + job.message.length > MAX_BOARD_MESSAGE_BYTES) continue;
          messageBytes += job.message.length;
          messages.add(job.message);
        }
        const key = verdictKey(job);
        if (planned.has(key) || jobs.length === MAX_BOARD_JOBS) continue;
        planned.add(key);
        jobs.push(job);
        keys.push(key);
      }
    }
    if (jobs.length === 0) return undefined;
    const layout = layOutBoard(jobs, (bytes) => pool.boardBuffer(bytes));
    return pool.verifyBoard(layout) ? new Ed25519Board(layout, keys) : undefined;
  }

  /** The verification jobs of a tx whose every signature can be checked ahead, or undefined. */
  private plan(tx: DecodedTx): { accountNumbers: bigint[]; jobs: Secp256k1Job[] } | undefined {
    let signers: Uint8Array[];
    try {
      signers = this.options.signers(tx);
    } catch {
      return undefined;
    }
    if (signers.length !== tx.signerInfos.length || signers.length !== tx.signatures.length) return undefined;
    if (signers.length > MAX_PREFETCH_SIGNERS) return undefined;
    const digestFor = directSignDigests(tx.bodyBytes, tx.authInfoBytes, this.options.chainId(), signers.length);
    const accountNumbers: bigint[] = [];
    const jobs: Secp256k1Job[] = [];
    for (const [i, info] of tx.signerInfos.entries()) {
      const accountNumber = this.options.cache.accountNumberOf(signers[i]!);
      if (accountNumber === undefined || info.publicKey === undefined || info.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT) return undefined;
      let publicKey: Uint8Array;
      try {
        const key = decodeAccountPubKey(info.publicKey);
        if (key.type !== "secp256k1") return undefined;
        publicKey = key.key;
      } catch {
        return undefined;
      }
      const signature = tx.signatures[i]!;
      if (!wellFormedSecp256k1(signature, publicKey)) return undefined;
      const digest = digestFor(accountNumber);
      accountNumbers.push(accountNumber);
      jobs.push({ digest, signature, publicKey });
    }
    return { accountNumbers, jobs };
  }
}
