import { createBankModule } from "../../../../abci-app/src/modules/bank/module";
import { addressOf, newBank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);

const UHID = {
  description: "The native token of idledger",
  denom_units: [
    { denom: "uhid", exponent: 0, aliases: ["microhid"] },
    { denom: "hid", exponent: 6, aliases: [] },
  ],
  base: "uhid",
  display: "hid",
  name: "HID",
  symbol: "HID",
  uri: "",
  uri_hash: "",
};

/** A genesis in export form: balances by address bytes, supply given, metadata and flags by denom. */
function canonicalGenesis(enc: (a: Uint8Array) => string) {
  return {
    params: { send_enabled: [], default_send_enabled: true },
    balances: [
      {
        address: enc(alice),
        coins: [
          { denom: "uhid", amount: "1000" },
          { denom: "ustake", amount: "5" },
        ],
      },
      { address: enc(bob), coins: [{ denom: "uhid", amount: "24" }] },
    ],
    supply: [
      { denom: "uhid", amount: "1024" },
      { denom: "ustake", amount: "5" },
    ],
    denom_metadata: [UHID],
    send_enabled: [{ denom: "ustake", enabled: false }],
  };
}

type Genesis = ReturnType<typeof canonicalGenesis>;

describe("bank genesis", () => {
  it("the default genesis is valid and carries the uhid metadata", () => {
    const b = newBank();
    const module = createBankModule(b.bank);
    const genesis = module.defaultGenesis() as Genesis;
    expect(() => module.validateGenesis(genesis)).not.toThrow();
    expect(genesis.denom_metadata).toEqual([UHID]);
    expect(genesis.params).toEqual({ send_enabled: [], default_send_enabled: true });
  });

  it("round-trips strictly: export(init(g)) deep-equals g", () => {
    const b = newBank();
    const module = createBankModule(b.bank);
    const genesis = canonicalGenesis(b.enc);
    module.initGenesis(b.ctx, genesis);
    expect(module.exportGenesis(b.ctx)).toStrictEqual(genesis);
  });

  it("computes the supply from the balances when genesis gives none", () => {
    const b = newBank();
    const module = createBankModule(b.bank);
    module.initGenesis(b.ctx, { ...canonicalGenesis(b.enc), supply: [] });
    expect(b.bank.getSupply(b.ctx, "uhid").amount).toBe(1024n);
    expect(b.bank.getBalance(b.ctx, alice, "ustake").amount).toBe(5n);
    expect(b.bank.isSendEnabledDenom(b.ctx, "ustake")).toBe(false);
  });

  it("initGenesis emits no events", () => {
    const b = newBank();
    createBankModule(b.bank).initGenesis(b.ctx, canonicalGenesis(b.enc));
    expect(b.ctx.events.events()).toEqual([]);
  });

  const metadata = (change: Partial<typeof UHID>) => ({ ...UHID, ...change });
  const cases: { name: string; change: (g: Genesis, enc: (a: Uint8Array) => string) => unknown; expErrMsg: string }[] = [
    {
      name: "a balance listed twice",
      change: (g) => ({ ...g, balances: [g.balances[0], g.balances[0]], supply: [] }),
      expErrMsg: "duplicate balance for address",
    },
    {
      name: "a balance at an invalid address",
      change: (g) => ({ ...g, balances: [{ address: "hid1xyz", coins: [] }], supply: [] }),
      expErrMsg: "balance 0 (hid1xyz): invalid address hid1xyz",
    },
    {
      name: "a zero coin in a balance",
      change: (g) => ({ ...g, balances: [{ address: g.balances[1]!.address, coins: [{ denom: "uhid", amount: "0" }] }], supply: [] }),
      expErrMsg: "coin 0uhid amount is not positive",
    },
    {
      name: "unsorted coins in a balance",
      change: (g) => ({
        ...g,
        balances: [
          {
            address: g.balances[1]!.address,
            coins: [
              { denom: "uhid", amount: "1" },
              { denom: "alpha", amount: "1" },
            ],
          },
        ],
        supply: [],
      }),
      expErrMsg: "denomination alpha is not sorted",
    },
    {
      name: "a supply that is not the sum of the balances",
      change: (g) => ({
        ...g,
        supply: [
          { denom: "uhid", amount: "1023" },
          { denom: "ustake", amount: "5" },
        ],
      }),
      expErrMsg: "bank genesis supply is incorrect: given 1023uhid,5ustake, the balances sum to 1024uhid,5ustake",
    },
    {
      name: "a supply with a zero coin",
      change: (g) => ({ ...g, supply: [{ denom: "uhid", amount: "0" }] }),
      expErrMsg: "bank genesis supply: coin 0uhid amount is not positive",
    },
    { name: "metadata for one denom twice", change: (g) => ({ ...g, denom_metadata: [UHID, UHID] }), expErrMsg: "duplicate denom metadata for uhid" },
    {
      name: "a base unit with a non-zero exponent",
      change: (g) => ({ ...g, denom_metadata: [metadata({ denom_units: [{ denom: "uhid", exponent: 1, aliases: [] }, UHID.denom_units[1]!] })] }),
      expErrMsg: "the exponent of base denomination unit uhid must be 0, got 1",
    },
    {
      name: "a first unit that is not the base",
      change: (g) => ({ ...g, denom_metadata: [metadata({ denom_units: [UHID.denom_units[1]!, UHID.denom_units[0]!] })] }),
      expErrMsg: "the first denomination unit must be the base denom uhid, got hid",
    },
    {
      name: "units not sorted by exponent",
      change: (g) => ({
        ...g,
        denom_metadata: [metadata({ denom_units: [UHID.denom_units[0]!, UHID.denom_units[1]!, { denom: "mhid", exponent: 3, aliases: [] }] })],
      }),
      expErrMsg: "denomination units must be sorted by ascending exponent: mhid (3) follows 6",
    },
    {
      name: "a display unit that is not among the units",
      change: (g) => ({ ...g, denom_metadata: [metadata({ display: "khid" })] }),
      expErrMsg: "must contain a denomination unit with display denom khid",
    },
    {
      name: "a blank name",
      change: (g) => ({ ...g, denom_metadata: [metadata({ name: " " })] }),
      expErrMsg: 'denom metadata "uhid": name field cannot be blank',
    },
    {
      name: "an alias listed twice",
      change: (g) => ({
        ...g,
        denom_metadata: [metadata({ denom_units: [{ denom: "uhid", exponent: 0, aliases: ["micro", "micro"] }, UHID.denom_units[1]!] })],
      }),
      expErrMsg: "duplicate denomination unit alias micro",
    },
    {
      name: "send_enabled both in params and at top level",
      change: (g) => ({ ...g, params: { send_enabled: [{ denom: "uhid", enabled: true }], default_send_enabled: true } }),
      expErrMsg: "send_enabled defined in both the send_enabled field and in params (deprecated)",
    },
    {
      name: "a send_enabled denom listed twice",
      change: (g) => ({
        ...g,
        send_enabled: [
          { denom: "ustake", enabled: false },
          { denom: "ustake", enabled: true },
        ],
      }),
      expErrMsg: "duplicate send enabled entry for ustake",
    },
    { name: "an invalid send_enabled denom", change: (g) => ({ ...g, send_enabled: [{ denom: "1x", enabled: false }] }), expErrMsg: 'invalid denom "1x"' },
    { name: "a section that is not an object", change: () => [], expErrMsg: "bank genesis: expected a JSON object for GenesisState, got an array" },
  ];

  it.each(cases)("rejects $name", ({ change, expErrMsg }) => {
    const b = newBank();
    const module = createBankModule(b.bank);
    const genesis = change(canonicalGenesis(b.enc), b.enc);
    expect(() => module.validateGenesis(genesis)).toThrow(expErrMsg);
    expect(() => module.initGenesis(b.ctx, genesis)).toThrow(expErrMsg);
  });

  it("accepts the deprecated params.send_enabled and stores it as flags", () => {
    const b = newBank();
    const module = createBankModule(b.bank);
    const genesis = {
      ...canonicalGenesis(b.enc),
      params: { send_enabled: [{ denom: "ustake", enabled: false }], default_send_enabled: true },
      send_enabled: [],
    };
    module.initGenesis(b.ctx, genesis);
    expect(module.exportGenesis(b.ctx)).toStrictEqual(canonicalGenesis(b.enc));
  });
});
