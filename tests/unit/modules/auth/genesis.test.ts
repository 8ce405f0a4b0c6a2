import { createAuthModule } from "../../../../abci-app/src/modules/auth/module";
import { bech32PrefixOfAuthGenesis } from "../../../../abci-app/src/types/address";
import { AddressCodec, moduleAddress, secp256k1Address } from "../../../../abci-app/src/types/address";
import { sha256 } from "../../../../abci-app/src/types/hash";
import { addressOf, newAuth, newContext } from "./setup";

const KEY = Buffer.from("0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798", "hex");
const hid = new AddressCodec("hid");

const base = (address: Uint8Array, n: number, extra: Record<string, unknown> = {}) => ({
  "@type": "/cosmos.auth.v1beta1.BaseAccount",
  address: hid.encode(address),
  pub_key: null as unknown,
  account_number: String(n),
  sequence: "0",
  ...extra,
});
const moduleAccount = (name: string, n: number, permissions: string[]) => ({
  "@type": "/cosmos.auth.v1beta1.ModuleAccount",
  base_account: { address: hid.encode(moduleAddress(name)), pub_key: null, account_number: String(n), sequence: "0" },
  name,
  permissions,
});
const addressBytesOf = (account: { address?: string; base_account?: { address: string } }) => hid.decode(account.address ?? account.base_account!.address);

const PARAMS = {
  max_memo_characters: "256",
  tx_sig_limit: "7",
  tx_size_cost_per_byte: "10",
  sig_verify_cost_ed25519: "590",
  sig_verify_cost_secp256k1: "1000",
};

/** A genesis in export form: accounts ordered by address bytes, fee_collector present. */
function canonicalGenesis() {
  const accounts: Record<string, unknown>[] = [
    base(secp256k1Address(KEY), 3, { pub_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY.toString("base64") }, sequence: "7" }),
    base(addressOf(2), 0),
    moduleAccount("fee_collector", 1, []),
    moduleAccount("mint", 2, ["minter"]),
  ];
  accounts.sort((a, b) => Buffer.compare(addressBytesOf(a), addressBytesOf(b)));
  return { params: PARAMS, accounts, bech32_prefix: "hid" };
}

type Genesis = ReturnType<typeof canonicalGenesis>;

function setup() {
  const { keeper, registry } = newAuth({ moduleAccountPermissions: { mint: ["minter"] } });
  return { keeper, module: createAuthModule(keeper, registry), ctx: newContext() };
}

describe("auth genesis", () => {
  it("the default genesis is valid: default params, no accounts, prefix hid", () => {
    const { module } = setup();
    expect(module.defaultGenesis()).toEqual({ params: PARAMS, accounts: [], bech32_prefix: "hid" });
    expect(() => module.validateGenesis(module.defaultGenesis())).not.toThrow();
  });

  it("round-trips strictly: export(init(g)) deep-equals g", () => {
    const { module, ctx } = setup();
    const genesis = canonicalGenesis();
    module.initGenesis(ctx, genesis);
    expect(module.exportGenesis(ctx)).toStrictEqual(genesis);
  });

  it("creates fee_collector when genesis lacks it, numbered after the highest imported account", () => {
    const { module, keeper, ctx } = setup();
    module.initGenesis(ctx, { params: PARAMS, accounts: [base(addressOf(1), 5), base(addressOf(2), 9)], bech32_prefix: "hid" });
    const collector = keeper.getAccount(ctx, moduleAddress("fee_collector"));
    expect(collector).toMatchObject({ moduleName: "fee_collector", accountNumber: 10n, permissions: [] });
    expect(keeper.newAccountWithAddress(ctx, addressOf(3)).accountNumber).toBe(11n);
  });

  it("switches the address codec to the genesis prefix and stores it", () => {
    const { module, keeper, ctx } = setup();
    const idl = new AddressCodec("idl");
    module.initGenesis(ctx, {
      params: PARAMS,
      accounts: [{ ...base(addressOf(1), 0), address: idl.encode(addressOf(1)) }],
      bech32_prefix: "idl",
    });
    expect(keeper.addressCodec.prefix).toBe("idl");
    expect(newAuth().keeper.loadPrefix(ctx)).toBe("idl");
    expect((module.exportGenesis(ctx) as Genesis).accounts.map((a) => (a as { address?: string }).address ?? "")).toContain(idl.encode(addressOf(1)));
  });

  it("a genesis without bech32_prefix (an SDK file) uses hid", () => {
    const { module } = setup();
    expect(bech32PrefixOfAuthGenesis({ params: PARAMS, accounts: [] })).toBe("hid");
    expect(() => module.validateGenesis({ params: PARAMS, accounts: [base(addressOf(1), 0)] })).not.toThrow();
  });

  const cases: { name: string; change: (g: Genesis) => unknown; expErrMsg: string }[] = [
    { name: "an invalid prefix", change: (g) => ({ ...g, bech32_prefix: "HID" }), expErrMsg: 'auth genesis: invalid bech32 prefix "HID"' },
    {
      name: "a zero max_memo_characters",
      change: (g) => ({ ...g, params: { ...PARAMS, max_memo_characters: "0" } }),
      expErrMsg: "max_memo_characters must be a positive uint64, got 0",
    },
    {
      name: "a zero tx_sig_limit",
      change: (g) => ({ ...g, params: { ...PARAMS, tx_sig_limit: "0" } }),
      expErrMsg: "tx_sig_limit must be a positive uint64, got 0",
    },
    {
      name: "a negative tx_size_cost_per_byte",
      change: (g) => ({ ...g, params: { ...PARAMS, tx_size_cost_per_byte: "-1" } }),
      expErrMsg: "auth genesis params.tx_size_cost_per_byte: expected an unsigned 64-bit integer",
    },
    {
      name: "a zero sig_verify_cost_ed25519",
      change: (g) => ({ ...g, params: { ...PARAMS, sig_verify_cost_ed25519: "0" } }),
      expErrMsg: "sig_verify_cost_ed25519 must be a positive uint64",
    },
    {
      name: "a zero sig_verify_cost_secp256k1",
      change: (g) => ({ ...g, params: { ...PARAMS, sig_verify_cost_secp256k1: "0" } }),
      expErrMsg: "sig_verify_cost_secp256k1 must be a positive uint64",
    },
    {
      name: "a parameter that is not a number",
      change: (g) => ({ ...g, params: { ...PARAMS, tx_sig_limit: "seven" } }),
      expErrMsg: "auth genesis params.tx_sig_limit: expected an unsigned 64-bit integer",
    },
    {
      name: "an account of an unknown @type",
      change: (g) => ({ ...g, accounts: [{ "@type": "/foo.v1.Account", address: "x" }] }),
      expErrMsg: 'auth genesis account 0: unknown "@type" "/foo.v1.Account"',
    },
    {
      name: "an account of a known type that is not an account",
      change: (g) => ({ ...g, accounts: [{ "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY.toString("base64") }] }),
      expErrMsg: "auth genesis account 0: unknown account type /cosmos.crypto.secp256k1.PubKey",
    },
    {
      name: "an invalid address",
      change: (g) => ({ ...g, accounts: [{ ...base(addressOf(1), 0), address: "hid1qqq" }] }),
      expErrMsg: "auth genesis account 0: invalid address hid1qqq",
    },
    {
      name: "an address of another prefix",
      change: (g) => ({ ...g, accounts: [{ ...base(addressOf(1), 0), address: new AddressCodec("cosmos").encode(addressOf(1)) }] }),
      expErrMsg: "invalid Bech32 prefix; expected hid, got cosmos",
    },
    {
      name: "an address listed twice",
      change: (g) => ({ ...g, accounts: [base(addressOf(1), 0), base(addressOf(1), 1)] }),
      expErrMsg: `auth genesis account 1: duplicate account address ${hid.encode(addressOf(1))} (also account 0)`,
    },
    {
      name: "an account number given twice",
      change: (g) => ({ ...g, accounts: [base(addressOf(1), 0), base(addressOf(2), 0)] }),
      expErrMsg: `auth genesis account 1: duplicate account number 0 (${hid.encode(addressOf(2))} and ${hid.encode(addressOf(1))})`,
    },
    {
      name: "a public key of another address",
      change: (g) => ({ ...g, accounts: [base(addressOf(1), 0, { pub_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: KEY.toString("base64") } })] }),
      expErrMsg: "and pubkey address do not match",
    },
    {
      name: "a module account away from its name's address",
      change: (g) => ({ ...g, accounts: [{ ...moduleAccount("mint", 0, []), name: "bank" }] }),
      expErrMsg: 'cannot be derived from the module name "bank"',
    },
    {
      name: "a permission listed twice",
      change: (g) => ({ ...g, accounts: [moduleAccount("mint", 0, ["minter", "minter"])] }),
      expErrMsg: "module account mint: duplicate permission minter",
    },
    { name: "accounts that are not a list", change: (g) => ({ ...g, accounts: {} }), expErrMsg: "auth genesis: accounts must be an array" },
    { name: "a section that is not an object", change: () => "auth", expErrMsg: "auth genesis must be a JSON object" },
  ];

  it.each(cases)("rejects $name", ({ change, expErrMsg }) => {
    const { module, ctx } = setup();
    const genesis = change(canonicalGenesis());
    expect(() => module.validateGenesis(genesis)).toThrow(expErrMsg);
    expect(() => module.initGenesis(ctx, genesis)).toThrow(expErrMsg);
  });

  it("accepts an Ed25519 public key matching its address (SHA-256(key)[:20]) and refuses another", () => {
    const { module } = setup();
    const key = new Uint8Array(32).fill(5);
    const address = sha256(key).subarray(0, 20);
    const pub = { "@type": "/cosmos.crypto.ed25519.PubKey", key: Buffer.from(key).toString("base64") };
    expect(() => module.validateGenesis({ params: PARAMS, accounts: [base(address, 0, { pub_key: pub })], bech32_prefix: "hid" })).not.toThrow();
    expect(() => module.validateGenesis({ params: PARAMS, accounts: [base(addressOf(1), 0, { pub_key: pub })], bech32_prefix: "hid" })).toThrow("do not match");
  });
});
