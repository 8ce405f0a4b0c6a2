/**
 * Keeps CometBFT's mempool full with pre-signed transactions: `concurrency` broadcast_tx_sync requests in flight,
 * each for a different account, every account sending its transactions in sequence order, the next one only after
 * CheckTx accepted the previous one.
 *
 * CometBFT v0.38 checks the mempool's size before CheckTx and again after it; a transaction that passed CheckTx
 * but found the mempool full by then is dropped without telling the client (clist_mempool.go resCbFirstTime),
 * so that account's later transactions arrive with a sequence gap. Their rejection says which sequence the
 * application expects, and the account goes back to it.
 */
import { RpcError, type RpcCaller } from "./rpc";

export interface LoadAccount {
  /** Signed with sequences 0, 1, 2, …. */
  readonly txs: Uint8Array[];
  next: number;
}

export interface Submission {
  /** performance.now() when the broadcast_tx_sync that CheckTx accepted was sent (the last one, if sent again). */
  acceptedSentAt: number;
  /** How long that broadcast_tx_sync took: CometBFT's queue and batching, and the application's CheckTx. */
  roundTripMs: number;
  acceptances: number;
}

export interface SendLoadOptions {
  readonly rpc: RpcCaller;
  readonly accounts: LoadAccount[];
  readonly concurrency: number;
  /** Resolves when the mempool may have room again: CometBFT empties it only at a commit. */
  readonly mempoolMayHaveRoom: () => Promise<void>;
}

interface BroadcastResult {
  readonly code: number;
  readonly codespace: string;
  readonly log: string;
  readonly hash: string;
}

const ERR_WRONG_SEQUENCE = 32;

export class SendLoad {
  /** Accepted transactions by hash (upper-case hex, as CometBFT reports it). */
  readonly submissions = new Map<string, Submission>();
  readonly rejectedByCode = new Map<number, number>();
  /** The first rejection's "codespace: log" for each code. */
  readonly firstRejectionLog = new Map<number, string>();
  /** JSON-RPC errors other than a full mempool, by message with the numbers blanked. */
  readonly errors = new Map<string, number>();
  mempoolFull = 0;
  /** performance.now() of every "mempool is full" answer. */
  readonly mempoolFullAt: number[] = [];
  sequenceRewinds = 0;
  /** Accounts that sent all their transactions, or stopped after a rejection other than a sequence gap. */
  finishedAccounts = 0;

  private readonly ready: number[];
  private stopping = false;
  private workers: Promise<void>[] = [];

  constructor(private readonly options: SendLoadOptions) {
    this.ready = options.accounts.map((_, i) => i);
  }

  start(): void {
    this.workers = Array.from({ length: this.options.concurrency }, () => this.work());
  }

  /** Stops sending and waits for the requests in flight; calling it again changes nothing. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.workers);
  }

  private async work(): Promise<void> {
    while (!this.stopping) {
      const index = this.ready.shift();
      if (index === undefined) {
        if (this.finishedAccounts === this.options.accounts.length) return;
        await sleep(10);
        continue;
      }
      const account = this.options.accounts[index]!;
      if ((await this.sendNext(account)) && account.next < account.txs.length) this.ready.push(index);
      else this.finishedAccounts++;
    }
  }

  /** Sends the account's next transaction; false when the account cannot go on. */
  private async sendNext(account: LoadAccount): Promise<boolean> {
    const sentAt = performance.now();
    let result: BroadcastResult;
    try {
      result = await this.options.rpc.call<BroadcastResult>("broadcast_tx_sync", { tx: Buffer.from(account.txs[account.next]!).toString("base64") });
    } catch (err) {
      const reason = err instanceof RpcError ? err.data : String(err);
      if (reason.includes("mempool is full")) {
        this.mempoolFull++;
        this.mempoolFullAt.push(sentAt);
        await Promise.race([this.options.mempoolMayHaveRoom(), sleep(1_000)]);
      } else {
        increment(this.errors, reason.replace(/\d+/g, "N"));
        // Already in the mempool: CheckTx accepted it before, so the account moves on.
        if (reason.includes("tx already exists in cache")) account.next++;
        else await sleep(100);
      }
      return true;
    }
    if (result.code === 0) {
      const roundTripMs = performance.now() - sentAt;
      const seen = this.submissions.get(result.hash);
      if (seen === undefined) this.submissions.set(result.hash, { acceptedSentAt: sentAt, roundTripMs, acceptances: 1 });
      else {
        seen.acceptedSentAt = sentAt;
        seen.roundTripMs = roundTripMs;
        seen.acceptances++;
      }
      account.next++;
      return true;
    }
    increment(this.rejectedByCode, result.code);
    if (!this.firstRejectionLog.has(result.code)) this.firstRejectionLog.set(result.code, `${result.codespace}: ${result.log}`);
    const expected = result.code === ERR_WRONG_SEQUENCE ? /expected (\d+)/.exec(result.log) : null;
    if (expected === null) return false;
    account.next = Number(expected[1]);
    this.sequenceRewinds++;
    return true;
  }
}

function increment<K>(counts: Map<K, number>, key: K): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
