/**
 * What the benchmarks share: funded secp256k1 senders, transactions signed with libsecp256k1 directly (the
 * input is not what is measured), a fresh chain in a temporary directory, and blocks driven straight into
 * the app as CometBFT would.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { toBech32 } from "@cosmjs/encoding";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { SignMode } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { CheckTxType, type RequestFinalizeBlock, type ResponseCheckTx, type ResponseFinalizeBlock } from "cosmjs-types/tendermint/abci/types";
import { ecdsaSign, publicKeyCreate } from "secp256k1";
import { openApp, type OpenedApp } from "../../abci-app/src/app/open";
import { secp256k1PubKeyAny } from "../../abci-app/src/crypto/pubkey";
import { secp256k1Address } from "../../abci-app/src/types/address";
import { sha256 } from "../../abci-app/src/types/hash";
import { silentLogger } from "../../lib/logger";
import { directSignBytes } from "../../abci-app/src/tx/sign-doc";

export const CHAIN_ID = "idledger-bench";
export const GENESIS_TIME = { seconds: 1_767_225_600n, nanos: 0 };
export const BLOCK_SECONDS = 5n;
/** The gas limit of every benchmark transaction: CometBFT counts it, not the gas used, against a block's max_gas. */
export const BENCH_TX_GAS = 400_000n;

export interface Sender {
  readonly privkey: Uint8Array;
  readonly pubkey: Uint8Array;
  readonly address: string;
  readonly accountNumber: bigint;
  sequence: bigint;
}

export function makeSenders(count: number): Sender[] {
  return Array.from({ length: count }, (_, i) => {
    const privkey = sha256(new TextEncoder().encode(`idledger bench sender ${i}`));
    const pubkey = publicKeyCreate(privkey, true);
    return { privkey, pubkey, address: toBech32("hid", secp256k1Address(pubkey)), accountNumber: BigInt(i), sequence: 0n };
  });
}

/** The default app_state with the senders funded; `extend` adds or replaces module sections. */
export function benchAppState(opened: OpenedApp, senders: readonly Sender[], extend: Record<string, unknown> = {}): Record<string, unknown> {
  const state = opened.wiring.modules.defaultGenesis() as Record<string, Record<string, unknown>>;
  state.auth!.accounts = senders.map((s) => ({
    "@type": "/cosmos.auth.v1beta1.BaseAccount",
    address: s.address,
    pub_key: null,
    account_number: String(s.accountNumber),
    sequence: "0",
  }));
  state.bank!.balances = [...senders]
    .sort((a, b) => Buffer.compare(secp256k1Address(a.pubkey), secp256k1Address(b.pubkey)))
    .map((s) => ({ address: s.address, coins: [{ denom: "uhid", amount: "1000000000" }] }));
  return { ...state, ...extend };
}

/** The benchmarks' bank send: 1uhid from `from` to `toAddress`, as a transaction's message. */
export function oneUhidSend(from: Sender, toAddress: string): Any {
  const msg = MsgSend.fromPartial({ fromAddress: from.address, toAddress, amount: [{ denom: "uhid", amount: "1" }] });
  return { typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: MsgSend.encode(msg).finish() };
}

/** A transaction of these messages signed by `sender` with its next sequence (SIGN_MODE_DIRECT). */
export function signedTx(sender: Sender, messages: Any[], chainId = CHAIN_ID): Uint8Array {
  const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages })).finish();
  const authInfoBytes = AuthInfo.encode(
    AuthInfo.fromPartial({
      signerInfos: [{ publicKey: secp256k1PubKeyAny(sender.pubkey), modeInfo: { single: { mode: SignMode.SIGN_MODE_DIRECT } }, sequence: sender.sequence }],
      fee: { amount: [], gasLimit: BENCH_TX_GAS },
    }),
  ).finish();
  const { signature } = ecdsaSign(sha256(directSignBytes(bodyBytes, authInfoBytes, chainId, sender.accountNumber)), sender.privkey);
  sender.sequence++;
  return TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish();
}

export interface BenchChain {
  /** The app on the chain's state; replaced by `reopen`. */
  opened: OpenedApp;
  /** Closes and opens the state again, as a node restart does (the node cache starts empty). */
  reopen(): Promise<OpenedApp>;
  close(): Promise<void>;
}

/** A fresh chain at height 1 from `appState` (built with benchAppState); `signatureThreads` as app.toml's `sig-verify-threads` (0 by default). */
export async function freshChain(appState: (opened: OpenedApp) => Record<string, unknown>, signatureThreads = 0): Promise<BenchChain> {
  const dir = mkdtempSync(join(tmpdir(), "idledger-bench-"));
  const opened = await openApp({ dataDir: dir, logger: silentLogger, signatureThreads });
  opened.app.initChain({
    time: GENESIS_TIME,
    chainId: CHAIN_ID,
    consensusParams: undefined,
    validators: [],
    appStateBytes: new TextEncoder().encode(JSON.stringify(appState(opened))),
    initialHeight: 1n,
  });
  await finalizeAndCommit(opened, []);
  const chain: BenchChain = {
    opened,
    reopen: async () => {
      await chain.opened.close();
      chain.opened = await openApp({ dataDir: dir, logger: silentLogger, signatureThreads });
      return chain.opened;
    },
    close: async () => {
      await chain.opened.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return chain;
}

export interface BlockTiming {
  readonly finalizeMs: number;
  readonly commitMs: number;
  readonly response: ResponseFinalizeBlock;
}

/**
 * The next block with these transactions, at genesis time + height × 5 s (or `time`). With `prepared`, the app is
 * first given the request's `prepare` and its wait counts in finalizeMs.
 */
export async function finalizeAndCommit(
  opened: OpenedApp,
  txs: Uint8Array[],
  options: { readonly time?: { seconds: bigint; nanos: number }; readonly prepared?: boolean } = {},
): Promise<BlockTiming> {
  const height = BigInt(opened.store.lastCommit().version + 1);
  const request: RequestFinalizeBlock = {
    txs,
    decidedLastCommit: { round: 0, votes: [] },
    misbehavior: [],
    hash: new Uint8Array(32),
    height,
    time: options.time ?? { seconds: GENESIS_TIME.seconds + height * BLOCK_SECONDS, nanos: 0 },
    nextValidatorsHash: new Uint8Array(32),
    proposerAddress: new Uint8Array(20),
  };
  const t0 = performance.now();
  // As the ABCI server does when the request arrives: the block's board planned, its signatures verified ahead.
  if (options.prepared) await opened.app.prepare({ finalizeBlock: request });
  const response = opened.app.finalizeBlock(request);
  const t1 = performance.now();
  await opened.app.commit();
  return { finalizeMs: t1 - t0, commitMs: performance.now() - t1, response };
}

export function checkAll(opened: OpenedApp, txs: readonly Uint8Array[]): ResponseCheckTx[] {
  return txs.map((tx) => opened.app.checkTx({ tx, type: CheckTxType.NEW }));
}

export function expectAccepted(responses: readonly { code: number; log: string }[], what: string): void {
  const failed = responses.filter((r) => r.code !== 0);
  if (failed.length > 0) throw new Error(`${failed.length} ${what} failed, first: ${failed[0]!.log}`);
}

export { median, percentile, perSecond } from "./stats";
