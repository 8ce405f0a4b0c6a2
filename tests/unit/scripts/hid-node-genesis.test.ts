import { makeSenders } from "../../../scripts/bench/chain";
import { type HidNodeGenesis, hidNodeGenesis } from "../../../scripts/bench/hid-node";

// The sections of `hid-noded init`'s genesis (v0.1.10) that bench:node --app hid-node edits, after the validator's
// `add-genesis-account` and `gentx`
const VALIDATOR = "hid1m2yzxz5kxn8pr4tn2xq4pxg0f2f7g7yq6xg3sw";
function initGenesis(): HidNodeGenesis {
  return {
    consensus_params: { block: { max_bytes: "22020096", max_gas: "-1" } },
    app_state: {
      auth: { accounts: [{ "@type": "/cosmos.auth.v1beta1.BaseAccount", address: VALIDATOR, pub_key: null, account_number: "0", sequence: "0" }] },
      bank: { balances: [{ address: VALIDATOR, coins: [{ denom: "uhid", amount: "2000000000" }] }], supply: [{ denom: "uhid", amount: "2000000000" }] },
      staking: { params: { bond_denom: "stake" } },
      crisis: { constant_fee: { denom: "stake", amount: "1000" } },
      gov: { deposit_params: { min_deposit: [{ denom: "stake", amount: "10000000" }] } },
      mint: { params: { mint_denom: "stake" } },
      ssi: { chain_namespace: "devnet" },
    },
  };
}

describe("hid-node's genesis for the bench's chain", () => {
  const senders = makeSenders(3);

  test("funds the senders with the account numbers they sign with, and numbers the validator after them", () => {
    const { auth, bank } = hidNodeGenesis(initGenesis(), senders).app_state;
    expect(auth.accounts.map((a) => [a.address, a.account_number])).toEqual([
      [senders[0]!.address, "0"],
      [senders[1]!.address, "1"],
      [senders[2]!.address, "2"],
      [VALIDATOR, "3"],
    ]);
    expect(bank.balances.map((b) => [b.address, b.coins])).toEqual([
      [VALIDATOR, [{ denom: "uhid", amount: "2000000000" }]],
      ...senders.map((s) => [s.address, [{ denom: "uhid", amount: "1000000000" }]]),
    ]);
    expect(bank.supply).toEqual([{ denom: "uhid", amount: "5000000000" }]);
  });

  test("puts uhid where init wrote stake, and DIDs without a namespace as the load makes them", () => {
    const state = hidNodeGenesis(initGenesis(), []).app_state;
    expect([
      state.staking.params.bond_denom,
      state.crisis.constant_fee.denom,
      state.gov.deposit_params.min_deposit[0]!.denom,
      state.mint.params.mint_denom,
    ]).toEqual(["uhid", "uhid", "uhid", "uhid"]);
    expect(state.ssi.chain_namespace).toBe("");
  });

  test("leaves the supply empty while no account holds anything, and the input unchanged", () => {
    const empty = initGenesis();
    empty.app_state.auth.accounts = [];
    empty.app_state.bank.balances = [];
    expect(hidNodeGenesis(empty, []).app_state.bank.supply).toEqual([]);
    expect(empty.app_state.bank.supply).toEqual([{ denom: "uhid", amount: "2000000000" }]);
  });
});
