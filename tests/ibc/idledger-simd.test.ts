import { sha256 } from "@noble/hashes/sha2.js";
import { createHermes, type Hermes } from "../harness/hermes";
import { startIdledgerChain, startSimdChain, stopChains, type IbcChain } from "../harness/ibc-chains";
import { balanceOf, escrowAndVouchers } from "../harness/ibc-queries";

const encoder = new TextEncoder();
const voucherOf = (channel: string, denom: string) =>
  `ibc/${Buffer.from(sha256(encoder.encode(`transfer/${channel}/${denom}`)))
    .toString("hex")
    .toUpperCase()}`;

/**
 * idledger and a Go Cosmos SDK chain that runs ibc-go itself (ibc-go v7.10.0's simd), relayed by Hermes: the same
 * transfers both ways, so every proof, packet, acknowledgement and event idledger makes is read by ibc-go's own code,
 * and every one ibc-go makes by idledger's.
 */
describe("ICS-20 between idledger and ibc-go's simd, relayed by Hermes 1.10.5", () => {
  let chains: IbcChain[] = [];
  let ours: IbcChain;
  let simd: IbcChain;
  let hermes: Hermes;
  let ourChannel: string;
  let simdChannel: string;

  beforeAll(async () => {
    chains = await Promise.all([startIdledgerChain("idledger-a-1"), startSimdChain("simd-c-1")]);
    [ours, simd] = chains as [IbcChain, IbcChain];
    hermes = await createHermes(chains);
  }, 120_000);

  afterAll(async () => {
    await hermes?.close();
    await stopChains(chains);
  });

  /** uhid escrowed on idledger equals its vouchers on simd; stake escrowed on simd equals its vouchers on idledger. */
  const expectBalancedBooks = async () => {
    const [uhid, stake] = await Promise.all([
      escrowAndVouchers(ours, ourChannel, "uhid", simd, voucherOf(simdChannel, "uhid")),
      escrowAndVouchers(simd, simdChannel, "stake", ours, voucherOf(ourChannel, "stake")),
    ]);
    expect(uhid.vouchers).toBe(uhid.escrow);
    expect(stake.vouchers).toBe(stake.escrow);
    return { uhid: uhid.escrow, stake: stake.escrow };
  };

  test("Hermes opens a channel between them, each side's handshake proven to the other", async () => {
    const channel = await hermes.createChannel(ours, simd);
    expect(channel).toMatchObject({ a: { chainId: ours.chainId, portId: "transfer" }, b: { chainId: simd.chainId, portId: "transfer" }, version: "ics20-1" });
    ourChannel = channel.a.channelId;
    simdChannel = channel.b.channelId;
  }, 120_000);

  test("uhid crosses to simd and stake crosses to idledger, each as the other's voucher", async () => {
    await hermes.ftTransfer({ src: ours, dst: simd, channel: ourChannel, amount: 1000, keyName: "user1", receiver: simd.users[1]!.address });
    await hermes.ftTransfer({ src: simd, dst: ours, channel: simdChannel, amount: 700, keyName: "user1", receiver: ours.users[1]!.address });
    await hermes.clearPackets(ours, ourChannel);
    await hermes.clearPackets(simd, simdChannel);
    expect(await balanceOf(simd, simd.users[1]!.address, voucherOf(simdChannel, "uhid"))).toBe(1000n);
    expect(await balanceOf(ours, ours.users[1]!.address, voucherOf(ourChannel, "stake"))).toBe(700n);
    expect(await expectBalancedBooks()).toEqual({ uhid: 1000n, stake: 700n });
  }, 120_000);

  test("each voucher goes home: burned where it was minted, released from escrow where it came from", async () => {
    const ourBefore = await balanceOf(ours, ours.users[0]!.address, "uhid");
    const simdBefore = await balanceOf(simd, simd.users[0]!.address, "stake");
    await hermes.ftTransfer({
      src: simd,
      dst: ours,
      channel: simdChannel,
      amount: 400,
      denom: voucherOf(simdChannel, "uhid"),
      keyName: "user2",
      receiver: ours.users[0]!.address,
    });
    await hermes.ftTransfer({
      src: ours,
      dst: simd,
      channel: ourChannel,
      amount: 200,
      denom: voucherOf(ourChannel, "stake"),
      keyName: "user2",
      receiver: simd.users[0]!.address,
    });
    await hermes.clearPackets(simd, simdChannel);
    await hermes.clearPackets(ours, ourChannel);
    expect(await balanceOf(ours, ours.users[0]!.address, "uhid")).toBe(ourBefore + 400n);
    expect(await balanceOf(simd, simd.users[0]!.address, "stake")).toBe(simdBefore + 200n);
    expect(await expectBalancedBooks()).toEqual({ uhid: 600n, stake: 500n });
  }, 120_000);

  test("a packet from idledger that simd does not receive in time is refunded by simd's proof of absence", async () => {
    const sender = ours.users[0]!.address;
    await hermes.ftTransfer({
      src: ours,
      dst: simd,
      channel: ourChannel,
      amount: 300,
      keyName: "user1",
      receiver: simd.users[1]!.address,
      timeoutHeightOffset: 2,
    });
    const afterSend = await balanceOf(ours, sender, "uhid");
    await simd.waitForHeight((await simd.height()) + 4);
    await hermes.clearPackets(ours, ourChannel);
    expect(await balanceOf(ours, sender, "uhid")).toBe(afterSend + 300n);
    expect(await expectBalancedBooks()).toEqual({ uhid: 600n, stake: 500n });
  }, 120_000);

  test("a packet from simd that idledger does not receive in time is refunded by idledger's proof of absence", async () => {
    const sender = simd.users[0]!.address;
    await hermes.ftTransfer({
      src: simd,
      dst: ours,
      channel: simdChannel,
      amount: 300,
      keyName: "user1",
      receiver: ours.users[1]!.address,
      timeoutHeightOffset: 2,
    });
    const afterSend = await balanceOf(simd, sender, "stake");
    await ours.waitForHeight((await ours.height()) + 4);
    await hermes.clearPackets(simd, simdChannel);
    expect(await balanceOf(simd, sender, "stake")).toBe(afterSend + 300n);
    expect(await expectBalancedBooks()).toEqual({ uhid: 600n, stake: 500n });
  }, 120_000);
});
