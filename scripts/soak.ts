/**
 * Soak run: a validator and a full node (`idledger start` with CometBFT each, 1 s blocks, loopback only) under a mixed
 * load for a bounded time — valid transfers, hostile transactions and hostile queries through every door — while
 * `idledger start` is SIGKILLed at random on either node and started again. At the end it checks what must hold
 * and prints the figures:
 *
 * - app-hash mismatches: every app hash a node reported (ABCI Info, sampled each second) against the one the next
 *   block's header commits to (must be 0);
 * - lost committed transactions: every transfer seen committed during the run must still be in both nodes' index, and
 *   both nodes' balances must equal genesis plus the committed transfers (must be 0);
 * - blocks made, the longest block interval (and the longest while the validator was up), answers to hostile
 *   transactions and queries (no internal error), RSS of each `idledger start` at the start and the end.
 *
 * Run with `npm run soak [-- --minutes 10 --senders 16 --seed 1 --kill-every 60-120 --keep]`. Exits 1 when a check fails.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { makeSenders } from "./bench/chain";
import { initBenchHome } from "./bench/local-node";
import { Random } from "./bench/random";
import { RawGrpcClient } from "./bench/raw-grpc-client";
import { RpcClient } from "./bench/rpc";
import { appHashMismatches, headers, watchLoop, type AppHashSample } from "./soak/chain-watch";
import { SoakNode } from "./soak/nodes";
import { queryLoop, type QueryTally } from "./soak/query-load";
import { printReport, type SoakReport } from "./soak/report";
import { findTx, hostileLoop, transferLoop, type HostileTally, type SentTransfer } from "./soak/tx-load";

const CHAIN_ID = "idledger-soak";
const GENESIS_UHID = 1_000_000_000n;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      minutes: { type: "string", default: "10" },
      senders: { type: "string", default: "16" },
      seed: { type: "string", default: "1" },
      "kill-every": { type: "string", default: "60-120" },
      keep: { type: "boolean", default: false },
    },
  });
  const minutes = Number(values.minutes);
  const [killMin, killMax] = values["kill-every"]!.split("-").map((s) => Number(s) * 1000) as [number, number];
  const random = new Random(Number(values.seed));
  const all = makeSenders(Number(values.senders) + 1);
  const [attacker, ...senders] = [all.at(-1)!, ...all.slice(0, -1)];

  const validatorHome = await initBenchHome({ chainId: CHAIN_ID, senders: all, timeoutCommit: "1s" });
  const fullHome = await initBenchHome({ chainId: CHAIN_ID, senders: [], timeoutCommit: "1s", follow: validatorHome });
  const validator = new SoakNode("validator", validatorHome);
  const full = new SoakNode("full node", fullHome);
  const nodes = [validator, full].map((node) => ({
    node,
    rpc: new RpcClient(node.home.rpcUrl, 64),
    grpc: new RawGrpcClient(node.home.grpcAddress),
    restUrl: node.home.restUrl,
  }));
  let running = true;
  try {
    await validator.start();
    await full.start();
    const rssAtStart = new Map(nodes.map(({ node }) => [node.name, node.rss() ?? 0]));
    const startHeight = Number((await nodes[0]!.rpc.call<{ sync_info: { latest_block_height: string } }>("status")).sync_info.latest_block_height);
    console.log(`soak: ${minutes} min, seed ${values.seed}, ${senders.length} senders, a validator and a full node, a kill every ${values["kill-every"]} s`);

    const sent: SentTransfer[] = [];
    const hostile: HostileTally = { sent: 0, admitted: 0, refused: new Map(), unexpected: new Map() };
    const queries: QueryTally = { sent: 0, answered: 0, refused: 0, busy: 0, internal: new Map(), transport: new Map() };
    const samples: AppHashSample[] = [];
    const isRunning = () => running;
    const validatorRpc = () => (validator.up ? nodes[0]!.rpc : undefined);
    const loops = [
      ...senders.map((sender) => transferLoop({ chainId: CHAIN_ID, sender, others: senders, target: validatorRpc, random, sent, running: isRunning })),
      hostileLoop({ chainId: CHAIN_ID, sender: attacker, nodes: () => nodes, random, tally: hostile, intervalMs: 300, running: isRunning }),
      queryLoop({ targets: () => nodes, addresses: senders.map((s) => s.address), random, tally: queries, intervalMs: 50, running: isRunning }),
      queryLoop({ targets: () => nodes, addresses: senders.map((s) => s.address), random, tally: queries, intervalMs: 50, running: isRunning }),
      watchLoop({ nodes, samples, running: isRunning }),
      chaosLoop([validator, full], random, killMin, killMax, isRunning),
    ];
    await new Promise((resolve) => setTimeout(resolve, minutes * 60_000));
    running = false;
    await Promise.all(loops);

    const endHeight = await caughtUp(nodes.map((n) => n.rpc));
    const chain = await headers(nodes[0]!.rpc, startHeight, endHeight);
    const report: SoakReport = {
      minutes,
      blocks: endHeight - startHeight,
      chain,
      validatorOutages: validator.outages,
      kills: Object.fromEntries([validator, full].map((n) => [n.name, n.kills])),
      samples: samples.length,
      mismatches: appHashMismatches(samples, chain),
      ...(await checkTransfers(sent, nodes)),
      hostile,
      queries,
      rss: nodes.map(({ node }) => ({ node: node.name, start: rssAtStart.get(node.name) ?? 0, end: node.rss() ?? 0, peak: node.peakRssBytes })),
    };
    const ok = printReport(report);
    process.exitCode = ok ? 0 : 1;
  } finally {
    running = false;
    for (const { node, grpc } of nodes) {
      grpc.close();
      await node.stop();
    }
    for (const { rpc } of nodes) rpc.close();
    if (values.keep) console.log(`kept ${validatorHome.home} and ${fullHome.home}`);
    else for (const home of [validatorHome, fullHome]) fs.rmSync(home.home, { recursive: true, force: true });
  }
}

/** SIGKILLs a random node every killMin–killMax ms, restarting it after 2–6 s. */
async function chaosLoop(nodes: readonly SoakNode[], random: Random, killMin: number, killMax: number, running: () => boolean): Promise<void> {
  while (running()) {
    const wait = killMin + random.int(killMax - killMin + 1);
    for (const until = Date.now() + wait; running() && Date.now() < until; ) await new Promise((resolve) => setTimeout(resolve, 200));
    if (!running()) return;
    const victim = random.pick(nodes);
    const downMs = 2_000 + random.int(4_000);
    console.log(`  ${new Date().toISOString()} SIGKILL ${victim.name}, restart in ${downMs} ms`);
    await victim.crash(downMs);
  }
}

/** Waits until every node reports the same latest height (the full node caught up); returns it. */
async function caughtUp(rpcs: readonly RpcClient[]): Promise<number> {
  for (const deadline = Date.now() + 120_000; ; await new Promise((resolve) => setTimeout(resolve, 500))) {
    const heights = await Promise.all(
      rpcs.map(async (rpc) => Number((await rpc.call<{ sync_info: { latest_block_height: string } }>("status")).sync_info.latest_block_height)),
    );
    if (heights.every((h) => h >= heights[0]!)) return heights[0]!;
    if (Date.now() > deadline) throw new Error(`the nodes did not catch up: heights ${heights.join(", ")}`);
  }
}

/**
 * Every transfer seen committed during the run must be in both nodes' index; both nodes' balances must be genesis
 * plus every transfer the chain holds as committed (code 0), including those a killed mempool delivered late.
 */
async function checkTransfers(sent: readonly SentTransfer[], nodes: readonly { node: SoakNode; rpc: RpcClient; restUrl: string }[]) {
  let lost = 0;
  const expected = new Map<string, bigint>();
  for (const transfer of sent) {
    const found = await Promise.all(nodes.map(({ rpc }) => findTx(rpc, transfer.hash)));
    if (transfer.committed !== undefined && found.some((f) => f === undefined)) lost++;
    const result = found.find((f) => f !== undefined);
    if (result?.code === 0) {
      expected.set(transfer.from, (expected.get(transfer.from) ?? GENESIS_UHID) - transfer.amount);
      expected.set(transfer.to, (expected.get(transfer.to) ?? GENESIS_UHID) + transfer.amount);
    }
  }
  let balanceDiffs = 0;
  for (const [address, amount] of expected) {
    for (const { restUrl } of nodes) {
      const res = (await (await fetch(`${restUrl}/cosmos/bank/v1beta1/balances/${address}/by_denom?denom=uhid`)).json()) as { balance?: { amount: string } };
      if (BigInt(res.balance?.amount ?? "0") !== amount) balanceDiffs++;
    }
  }
  return {
    committed: sent.filter((t) => t.committed !== undefined).length,
    sent: sent.length,
    lost,
    balancesChecked: expected.size * nodes.length,
    balanceDiffs,
  };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
