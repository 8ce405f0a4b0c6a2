import { spawnSync } from "node:child_process";
import { sha256 } from "@noble/hashes/sha2.js";
import { getBlock } from "../../abci-app/src/comet/block";
import { CometRpcClient } from "../../abci-app/src/comet/rpc-client";
import { verifyStateMembership, verifyStateNonMembership } from "../../abci-app/src/light-client/commitment-proof";
import { rpcAbciQuery } from "../harness/cometbft";
import { createHermes, type Hermes } from "../harness/hermes";
import { startIdledgerChain, stopChains, type IbcChain } from "../harness/ibc-chains";
import { balanceOf, escrowAndVouchers, escrowed, idledgerCli, idledgerQuery, voucherDenom } from "../harness/ibc-queries";

const CHANNEL = "channel-0";

function curlJson(url: string): unknown {
  const result = spawnSync("curl", ["-sS", "--fail-with-body", url], { encoding: "utf8", timeout: 30_000 });
  if (result.status !== 0) throw new Error(`curl ${url}: ${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout);
}
const encoder = new TextEncoder();

/**
 * Two idledger chains and the Hermes relayer, as two operators would run them: a client of each chain on the other,
 * a connection, an ICS-20 channel, then tokens each way, home again, a packet that times out and is refunded, and a
 * transfer sent while the relayer is down. Every packet state a relayer proves is checked with @confio/ics23 against
 * the app hash CometBFT signed, and the tokens in escrow on one chain always equal the vouchers outstanding on the other.
 */
describe("ICS-20 between two idledger chains, relayed by Hermes 1.10.5", () => {
  let chains: IbcChain[] = [];
  let a: IbcChain;
  let b: IbcChain;
  let hermes: Hermes;
  /** The voucher of A's uhid on B, and of B's uhid on A (both channels are channel-0, so the paths read alike). */
  let aUhidOnB: string;
  let bUhidOnA: string;

  beforeAll(async () => {
    chains = await Promise.all([startIdledgerChain("idledger-a-1"), startIdledgerChain("idledger-b-1")]);
    [a, b] = chains as [IbcChain, IbcChain];
    hermes = await createHermes(chains);
  }, 120_000);

  afterAll(async () => {
    await hermes?.close();
    await stopChains(chains);
  });

  /** The books balance: what A holds in escrow is what B's vouchers of it add up to, and the reverse. */
  const expectBalancedBooks = async () => {
    const [aToB, bToA] = await Promise.all([escrowAndVouchers(a, CHANNEL, "uhid", b, aUhidOnB), escrowAndVouchers(b, CHANNEL, "uhid", a, bUhidOnA)]);
    expect(aToB.vouchers).toBe(aToB.escrow);
    expect(bToA.vouchers).toBe(bToA.escrow);
    return { aEscrow: aToB.escrow, bEscrow: bToA.escrow };
  };

  /** The value at an `ibc` store path of `chain`, proven at the latest height and checked against the next header's app hash. */
  const provenIbcPath = async (chain: IbcChain, path: string) => {
    const answer = await rpcAbciQuery(chain.rpcUrl, "store/ibc/key", encoder.encode(path), true);
    await chain.waitForHeight(answer.height + 1);
    const rpc = new CometRpcClient(chain.rpcUrl);
    try {
      const { block } = await getBlock(rpc, BigInt(answer.height + 1));
      const at = { store: encoder.encode("ibc"), key: encoder.encode(path) };
      if (answer.value.length === 0) verifyStateNonMembership(block.header.appHash, answer.proofs, at);
      else verifyStateMembership(block.header.appHash, answer.proofs, at, answer.value);
      return answer.value;
    } finally {
      rpc.close();
    }
  };

  test("Hermes opens clients, a connection and an unordered ics20-1 channel between them", async () => {
    const channel = await hermes.createChannel(a, b);
    expect(channel).toMatchObject({
      a: { chainId: a.chainId, clientId: "07-tendermint-0", connectionId: "connection-0", portId: "transfer", channelId: CHANNEL },
      b: { chainId: b.chainId, clientId: "07-tendermint-0", connectionId: "connection-0", portId: "transfer", channelId: CHANNEL },
      version: "ics20-1",
    });
    expect(idledgerQuery(a, ["ibc", "channel", "end", "transfer", CHANNEL])).toMatchObject({
      channel: {
        state: "STATE_OPEN",
        ordering: "ORDER_UNORDERED",
        counterparty: { port_id: "transfer", channel_id: CHANNEL },
        connection_hops: ["connection-0"],
        version: "ics20-1",
      },
    });
    expect(idledgerQuery(b, ["ibc", "client", "status", "07-tendermint-0"])).toEqual({ status: "Active" });
    aUhidOnB = `ibc/${Buffer.from(sha256(encoder.encode(`transfer/${CHANNEL}/uhid`)))
      .toString("hex")
      .toUpperCase()}`;
    bUhidOnA = aUhidOnB;
  }, 120_000);

  test("A's uhid crosses to B as a voucher, escrowed on A; the receipt and acknowledgement on B are provable", async () => {
    await hermes.ftTransfer({ src: a, dst: b, channel: CHANNEL, amount: 1000, keyName: "user1", receiver: b.users[1]!.address });
    await hermes.clearPackets(a, CHANNEL);
    expect(await balanceOf(b, b.users[1]!.address, aUhidOnB)).toBe(1000n);
    expect(await voucherDenom(b, `transfer/${CHANNEL}/uhid`)).toBe(aUhidOnB);
    expect(idledgerQuery(b, ["ibc-transfer", "denom-trace", aUhidOnB])).toEqual({ denom_trace: { path: `transfer/${CHANNEL}`, base_denom: "uhid" } });
    // The REST gateway, as curl asks it: ibc-go's paths.
    expect(curlJson(`${b.restUrl}/ibc/apps/transfer/v1/denom_traces/${aUhidOnB}`)).toEqual({
      denom_trace: { path: `transfer/${CHANNEL}`, base_denom: "uhid" },
    });
    expect(curlJson(`${a.restUrl}/ibc/core/channel/v1/channels/${CHANNEL}/ports/transfer/packet_commitments`)).toMatchObject({ commitments: [] });
    expect(curlJson(`${b.restUrl}/ibc/core/channel/v1/channels/${CHANNEL}/ports/transfer/packet_receipts/1`)).toMatchObject({ received: true });
    expect(curlJson(`${a.restUrl}/ibc/apps/transfer/v1/denoms/uhid/total_escrow`)).toEqual({ amount: { denom: "uhid", amount: "1000" } });
    expect(await expectBalancedBooks()).toEqual({ aEscrow: 1000n, bEscrow: 0n });

    expect(await provenIbcPath(b, `receipts/ports/transfer/channels/${CHANNEL}/sequences/1`)).toEqual(Uint8Array.of(1));
    const ack = encoder.encode('{"result":"AQ=="}');
    expect(await provenIbcPath(b, `acks/ports/transfer/channels/${CHANNEL}/sequences/1`)).toEqual(sha256(ack));
    // Acknowledged on A: its commitment is gone, provably.
    expect(await provenIbcPath(a, `commitments/ports/transfer/channels/${CHANNEL}/sequences/1`)).toEqual(new Uint8Array());
  }, 120_000);

  test("the voucher goes home: B burns it and A releases the tokens from escrow; B's own uhid crosses to A", async () => {
    const before = await balanceOf(a, a.users[1]!.address, "uhid");
    await hermes.ftTransfer({ src: b, dst: a, channel: CHANNEL, amount: 400, denom: aUhidOnB, keyName: "user2", receiver: a.users[1]!.address });
    await hermes.ftTransfer({ src: b, dst: a, channel: CHANNEL, amount: 250, keyName: "user1", receiver: a.users[1]!.address });
    await hermes.clearPackets(b, CHANNEL);
    expect(await balanceOf(a, a.users[1]!.address, "uhid")).toBe(before + 400n);
    expect(await balanceOf(b, b.users[1]!.address, aUhidOnB)).toBe(600n);
    expect(await balanceOf(a, a.users[1]!.address, bUhidOnA)).toBe(250n);
    expect(await expectBalancedBooks()).toEqual({ aEscrow: 600n, bEscrow: 250n });
  }, 120_000);

  test("a packet not relayed before its timeout is refunded on A, and its commitment was provable until then", async () => {
    const sender = a.users[0]!.address;
    const { sequences } = await hermes.ftTransfer({
      src: a,
      dst: b,
      channel: CHANNEL,
      amount: 300,
      keyName: "user1",
      receiver: b.users[1]!.address,
      timeoutHeightOffset: 2,
    });
    const afterSend = await balanceOf(a, sender, "uhid");
    const commitmentPath = `commitments/ports/transfer/channels/${CHANNEL}/sequences/${sequences[0]}`;
    expect((await provenIbcPath(a, commitmentPath)).length).toBe(32);
    expect((await escrowed(a, CHANNEL, "uhid")).total).toBe(900n);
    await b.waitForHeight((await b.height()) + 4);
    await hermes.clearPackets(a, CHANNEL);
    expect(await balanceOf(a, sender, "uhid")).toBe(afterSend + 300n);
    expect(await provenIbcPath(a, commitmentPath)).toEqual(new Uint8Array());
    expect(await provenIbcPath(b, `receipts/ports/transfer/channels/${CHANNEL}/sequences/${sequences[0]}`)).toEqual(new Uint8Array());
    expect(await balanceOf(b, b.users[1]!.address, aUhidOnB)).toBe(600n);
    expect(await expectBalancedBooks()).toEqual({ aEscrow: 600n, bEscrow: 250n });
  }, 120_000);

  test("a packet whose timeout time passes before it is relayed is refunded too", async () => {
    const sender = a.users[0]!.address;
    await hermes.ftTransfer({ src: a, dst: b, channel: CHANNEL, amount: 50, keyName: "user1", receiver: b.users[1]!.address, timeoutSeconds: 1 });
    const afterSend = await balanceOf(a, sender, "uhid");
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await b.waitForHeight((await b.height()) + 2);
    await hermes.clearPackets(a, CHANNEL);
    expect(await balanceOf(a, sender, "uhid")).toBe(afterSend + 50n);
    expect(await expectBalancedBooks()).toEqual({ aEscrow: 600n, bEscrow: 250n });
  }, 120_000);

  test("a transfer sent with idledger's CLI while the relayer is down arrives once it restarts", async () => {
    await hermes.startHermes();
    await hermes.stop();
    const receiver = b.users[0]!.address;
    const before = await balanceOf(b, receiver, aUhidOnB);
    idledgerCli(a, a.users[1]!, [
      "tx",
      "ibc-transfer",
      "transfer",
      "transfer",
      CHANNEL,
      receiver,
      "123uhid",
      "--from",
      a.users[1]!.name,
      "--node",
      a.rpcUrl,
      "--fees",
      "2000uhid",
      "-b",
      "block",
      "-y",
    ]);
    expect((await escrowed(a, CHANNEL, "uhid")).total).toBe(723n);
    await hermes.startHermes();
    const deadline = Date.now() + 60_000;
    while ((await balanceOf(b, receiver, aUhidOnB)) === before && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await balanceOf(b, receiver, aUhidOnB)).toBe(before + 123n);
    await hermes.stop();
    expect(await expectBalancedBooks()).toEqual({ aEscrow: 723n, bEscrow: 250n });
  }, 180_000);
});
