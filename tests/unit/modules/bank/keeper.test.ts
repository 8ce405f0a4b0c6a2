import { FEE_COLLECTOR } from "../../../../abci-app/src/tx/expected-keepers";
import { BankKeeper } from "../../../../abci-app/src/modules/bank/keeper/keeper";
import { balanceKey, denomOwnerKey } from "../../../../abci-app/src/modules/bank/types/keys";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import { ErrInsufficientFunds, ErrInvalidCoins, ErrUnauthorized, ErrUnknownAddress } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, coins, fund, newBank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);

describe("bank view", () => {
  it("getBalance returns a zero coin for a denomination the account does not hold", () => {
    const b = newBank();
    expect(b.bank.getBalance(b.ctx, alice, "uhid")).toEqual({ denom: "uhid", amount: 0n });
  });

  it("getAllBalances lists non-zero balances sorted by denom", () => {
    const b = newBank();
    fund(b, alice, coins([3, "zeta"], [1, "alpha"], [2, "uhid"]));
    expect(b.bank.getAllBalances(b.ctx, alice)).toEqual(coins([1, "alpha"], [2, "uhid"], [3, "zeta"]));
    expect(b.bank.spendableCoins(b.ctx, alice)).toEqual(b.bank.getAllBalances(b.ctx, alice));
  });

  it("getSupply is zero for an unknown denom and follows mint and burn", () => {
    const b = newBank();
    expect(b.bank.getSupply(b.ctx, "uhid").amount).toBe(0n);
    b.bank.mintCoins(b.ctx, "minter_module", coins([10, "uhid"]));
    b.bank.sendCoinsFromModuleToModule(b.ctx, "minter_module", "burner_module", coins([10, "uhid"]));
    b.bank.burnCoins(b.ctx, "burner_module", coins([4, "uhid"]));
    expect(b.bank.getSupply(b.ctx, "uhid").amount).toBe(6n);
  });
});

describe("bank store layout (SDK v0.47)", () => {
  it("keeps a balance at 0x02 ‖ len(address) ‖ address ‖ denom as decimal text, with the 0x03 owner index", () => {
    const b = newBank();
    fund(b, alice, coins([1234, "uhid"]));
    const key = balanceKey(alice, "uhid");
    expect(Buffer.from(key).toString("hex")).toBe(`0214${"01".repeat(20)}${Buffer.from("uhid").toString("hex")}`);
    const raw = b.ctx.multiStore.getKVStore("bank");
    expect(Buffer.from(raw.get(key)!).toString()).toBe("1234");
    expect(raw.has(denomOwnerKey("uhid", alice))).toBe(true);
  });

  it("deletes a balance, and its owner index entry, when it reaches zero", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    b.bank.sendCoins(b.ctx, alice, bob, coins([5, "uhid"]));
    const raw = b.ctx.multiStore.getKVStore("bank");
    expect(raw.has(balanceKey(alice, "uhid"))).toBe(false);
    expect(raw.has(denomOwnerKey("uhid", alice))).toBe(false);
    expect(b.bank.getAllBalances(b.ctx, alice)).toEqual([]);
  });
});

describe("sendCoins", () => {
  it("creates the recipient's account with the next account number", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    const next = b.auth.getAccount(b.ctx, alice)!.accountNumber + 1n;
    expect(b.auth.hasAccount(b.ctx, bob)).toBe(false);
    b.bank.sendCoins(b.ctx, alice, bob, coins([1, "uhid"]));
    expect(b.auth.getAccount(b.ctx, bob)).toEqual({ address: bob, pubKey: undefined, accountNumber: next, sequence: 0n });
  });

  it("leaves an existing recipient account as it is", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    fund(b, bob, coins([1, "uhid"]));
    b.auth.setAccount(b.ctx, { ...b.auth.getAccount(b.ctx, bob)!, sequence: 9n });
    b.bank.sendCoins(b.ctx, alice, bob, coins([1, "uhid"]));
    expect(b.auth.getAccount(b.ctx, bob)!.sequence).toBe(9n);
  });

  it("rejects invalid coins before touching balances", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    expect(() => b.bank.sendCoins(b.ctx, alice, bob, coins([1, "uhid"], [1, "alpha"]))).toThrow(ErrInvalidCoins.description);
    expect(b.bank.getBalance(b.ctx, alice, "uhid").amount).toBe(5n);
  });

  it("fails with insufficient funds (sdk 5) when any denomination is short", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    let caught: unknown;
    try {
      b.bank.sendCoins(b.ctx, alice, bob, coins([5, "alpha"]));
    } catch (err) {
      caught = err;
    }
    expect(ErrInsufficientFunds.is(caught)).toBe(true);
  });
});

describe("module accounts", () => {
  it("sendCoinsFromAccountToModule pays into the fee collector, creating its account if needed", () => {
    const b = newBank();
    fund(b, alice, coins([50, "uhid"]));
    b.bank.sendCoinsFromAccountToModule(b.ctx, alice, FEE_COLLECTOR, coins([20, "uhid"]));
    expect(b.bank.getBalance(b.ctx, moduleAddress(FEE_COLLECTOR), "uhid").amount).toBe(20n);
    expect(b.auth.getAccount(b.ctx, moduleAddress(FEE_COLLECTOR))?.moduleName).toBe(FEE_COLLECTOR);
  });

  it("sendCoinsFromAccountToModule fails for a module the app did not configure", () => {
    const b = newBank();
    fund(b, alice, coins([50, "uhid"]));
    expect(() => b.bank.sendCoinsFromAccountToModule(b.ctx, alice, "nowhere", coins([1, "uhid"]))).toThrow(
      ErrUnknownAddress.wrap("module account nowhere does not exist").message,
    );
  });

  it("sendCoinsFromModuleToAccount refuses a blocked recipient", () => {
    const b = newBank();
    b.bank.mintCoins(b.ctx, "minter_module", coins([5, "uhid"]));
    expect(() => b.bank.sendCoinsFromModuleToAccount(b.ctx, "minter_module", moduleAddress(FEE_COLLECTOR), coins([1, "uhid"]))).toThrow(
      "is not allowed to receive funds: unauthorized",
    );
    b.bank.sendCoinsFromModuleToAccount(b.ctx, "minter_module", alice, coins([2, "uhid"]));
    expect(b.bank.getBalance(b.ctx, alice, "uhid").amount).toBe(2n);
  });

  it("only a module account with the minter permission mints, only one with the burner permission burns", () => {
    const b = newBank();
    expect(() => b.bank.mintCoins(b.ctx, "burner_module", coins([1, "uhid"]))).toThrow(
      ErrUnauthorized.wrap("module account burner_module does not have permissions to mint tokens").message,
    );
    expect(() => b.bank.burnCoins(b.ctx, "minter_module", coins([1, "uhid"]))).toThrow(
      ErrUnauthorized.wrap("module account minter_module does not have permissions to burn tokens").message,
    );
  });

  it("blocks every configured module account by default, and only the given addresses when told", () => {
    const b = newBank();
    expect(b.bank.blockedAddr(moduleAddress(FEE_COLLECTOR))).toBe(true);
    expect(b.bank.blockedAddr(moduleAddress("minter_module"))).toBe(true);
    expect(b.bank.blockedAddr(alice)).toBe(false);
    const custom = new BankKeeper({ accountKeeper: b.auth, blockedAddresses: [alice] });
    expect(custom.blockedAddr(alice)).toBe(true);
    expect(custom.blockedAddr(moduleAddress(FEE_COLLECTOR))).toBe(false);
  });
});

describe("send-enabled flags and params", () => {
  it("a per-denom flag overrides the default", () => {
    const b = newBank();
    b.bank.setParams(b.ctx, { sendEnabled: [], defaultSendEnabled: false });
    b.bank.setSendEnabled(b.ctx, "uhid", true);
    expect(b.bank.isSendEnabledDenom(b.ctx, "uhid")).toBe(true);
    expect(b.bank.isSendEnabledDenom(b.ctx, "ustake")).toBe(false);
    b.bank.deleteSendEnabled(b.ctx, "uhid");
    expect(b.bank.isSendEnabledDenom(b.ctx, "uhid")).toBe(false);
  });

  it("setParams moves deprecated send_enabled entries out of params into flags", () => {
    const b = newBank();
    b.bank.setParams(b.ctx, { sendEnabled: [{ denom: "ustake", enabled: false }], defaultSendEnabled: true });
    expect(b.bank.getParams(b.ctx)).toEqual({ sendEnabled: [], defaultSendEnabled: true });
    expect(b.bank.getSendEnabledEntry(b.ctx, "ustake")).toEqual({ denom: "ustake", enabled: false });
  });
});
