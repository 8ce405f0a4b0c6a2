/**
 * ABCI benchmark: CheckTx throughput (in process and over a TCP socket with CometBFT's pipelining), ReCheck, and
 * FinalizeBlock+Commit for blocks of 1,000 and 10,000 bank sends, with signatures already verified in
 * CheckTx (the normal path) and verified in the block (a block from a peer's mempool), plus the cost of the
 * commit itself. Each is measured with every signature verified on the main thread (sig-verify-threads = 0) and with
 * signature threads (the machine's default `sig-verify-threads`, at least 2), which verify ahead of each request's turn
 * what a signer's earlier transaction taught them: the senders each send one transaction first, untimed, as on a node
 * that has seen them before. Run with `npm run bench:abci` (`-- --sig-verify-threads N` sets the threaded runs' count).
 */
import { parseArgs } from "node:util";
import { CheckTxType, type ResponseCheckTx } from "cosmjs-types/tendermint/abci/types";
import { AbciClient } from "../abci-app/src/abci/client";
import { AbciServer } from "../abci-app/src/abci/server";
import type { OpenedApp } from "../abci-app/src/app/open";
import { secp256k1VerifierName } from "../abci-app/src/crypto/secp256k1";
import { defaultSigVerifyThreads } from "../abci-app/src/node/config";
import { silentLogger } from "../lib/logger";
import {
  benchAppState,
  checkAll,
  expectAccepted,
  finalizeAndCommit,
  freshChain,
  makeSenders,
  median,
  oneUhidSend,
  perSecond,
  signedTx,
  type Sender,
} from "./bench/chain";

const SENDERS = 1_000;
const RUNS = 3;

/** `count` sends of 1uhid, round-robin over the senders, each to the next sender. */
function sends(senders: Sender[], count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, i) => {
    const from = senders[i % senders.length]!;
    return signedTx(from, [oneUhidSend(from, senders[(i + 1) % senders.length]!.address)]);
  });
}

async function chainWith(senders: Sender[], threads: number) {
  for (const s of senders) s.sequence = 0n;
  const chain = await freshChain((opened) => benchAppState(opened, senders), threads);
  if (threads > 0) await teachAccountNumbers(chain.opened, senders);
  return chain;
}

/** One committed send per sender: the ante notes each signer's account number, which the signature threads need. */
async function teachAccountNumbers(opened: OpenedApp, senders: Sender[]): Promise<void> {
  const txs = sends(senders, senders.length);
  expectAccepted(checkAll(opened, txs), "CheckTx");
  expectAccepted((await finalizeAndCommit(opened, txs)).response.txResults, "the first block");
}

function threadsLabel(threads: number): string {
  return threads === 0 ? "signatures on the main thread" : `${threads} signature threads`;
}

/** CometBFT's order without the socket: each request prepared (Application.prepare) as it arrives, run in turn. */
async function checkAllPrepared(opened: OpenedApp, txs: Uint8Array[]): Promise<ResponseCheckTx[]> {
  const requests = txs.map((tx) => ({ checkTx: { tx, type: CheckTxType.NEW } }));
  const ready = requests.map((request) => opened.app.prepare(request));
  const responses: ResponseCheckTx[] = [];
  for (const [i, request] of requests.entries()) {
    await ready[i];
    responses.push(opened.app.checkTx(request.checkTx));
  }
  return responses;
}

async function checkTxInProcess(senders: Sender[], count: number, threads: number): Promise<string> {
  const chain = await chainWith(senders, threads);
  const txs = sends(senders, count);
  const t0 = performance.now();
  const responses = await checkAllPrepared(chain.opened, txs);
  const ms = performance.now() - t0;
  expectAccepted(responses, "CheckTx");
  await chain.close();
  return `CheckTx, in process, ${threadsLabel(threads)}: ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

/** As CometBFT's mempool connection does: async CheckTx requests, a Flush every 100 (its 20 ms timer under load). */
async function checkTxOverSocket(senders: Sender[], count: number, threads: number): Promise<string> {
  const chain = await chainWith(senders, threads);
  const server = new AbciServer(chain.opened.app, { logger: silentLogger });
  const client = await AbciClient.connect(await server.listen("tcp://127.0.0.1:0"));
  // an empty tx (refused) makes the connection the mempool one, as CometBFT's first CheckTx does
  await Promise.all([client.send({ checkTx: { tx: new Uint8Array(), type: CheckTxType.NEW } }), client.flush()]);
  const txs = sends(senders, count);
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < txs.length; i++) {
    pending.push(client.send({ checkTx: { tx: txs[i]!, type: CheckTxType.NEW } }));
    if (i % 100 === 99) await client.flush();
  }
  await client.flush();
  const responses = (await Promise.all(pending)).map((r) => r.checkTx!);
  const ms = performance.now() - t0;
  expectAccepted(responses, "CheckTx");
  client.close();
  await server.close();
  await chain.close();
  return `CheckTx, over TCP (pipelined, Flush every 100), ${threadsLabel(threads)}: ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

/**
 * ReCheck as CometBFT runs it after every commit for what is left in the mempool: `count` sends admitted by CheckTx,
 * an empty block committed (the check state starts again from it), then each send rechecked in mempool order. The
 * transactions are decoded and their signatures verified already, so this is the ante's state work alone.
 */
async function recheck(senders: Sender[], count: number): Promise<string> {
  const chain = await chainWith(senders, 0);
  const txs = sends(senders, count);
  expectAccepted(checkAll(chain.opened, txs), "CheckTx");
  await finalizeAndCommit(chain.opened, []);
  const t0 = performance.now();
  const responses = txs.map((tx) => chain.opened.app.checkTx({ tx, type: CheckTxType.RECHECK }));
  const ms = performance.now() - t0;
  expectAccepted(responses, "ReCheck");
  await chain.close();
  return `ReCheck after a commit, in process: ${perSecond(count, ms)} tx/s, ${((ms * 1000) / count).toFixed(0)} µs per tx (${count} txs in ${ms.toFixed(0)} ms)`;
}

/** One block of `size` sends on a fresh chain, run RUNS times; medians of FinalizeBlock and Commit. */
async function block(senders: Sender[], size: number, checkedFirst: boolean, threads: number): Promise<string> {
  const finalize: number[] = [];
  const commit: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chain = await chainWith(senders, threads);
    const txs = sends(senders, size);
    if (checkedFirst) expectAccepted(await checkAllPrepared(chain.opened, txs), "CheckTx");
    const { finalizeMs, commitMs, response } = await finalizeAndCommit(chain.opened, txs, { prepared: true });
    expectAccepted(response.txResults, "transactions in the block");
    await chain.close();
    finalize.push(finalizeMs);
    commit.push(commitMs);
  }
  const f = median(finalize);
  const c = median(commit);
  const how = checkedFirst ? "signatures verified in CheckTx" : "signatures verified in the block";
  return `block of ${size.toLocaleString("en")} sends (${how}), ${threadsLabel(threads)}: FinalizeBlock ${f.toFixed(0)} ms + Commit ${c.toFixed(0)} ms = ${perSecond(size, f + c)} tx/s (median of ${RUNS})`;
}

/** `--sig-verify-threads N` (at least 1): the threaded runs' signature threads; the machine's default, at least 2, without it. */
function threadsOption(): number {
  const { values } = parseArgs({ options: { "sig-verify-threads": { type: "string" } } });
  const given = values["sig-verify-threads"];
  if (given === undefined) return Math.max(2, defaultSigVerifyThreads());
  const threads = Number(given);
  if (!Number.isSafeInteger(threads) || threads < 1 || threads > 16) throw new Error(`--sig-verify-threads takes 1 to 16, got ${given}`);
  return threads;
}

async function main(): Promise<void> {
  const threads = threadsOption();
  const senders = makeSenders(SENDERS);
  console.log(`idledger ABCI benchmark: ${SENDERS} funded senders, 1uhid MsgSend per tx, secp256k1 verification by ${secp256k1VerifierName}`);
  for (const t of [0, threads]) {
    console.log(await checkTxInProcess(senders, 10_000, t));
    console.log(await checkTxOverSocket(senders, 10_000, t));
  }
  console.log(await recheck(senders, 10_000));
  for (const size of [1_000, 10_000]) {
    for (const t of [0, threads]) {
      console.log(await block(senders, size, true, t));
      console.log(await block(senders, size, false, t));
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
