import { toBech32 } from "@cosmjs/encoding";
import { addGenesisAccount } from "../../../abci-app/src/cli/genesis/accounts";
import type { AppState } from "../../../abci-app/src/cli-kit/genesis/doc";
import { AddressCodec } from "../../../abci-app/src/types/address";
import { parseCoins } from "../../../abci-app/src/types/coins";

const codec = new AddressCodec("hid");
const addr = (byte: number): string => toBech32("hid", new Uint8Array(20).fill(byte));

function emptyState(): AppState {
  return { auth: { params: {}, accounts: [] }, bank: { params: {}, balances: [], supply: [], denom_metadata: [] }, other: { kept: true } };
}

function add(state: AppState, address: string, coins: string, append = false): AppState {
  return addGenesisAccount(state, { address, coins: parseCoins(coins), append, codec });
}

describe("addGenesisAccount", () => {
  it("adds a BaseAccount with account number 0, its balance and the supply", () => {
    const state = add(emptyState(), addr(9), "100uhid,5stake");
    expect(state["auth"]).toEqual({
      params: {},
      accounts: [{ "@type": "/cosmos.auth.v1beta1.BaseAccount", address: addr(9), pub_key: null, account_number: "0", sequence: "0" }],
    });
    expect(state["bank"]).toMatchObject({
      balances: [
        {
          address: addr(9),
          coins: [
            { denom: "stake", amount: "5" },
            { denom: "uhid", amount: "100" },
          ],
        },
      ],
      supply: [
        { denom: "stake", amount: "5" },
        { denom: "uhid", amount: "100" },
      ],
    });
    expect(state["other"]).toEqual({ kept: true });
  });

  it("numbers accounts after the highest existing one, including module accounts", () => {
    const start = emptyState();
    (start["auth"] as { accounts: unknown[] }).accounts.push({
      "@type": "/cosmos.auth.v1beta1.ModuleAccount",
      base_account: { address: addr(1), account_number: "4", sequence: "0" },
      name: "fee_collector",
    });
    const state = add(start, addr(2), "1uhid");
    const accounts = (state["auth"] as { accounts: { account_number?: string }[] }).accounts;
    expect(accounts[1]!.account_number).toBe("5");
    expect(() => add(state, addr(1), "1uhid")).toThrow(`cannot add account at existing address ${addr(1)}`);
  });

  it("sorts balances by address bytes and sums the supply", () => {
    let state = add(emptyState(), addr(200), "10uhid");
    state = add(state, addr(3), "7uhid,1stake");
    const bank = state["bank"] as { balances: { address: string }[]; supply: unknown };
    expect(bank.balances.map((b) => b.address)).toEqual([addr(3), addr(200)]);
    expect(bank.supply).toEqual([
      { denom: "stake", amount: "1" },
      { denom: "uhid", amount: "17" },
    ]);
  });

  it("refuses an existing account, or with append merges the coins into its balance", () => {
    const once = add(emptyState(), addr(7), "10uhid");
    expect(() => add(once, addr(7), "1uhid")).toThrow(`cannot add account at existing address ${addr(7)}`);
    const twice = add(once, addr(7), "5uhid,2stake", true);
    const bank = twice["bank"] as { balances: unknown[]; supply: unknown };
    expect(bank.balances).toEqual([
      {
        address: addr(7),
        coins: [
          { denom: "stake", amount: "2" },
          { denom: "uhid", amount: "15" },
        ],
      },
    ]);
    expect(bank.supply).toEqual([
      { denom: "stake", amount: "2" },
      { denom: "uhid", amount: "15" },
    ]);
    expect((twice["auth"] as { accounts: unknown[] }).accounts).toHaveLength(1);
  });

  it("merges coins into a balance that exists without an account", () => {
    const start = emptyState();
    (start["bank"] as { balances: unknown[]; supply: unknown[] }).balances.push({ address: addr(4), coins: [{ denom: "uhid", amount: "3" }] });
    (start["bank"] as { supply: unknown[] }).supply.push({ denom: "uhid", amount: "3" });
    const bank = add(start, addr(4), "2uhid")["bank"] as { balances: unknown[]; supply: unknown };
    expect(bank.balances).toEqual([{ address: addr(4), coins: [{ denom: "uhid", amount: "5" }] }]);
    expect(bank.supply).toEqual([{ denom: "uhid", amount: "5" }]);
  });

  it("leaves its input untouched", () => {
    const start = emptyState();
    const before = JSON.stringify(start);
    add(start, addr(1), "1uhid");
    expect(JSON.stringify(start)).toBe(before);
  });

  it("rejects no coins, missing module sections and broken existing data", () => {
    expect(() => add(emptyState(), addr(1), "0uhid")).toThrow("no coins to add");
    expect(() => add({ bank: {} }, addr(1), "1uhid")).toThrow("genesis app_state has no auth section");
    expect(() => add({ auth: { accounts: {} }, bank: {} }, addr(1), "1uhid")).toThrow("genesis app_state.auth.accounts is not a list");
    expect(() => add({ auth: {}, bank: { supply: [{ denom: "uhid", amount: "x" }] } }, addr(1), "1uhid")).toThrow("invalid coins in genesis bank.supply");
  });
});
