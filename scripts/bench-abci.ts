/**
 * ABCI benchmark: CheckTx throughput (in process and over a TCP socket with CometBFT's pipelining), and
 * FinalizeBlock+Commit for blocks of 1,000 and 10,000 bank sends, with signatures already verified in
 * CheckTx (the normal path) and verified in the block (a block from a peer's mempool), plus the cost of the
 * commit itself. Run with `npm run bench:abci`.
 */
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { CheckTxType } from "cosmjs-types/tendermint/abci/types";
import { AbciClient } from "../abci-app/src/abci/client";
import { AbciServer } from "../abci-app/src/abci/server";
import { secp256k1VerifierName } from "../abci-app/src/crypto/secp256k1";
import { silentLogger } from "../lib/logger";
import { benchAppState, checkAll, expectAccepted, finalizeAndCommit, freshChain, makeSenders, median, perSecond, signedTx, type Sender } from "./bench/chain";

const SENDERS = 1_000;
const RUNS = 3;

/** `count` sends of 1uhid, round-robin over the senders, each to the next sender. */
function sends(senders: Sender[], count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, i) => {
    const from = senders[i % senders.length]!;
    const msg = MsgSend.fromPartial({
      fromAddress: from.address,
      toAddress: senders[(i + 1) % senders.length]!.address,
      amount: [{ denom: "uhid", amount: "1" }],
    });
    return signedTx(from, [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: MsgSend.encode(msg).finish() }]);
  });
}

async function chainWith(senders: Sender[]) {
  for (const s of senders) s.sequence = 0n;
  return freshChain((opened) => benchAppState(opened, senders));
}

async function checkTxInProcess(senders: Sender[], count: number): Promise<string> {
  const chain = await chainWith(senders);
  const txs = sends(senders, count);
  const t0 = performance.now();
  const responses = checkAll(chain.opened, txs);
  const ms = performance.now() - t0;
  expectAccepted(responses, "CheckTx");
  await chain.close();
  return `CheckTx, in process: ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

/** As CometBFT's mempool connection does: async CheckTx requests, a Flush every 100 (its 20 ms timer under load). */
async function checkTxOverSocket(senders: Sender[], count: number): Promise<string> {
  const chain = await chainWith(senders);
  const server = new AbciServer(chain.opened.app, { logger: silentLogger });
  const client = await AbciClient.connect(await server.listen("tcp://127.0.0.1:0"));
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
  return `CheckTx, over TCP (pipelined, Flush every 100): ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

/** One block of `size` sends on a fresh chain, run RUNS times; medians of FinalizeBlock and Commit. */
async function block(senders: Sender[], size: number, checkedFirst: boolean): Promise<string> {
  const finalize: number[] = [];
  const commit: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const chain = await chainWith(senders);
    const txs = sends(senders, size);
    if (checkedFirst) expectAccepted(checkAll(chain.opened, txs), "CheckTx");
    const { finalizeMs, commitMs, response } = await finalizeAndCommit(chain.opened, txs);
    expectAccepted(response.txResults, "transactions in the block");
    await chain.close();
    finalize.push(finalizeMs);
    commit.push(commitMs);
  }
  const f = median(finalize);
  const c = median(commit);
  const how = checkedFirst ? "signatures verified in CheckTx" : "signatures verified in the block";
  return `block of ${size.toLocaleString("en")} sends (${how}): FinalizeBlock ${f.toFixed(0)} ms + Commit ${c.toFixed(0)} ms = ${perSecond(size, f + c)} tx/s (median of ${RUNS})`;
}

async function main(): Promise<void> {
  const senders = makeSenders(SENDERS);
  console.log(`idledger ABCI benchmark: ${SENDERS} funded senders, 1uhid MsgSend per tx, secp256k1 verification by ${secp256k1VerifierName}`);
  console.log(await checkTxInProcess(senders, 10_000));
  console.log(await checkTxOverSocket(senders, 10_000));
  for (const size of [1_000, 10_000]) {
    console.log(await block(senders, size, true));
    console.log(await block(senders, size, false));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
