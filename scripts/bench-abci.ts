/**
 * ABCI benchmark: CheckTx throughput (in process and over a TCP socket with CometBFT's pipelining), and
 * FinalizeBlock+Commit for blocks of 1,000 and 10,000 bank sends, with signatures already verified in
 * CheckTx (the normal path) and verified in the block (a block from a peer's mempool), plus the cost of
 * the commit itself. Run with `npm run bench:abci`. Transactions are signed with libsecp256k1 directly:
 * producing the input is not what is measured.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toBech32 } from "@cosmjs/encoding";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { CheckTxType, type ResponseCheckTx } from "cosmjs-types/tendermint/abci/types";
import { ecdsaSign, publicKeyCreate } from "secp256k1";
import { AbciClient } from "../abci-app/src/abci/client";
import { AbciServer } from "../abci-app/src/abci/server";
import { openApp, type OpenedApp } from "../abci-app/src/app/open";
import { secp256k1PubKeyAny } from "../abci-app/src/crypto/pubkey";
import { secp256k1VerifierName } from "../abci-app/src/crypto/secp256k1";
import { secp256k1Address } from "../abci-app/src/types/address";
import { sha256 } from "../abci-app/src/types/hash";
import { silentLogger } from "../abci-app/src/types/logger";
import { directSignBytes } from "../abci-app/src/tx/sign-doc";

const CHAIN_ID = "idledger-bench";
const SENDERS = 1_000;
const GAS = 200_000n;
const GENESIS_TIME = { seconds: 1_767_225_600n, nanos: 0 };

interface Sender {
  readonly privkey: Uint8Array;
  readonly pubkey: Uint8Array;
  readonly address: string;
  readonly accountNumber: bigint;
  sequence: bigint;
}

export function makeSenders(): Sender[] {
  return Array.from({ length: SENDERS }, (_, i) => {
    const privkey = sha256(new TextEncoder().encode(`idledger bench sender ${i}`));
    const pubkey = publicKeyCreate(privkey, true);
    return { privkey, pubkey, address: toBech32("hid", secp256k1Address(pubkey)), accountNumber: BigInt(i), sequence: 0n };
  });
}

function appState(senders: readonly Sender[], base: Record<string, Record<string, unknown>>): Record<string, unknown> {
  base.auth!.accounts = senders.map((s) => ({ "@type": "/cosmos.auth.v1beta1.BaseAccount", address: s.address, pub_key: null, account_number: String(s.accountNumber), sequence: "0" }));
  base.bank!.balances = [...senders]
    .sort((a, b) => Buffer.compare(secp256k1Address(a.pubkey), secp256k1Address(b.pubkey)))
    .map((s) => ({ address: s.address, coins: [{ denom: "uhid", amount: "1000000000" }] }));
  return base;
}

/** A signed MsgSend of 1uhid from `sender` to the next sender, with the sender's next sequence. */
function signedSend(sender: Sender, to: string): Uint8Array {
  const msg = MsgSend.fromPartial({ fromAddress: sender.address, toAddress: to, amount: [{ denom: "uhid", amount: "1" }] });
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages: [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: MsgSend.encode(msg).finish() }] })).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [{ publicKey: secp256k1PubKeyAny(sender.pubkey), modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } }, sequence: sender.sequence }],
      fee: { amount: [], gasLimit: GAS },
    }),
  ).finish();
  const { signature } = ecdsaSign(sha256(directSignBytes(bodyBytes, authInfoBytes, CHAIN_ID, sender.accountNumber)), sender.privkey);
  sender.sequence++;
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish();
}

function makeTxs(senders: Sender[], count: number): Uint8Array[] {
  return Array.from({ length: count }, (_, i) => signedSend(senders[i % senders.length]!, senders[(i + 1) % senders.length]!.address));
}

/** A fresh chain at height 1 with the senders funded. */
async function freshChain(senders: Sender[]): Promise<{ opened: OpenedApp; dir: string }> {
  for (const s of senders) s.sequence = 0n;
  const dir = mkdtempSync(join(tmpdir(), "idledger-bench-abci-"));
  const opened = await openApp({ dataDir: dir, logger: silentLogger });
  const state = appState(senders, opened.wiring.modules.defaultGenesis() as Record<string, Record<string, unknown>>);
  opened.app.initChain({ time: GENESIS_TIME, chainId: CHAIN_ID, consensusParams: undefined, validators: [], appStateBytes: new TextEncoder().encode(JSON.stringify(state)), initialHeight: 1n });
  await finalizeAndCommit(opened, []);
  return { opened, dir };
}

async function finalizeAndCommit(opened: OpenedApp, txs: Uint8Array[]): Promise<{ finalizeMs: number; commitMs: number; failed: number }> {
  const height = BigInt(opened.store.lastCommit().version + 1);
  const t0 = performance.now();
  const res = opened.app.finalizeBlock({
    txs,
    decidedLastCommit: { round: 0, votes: [] },
    misbehavior: [],
    hash: new Uint8Array(32),
    height,
    time: { seconds: GENESIS_TIME.seconds + height * 5n, nanos: 0 },
    nextValidatorsHash: new Uint8Array(32),
    proposerAddress: new Uint8Array(20),
  });
  const t1 = performance.now();
  await opened.app.commit();
  return { finalizeMs: t1 - t0, commitMs: performance.now() - t1, failed: res.txResults.filter((r) => r.code !== 0).length };
}

function expectAccepted(responses: readonly ResponseCheckTx[]): void {
  const failed = responses.filter((r) => r.code !== 0);
  if (failed.length > 0) throw new Error(`${failed.length} CheckTx failed, first: ${failed[0]!.log}`);
}

const perSecond = (count: number, ms: number) => Math.round(count / (ms / 1000)).toLocaleString("en");

async function checkTxInProcess(senders: Sender[], count: number): Promise<string> {
  const { opened, dir } = await freshChain(senders);
  const txs = makeTxs(senders, count);
  const t0 = performance.now();
  const responses = txs.map((tx) => opened.app.checkTx({ tx, type: CheckTxType.NEW }));
  const ms = performance.now() - t0;
  expectAccepted(responses);
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
  return `CheckTx, in process: ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

/** As CometBFT's mempool connection does: async CheckTx requests, a Flush every 100 (its 20 ms timer under load). */
async function checkTxOverSocket(senders: Sender[], count: number): Promise<string> {
  const { opened, dir } = await freshChain(senders);
  const server = new AbciServer(opened.app, { logger: silentLogger });
  const client = await AbciClient.connect(await server.listen("tcp://127.0.0.1:0"));
  const txs = makeTxs(senders, count);
  const t0 = performance.now();
  const pending = [];
  for (let i = 0; i < txs.length; i++) {
    pending.push(client.send({ checkTx: { tx: txs[i]!, type: CheckTxType.NEW } }));
    if (i % 100 === 99) await client.flush();
  }
  await client.flush();
  const responses = (await Promise.all(pending)).map((r) => r.checkTx!);
  const ms = performance.now() - t0;
  expectAccepted(responses);
  client.close();
  await server.close();
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
  return `CheckTx, over TCP (pipelined, Flush every 100): ${perSecond(count, ms)} tx/s (${count} txs in ${ms.toFixed(0)} ms)`;
}

const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One block of `size` sends on a fresh chain, run RUNS times; medians of FinalizeBlock and Commit. */
export async function block(senders: Sender[], size: number, checkedFirst: boolean): Promise<string> {
  const finalize: number[] = [];
  const commit: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { opened, dir } = await freshChain(senders);
    const txs = makeTxs(senders, size);
    if (checkedFirst) expectAccepted(txs.map((tx) => opened.app.checkTx({ tx, type: CheckTxType.NEW })));
    const { finalizeMs, commitMs, failed } = await finalizeAndCommit(opened, txs);
    if (failed > 0) throw new Error(`${failed} transactions failed in the block`);
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
    finalize.push(finalizeMs);
    commit.push(commitMs);
  }
  const f = median(finalize);
  const c = median(commit);
  const how = checkedFirst ? "signatures verified in CheckTx" : "signatures verified in the block";
  return `block of ${size.toLocaleString("en")} sends (${how}): FinalizeBlock ${f.toFixed(0)} ms + Commit ${c.toFixed(0)} ms = ${perSecond(size, f + c)} tx/s (median of ${RUNS})`;
}

async function main(): Promise<void> {
  const senders = makeSenders();
  console.log(`idledger ABCI benchmark: ${SENDERS} funded senders, 1uhid MsgSend per tx, secp256k1 verification by ${secp256k1VerifierName}`);
  console.log(await checkTxInProcess(senders, 10_000));
  console.log(await checkTxOverSocket(senders, 10_000));
  for (const size of [1_000, 10_000]) {
    console.log(await block(senders, size, true));
    console.log(await block(senders, size, false));
  }
}

if (require.main === module) main().catch((err) => {
  console.error(err);
  process.exit(1);
});
