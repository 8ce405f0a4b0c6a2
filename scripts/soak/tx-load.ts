import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { MAX_ANY_DEPTH, MAX_UNKNOWN_GROUP_DEPTH } from "../../abci-app/src/tx/limits";
import { signedTx, type Sender } from "../bench/chain";
import { nestedExec, withNestedGroups } from "../bench/hostile-txs";
import type { Random } from "../bench/random";
import { RpcError, type RpcClient } from "../bench/rpc";
import type { SoakNode } from "./nodes";

/** A transfer the run sent, and what became of it. */
export interface SentTransfer {
  readonly hash: string;
  readonly from: string;
  readonly to: string;
  readonly amount: bigint;
  /** Set once a node's index reported it committed: its height and code. */
  committed?: { height: number; code: number };
}

export interface HostileTally {
  sent: number;
  admitted: number;
  /** Refused, by `codespace/code` (or CometBFT's own refusal). */
  readonly refused: Map<string, number>;
  /** Answers that were neither: a transport error while the node was up. */
  readonly unexpected: Map<string, number>;
}

export interface NodeClient {
  readonly node: SoakNode;
  readonly rpc: RpcClient;
}

const CONFIRM_TIMEOUT_MS = 20_000;

/**
 * Valid transfers from one funded sender to the others, one at a time (send, wait for its commit, send the next), so
 * that every committed transfer is known with its height. A transfer lost with a killed node's mempool makes the
 * sender read its sequence back from the chain.
 */
export async function transferLoop(options: {
  readonly chainId: string;
  readonly sender: Sender;
  readonly others: readonly Sender[];
  readonly target: () => RpcClient | undefined;
  readonly random: Random;
  readonly sent: SentTransfer[];
  readonly running: () => boolean;
}): Promise<void> {
  const { sender, random } = options;
  while (options.running()) {
    const rpc = options.target();
    if (rpc === undefined) {
      await sleep(500);
      continue;
    }
    const to = random.pick(options.others);
    const amount = BigInt(1 + random.int(1_000));
    const tx = signedTx(sender, [send(sender.address, to.address, amount)], options.chainId);
    let hash: string;
    try {
      const result = await rpc.call<{ code: number; hash: string }>("broadcast_tx_sync", { tx: Buffer.from(tx).toString("base64") });
      if (result.code !== 0) {
        await resyncSequence(rpc, sender);
        continue;
      }
      hash = result.hash;
    } catch {
      await sleep(500);
      await resyncSequence(rpc, sender).catch(() => undefined);
      continue;
    }
    const transfer: SentTransfer = { hash, from: sender.address, to: to.address, amount };
    options.sent.push(transfer);
    const committed = await waitForCommit(options.target, hash);
    if (committed !== undefined) transfer.committed = committed;
    else await resyncSequence(rpc, sender).catch(() => undefined);
  }
}

/**
 * Transactions an attacker sends, each to a node that is up: nested past the limits, groups in the body past the
 * limit, bytes that do not decode, unregistered message types, and the deepest valid ones (admitted). Every answer is
 * counted.
 */
export async function hostileLoop(options: {
  readonly chainId: string;
  readonly sender: Sender;
  readonly nodes: () => readonly NodeClient[];
  readonly random: Random;
  readonly tally: HostileTally;
  readonly intervalMs: number;
  readonly running: () => boolean;
}): Promise<void> {
  const { random, sender, tally } = options;
  while (options.running()) {
    await sleep(options.intervalMs);
    const up = options.nodes().filter((n) => n.node.up);
    if (up.length === 0) continue;
    const target = random.pick(up);
    const self = send(sender.address, sender.address, 1n);
    const kinds: (() => Uint8Array)[] = [
      () => signedTx(sender, [nestedExec(self, sender.address, MAX_ANY_DEPTH + 1 + random.int(5_000))], options.chainId),
      () => signedTx(sender, [nestedExec(self, sender.address, MAX_ANY_DEPTH)], options.chainId),
      () => withGroups(signedTx(sender, [self], options.chainId), MAX_UNKNOWN_GROUP_DEPTH + 1 + random.int(100_000)),
      () => random.bytes(random.int(2_000)),
      () => signedTx(sender, [{ typeUrl: "/not.a.registered.Type", value: random.bytes(20) }], options.chainId),
    ];
    const tx = random.pick(kinds)();
    tally.sent++;
    try {
      const result = await target.rpc.call<{ code: number; codespace: string }>("broadcast_tx_sync", { tx: Buffer.from(tx).toString("base64") });
      if (result.code === 0) tally.admitted++;
      else count(tally.refused, `${result.codespace}/${result.code}`);
    } catch (err) {
      // CometBFT refuses a transaction it has seen, or one bigger than it takes: its own typed answers.
      if (err instanceof RpcError) count(tally.refused, `CometBFT: ${err.data.replace(/[0-9A-F]{64}/g, "<hash>").slice(0, 50)}`);
      else if (target.node.settled) count(tally.unexpected, `transport: ${(err as Error).message}`);
    }
    // A refused transaction did not use the sequence, an admitted one may never be committed: ask the chain.
    await resyncSequence(target.rpc, sender).catch(() => undefined);
  }
}

/** A transaction in a node's index: its height and code; undefined when the node does not have it. */
export async function findTx(rpc: RpcClient, hash: string): Promise<{ height: number; code: number } | undefined> {
  try {
    const found = await rpc.call<{ height: string; tx_result: { code?: number } }>("tx", { hash: Buffer.from(hash, "hex").toString("base64") });
    return { height: Number(found.height), code: found.tx_result.code ?? 0 };
  } catch {
    return undefined;
  }
}

function send(from: string, to: string, amount: bigint): Any {
  return {
    typeUrl: "/cosmos.bank.v1beta1.MsgSend",
    value: MsgSend.encode({ fromAddress: from, toAddress: to, amount: [{ denom: "uhid", amount: amount.toString() }] }).finish(),
  };
}

/** A signed transaction with groups nested in a non-critical field appended to its body. */
function withGroups(tx: Uint8Array, depth: number): Uint8Array {
  const raw = TxRaw.decode(tx);
  return TxRaw.encode({ ...raw, bodyBytes: withNestedGroups(raw.bodyBytes, depth) }).finish();
}

async function waitForCommit(target: () => RpcClient | undefined, hash: string): Promise<{ height: number; code: number } | undefined> {
  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  while (Date.now() < deadline) {
    await sleep(500);
    const rpc = target();
    const found = rpc === undefined ? undefined : await findTx(rpc, hash);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Sets the sender's next sequence to what the node's committed state says. */
async function resyncSequence(rpc: RpcClient, sender: Sender): Promise<void> {
  const query = await rpc.call<{ response: { code: number; value: string | null } }>("abci_query", {
    path: "/cosmos.auth.v1beta1.Query/Account",
    data: Buffer.from(QueryAccountRequest.encode({ address: sender.address }).finish()).toString("hex"),
  });
  if (query.response.code !== 0 || query.response.value === null) return;
  const account = QueryAccountResponse.decode(Buffer.from(query.response.value, "base64")).account;
  if (account !== undefined) sender.sequence = BaseAccount.decode(account.value).sequence;
}

function count(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
