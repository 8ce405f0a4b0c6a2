import type { MsgMultiSend, MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { bankMsgRoutes } from "../../../../abci-app/src/modules/bank/msgs";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import { addressOf, attributeValues, coins, fund, hasEvent, newBank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const carol = addressOf(3);

describe("bank events (SDK v0.47 names; looked up by type and attribute)", () => {
  it("MsgSend emits coin_spent, coin_received, transfer and message with Coins.String() amounts", () => {
    const b = newBank();
    fund(b, alice, coins([100, "uhid"], [7, "ustake"]));
    const msg: MsgSend = {
      fromAddress: b.enc(alice),
      toAddress: b.enc(bob),
      amount: [
        { denom: "uhid", amount: "10" },
        { denom: "ustake", amount: "5" },
      ],
    };
    bankMsgRoutes(b.bank)[0]!.handle(b.ctx, msg);

    expect(hasEvent(b.ctx, "coin_spent", { spender: b.enc(alice), amount: "10uhid,5ustake" })).toBe(true);
    expect(hasEvent(b.ctx, "coin_received", { receiver: b.enc(bob), amount: "10uhid,5ustake" })).toBe(true);
    expect(hasEvent(b.ctx, "transfer", { recipient: b.enc(bob), sender: b.enc(alice), amount: "10uhid,5ustake" })).toBe(true);
    expect(attributeValues(b.ctx, "message", "sender")).toEqual([b.enc(alice)]);
  });

  it("marks every attribute indexed so CometBFT's indexer can search it", () => {
    const b = newBank();
    fund(b, alice, coins([1, "uhid"]));
    b.bank.sendCoins(b.ctx, alice, bob, coins([1, "uhid"]));
    const attributes = b.ctx.events.events().flatMap((e) => e.attributes);
    expect(attributes.length).toBeGreaterThan(0);
    expect(attributes.every((a) => a.index)).toBe(true);
  });

  it("MsgMultiSend names the sender once in message and each recipient in its own transfer", () => {
    const b = newBank();
    fund(b, alice, coins([10, "uhid"]));
    const msg: MsgMultiSend = {
      inputs: [{ address: b.enc(alice), coins: [{ denom: "uhid", amount: "10" }] }],
      outputs: [
        { address: b.enc(bob), coins: [{ denom: "uhid", amount: "4" }] },
        { address: b.enc(carol), coins: [{ denom: "uhid", amount: "6" }] },
      ],
    };
    bankMsgRoutes(b.bank)[1]!.handle(b.ctx, msg);

    expect(hasEvent(b.ctx, "coin_spent", { spender: b.enc(alice), amount: "10uhid" })).toBe(true);
    expect(attributeValues(b.ctx, "message", "sender")).toEqual([b.enc(alice)]);
    expect(hasEvent(b.ctx, "transfer", { recipient: b.enc(bob), amount: "4uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "transfer", { recipient: b.enc(carol), amount: "6uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "coin_received", { receiver: b.enc(carol), amount: "6uhid" })).toBe(true);
  });

  it("a fee payment to the fee collector emits the same events as a send", () => {
    const b = newBank();
    fund(b, alice, coins([50, "uhid"]));
    b.bank.sendCoinsFromAccountToModule(b.ctx, alice, "fee_collector", coins([20, "uhid"]));
    const collector = b.enc(moduleAddress("fee_collector"));
    expect(hasEvent(b.ctx, "coin_spent", { spender: b.enc(alice), amount: "20uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "coin_received", { receiver: collector, amount: "20uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "transfer", { recipient: collector, sender: b.enc(alice), amount: "20uhid" })).toBe(true);
  });

  it("minting emits coin_received and coinbase{minter, amount}; burning emits coin_spent and burn{burner, amount}", () => {
    const b = newBank();
    b.bank.mintCoins(b.ctx, "minter_module", coins([9, "uhid"]));
    const minter = b.enc(moduleAddress("minter_module"));
    expect(hasEvent(b.ctx, "coin_received", { receiver: minter, amount: "9uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "coinbase", { minter, amount: "9uhid" })).toBe(true);

    b.bank.sendCoinsFromModuleToModule(b.ctx, "minter_module", "burner_module", coins([4, "uhid"]));
    b.bank.burnCoins(b.ctx, "burner_module", coins([3, "uhid"]));
    const burner = b.enc(moduleAddress("burner_module"));
    expect(hasEvent(b.ctx, "coin_spent", { spender: burner, amount: "3uhid" })).toBe(true);
    expect(hasEvent(b.ctx, "burn", { burner, amount: "3uhid" })).toBe(true);
  });

  it("a failed send emits nothing", () => {
    const b = newBank();
    expect(() => b.bank.sendCoins(b.ctx, alice, bob, coins([1, "uhid"]))).toThrow("insufficient funds");
    expect(b.ctx.events.events()).toEqual([]);
  });
});
