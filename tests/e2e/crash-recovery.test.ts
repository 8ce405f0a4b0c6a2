import fs from "node:fs";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { SigningStargateClient, StargateClient } from "@cosmjs/stargate";
import { initLocalNode, startLocalNode, type LocalHome, type LocalNode } from "../harness/local-node";
import { msgSend, signTx } from "../harness/tx-builder";
import { account, uhid } from "../integration/app/fixtures";

const FEE = { amount: uhid(5_000), gas: "200000" };
const INITIAL = 1_000_000_000n;

/**
 * The crash test on the real chain: a validator's idledger process is killed with SIGKILL while blocks are being
 * made and transactions are in flight. CometBFT, its ABCI connections gone, stops itself; `idledger start` on the
 * same home brings the node back, CometBFT's handshake replays what the app lost, and the chain goes on with
 * every committed transaction in place, in CometBFT's index and in the app's state alike.
 */
test("after SIGKILL of idledger the restarted validator rejoins without an app-hash mismatch and without losing a committed transaction", async () => {
  const alice = await account("alice");
  const bob = (await (await DirectSecp256k1HdWallet.generate(12, { prefix: "hid" })).getAccounts())[0]!.address;
  let local: LocalHome | undefined;
  let node: LocalNode | undefined;
  try {
    local = await initLocalNode({ accounts: [{ address: alice.address, coins: uhid(INITIAL) }] });
    node = await startLocalNode(local);
    let client = await SigningStargateClient.connectWithSigner(local.rpcUrl, alice.wallet, { broadcastPollIntervalMs: 100 });

    const confirmed: { hash: string; height: number; amount: bigint }[] = [];
    for (let i = 0; i < 3; i++) {
      const result = await client.sendTokens(alice.address, bob, uhid(1_000 + i), FEE);
      expect(result.code).toBe(0);
      confirmed.push({ hash: result.transactionHash, height: result.height, amount: BigInt(1_000 + i) });
    }

    // A stream of transfers, one every 40 ms, goes on while the process is killed: some are in blocks by then,
    // some wait in the mempool, and the last ones find the node gone.
    const { accountNumber, sequence } = await client.getSequence(alice.address);
    const inFlight: { hash: string; amount: bigint }[] = [];
    let streaming = true;
    const stream = (async () => {
      for (let i = 0; streaming; i++) {
        const amount = BigInt(2_000 + i);
        const tx = await signTx(alice.wallet, [msgSend(alice.address, bob, uhid(amount))], {
          chainId: local!.chainId,
          accountNumber: BigInt(accountNumber),
          sequence: BigInt(sequence + i),
          fee: { amount: FEE.amount, gas: 200_000n },
        });
        try {
          inFlight.push({ hash: await client.broadcastTxSync(tx), amount });
        } catch {
          return;
        }
        await sleep(40);
      }
    })();
    await node.waitForHeight((await node.height()) + 3);
    for (const tx of [...inFlight]) {
      const found = await client.getTx(tx.hash);
      if (found !== null) confirmed.push({ hash: tx.hash, height: found.height, amount: tx.amount });
    }
    expect(confirmed.length).toBeGreaterThan(3);
    const committedBeforeCrash = lastCommittedHeight(node.log());
    await node.kill();
    streaming = false;
    await stream;
    client.disconnect();
    expect(node.log()).toMatch(/connection terminated\. Did the application crash\?/);

    node = await startLocalNode(local, { minHeight: committedBeforeCrash + 3 });
    const log = node.log();
    expect(log).toMatch(/ABCI Handshake App Info/);
    expect(log).not.toMatch(/AppHash does not match|wrong Block\.Header\.AppHash|panic/);

    client = await SigningStargateClient.connectWithSigner(local.rpcUrl, alice.wallet, { broadcastPollIntervalMs: 100 });
    for (const tx of confirmed) {
      const found = await client.getTx(tx.hash);
      expect({ hash: tx.hash, height: found?.height, code: found?.code }).toEqual({ hash: tx.hash, height: tx.height, code: 0 });
    }
    // Those in flight were either committed before the crash or lost with the mempool: the app's balances must
    // agree with exactly the transfers in CometBFT's blocks.
    let sent = 3_003n;
    let fees = 3n * 5_000n;
    let committedInFlight = 0;
    for (const tx of inFlight) {
      const found = await client.getTx(tx.hash);
      if (found === null) continue;
      expect(found.code).toBe(0);
      sent += tx.amount;
      fees += 5_000n;
      committedInFlight++;
    }
    expect(committedInFlight).toBeGreaterThanOrEqual(confirmed.length - 3);
    expect(await client.getBalance(bob, "uhid")).toEqual({ denom: "uhid", amount: String(sent) });
    expect(await client.getBalance(alice.address, "uhid")).toEqual({ denom: "uhid", amount: String(INITIAL - sent - fees) });

    const after = await client.sendTokens(alice.address, bob, uhid(7), FEE);
    expect(after.code).toBe(0);
    expect(after.height).toBeGreaterThan(committedBeforeCrash);
    client.disconnect();

    const reader = await StargateClient.connect(local.rpcUrl);
    expect(await reader.getBalance(bob, "uhid")).toEqual({ denom: "uhid", amount: String(sent + 7n) });
    reader.disconnect();
    expect(await node.stop()).toBe(0);
  } finally {
    await node?.stop("SIGKILL");
    if (local) fs.rmSync(local.home, { recursive: true, force: true });
  }
}, 120_000);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The last height CometBFT logged as committed. */
function lastCommittedHeight(log: string): number {
  const heights = [...log.matchAll(/committed state\s+module=state height=(\d+)/g)].map((m) => Number(m[1]));
  if (heights.length === 0) throw new Error(`no committed block in the log:\n${log}`);
  return heights.at(-1)!;
}
