import { createFeegrantModule } from "../../../../abci-app/src/modules/feegrant/module";
import { addressOf, at, HOUR, newFeegrant, type Feegrant } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const carol = addressOf(3);
const BASIC = "/cosmos.feegrant.v1beta1.BasicAllowance";
const PERIODIC = "/cosmos.feegrant.v1beta1.PeriodicAllowance";
const ALLOWED = "/cosmos.feegrant.v1beta1.AllowedMsgAllowance";

/** A genesis in export form: grants by grantee address bytes, then granter bytes; every field printed. */
function canonicalGenesis(enc: (a: Uint8Array) => string) {
  return {
    allowances: [
      {
        granter: enc(alice),
        grantee: enc(bob),
        allowance: { "@type": BASIC, spend_limit: [{ denom: "uhid", amount: "5000" }], expiration: "2023-11-15T00:00:00.500Z" },
      },
      {
        granter: enc(alice),
        grantee: enc(carol),
        allowance: {
          "@type": ALLOWED,
          allowance: {
            "@type": PERIODIC,
            basic: { spend_limit: [], expiration: null },
            period: "3600s",
            period_spend_limit: [{ denom: "uhid", amount: "10" }],
            period_can_spend: [{ denom: "uhid", amount: "4" }],
            period_reset: "2023-11-14T23:00:00Z",
          },
          allowed_messages: ["/hypersignprotocol.hidnode.ssi.MsgCreateDID"],
        },
      },
      { granter: enc(bob), grantee: enc(carol), allowance: { "@type": BASIC, spend_limit: [], expiration: null } },
    ],
  };
}

function moduleOf(f: Feegrant) {
  return createFeegrantModule(f.keeper);
}

describe("feegrant genesis", () => {
  test("the default genesis is valid and empty", () => {
    const f = newFeegrant();
    const module = moduleOf(f);
    expect(module.defaultGenesis()).toEqual({ allowances: [] });
    expect(() => module.validateGenesis(module.defaultGenesis())).not.toThrow();
  });

  test("reads allowances: null as none, as jsonpb does", () => {
    const f = newFeegrant("genesis");
    expect(() => moduleOf(f).validateGenesis({ allowances: null })).not.toThrow();
    expect(() => moduleOf(f).validateGenesis({})).not.toThrow();
  });

  test("round-trips strictly: export(init(g)) deep-equals g, a periodic allowance keeping its period", () => {
    const f = newFeegrant("genesis");
    const module = moduleOf(f);
    const genesis = canonicalGenesis(f.enc);
    module.validateGenesis(genesis);
    module.initGenesis(f.ctx, genesis);
    expect(module.exportGenesis(f.ctx)).toStrictEqual(genesis);
  });

  test("init creates the grantees' accounts and queues the expirations", () => {
    const f = newFeegrant("genesis");
    moduleOf(f).initGenesis(f.ctx, canonicalGenesis(f.enc));
    expect([bob, carol].map((a) => f.auth.hasAccount(f.ctx, a))).toEqual([true, true]);
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(2n * HOUR)))).toBe(1);
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeUndefined();
  });

  test("init refuses an expiration before the genesis time", () => {
    const f = newFeegrant("genesis");
    const genesis = canonicalGenesis(f.enc);
    // One second before NOW, the genesis time of the test context.
    genesis.allowances[0]!.allowance.expiration = "2023-11-14T22:13:19Z";
    expect(() => moduleOf(f).initGenesis(f.ctx, genesis)).toThrow("expiration is before current block time");
  });

  const invalid: { name: string; change: (g: ReturnType<typeof canonicalGenesis>, f: Feegrant) => unknown; message: string }[] = [
    { name: "an unknown field", change: (g) => ({ ...g, params: {} }), message: 'feegrant genesis: unknown field "params"' },
    { name: "allowances not a list", change: () => ({ allowances: {} }), message: "allowances must be an array" },
    { name: "an unknown field in a grant", change: (g) => ({ allowances: [{ ...g.allowances[0], extra: 1 }] }), message: "feegrant genesis allowance 0" },
    {
      name: "an unknown allowance type",
      change: (_g, f) => ({ allowances: [{ granter: f.enc(alice), grantee: f.enc(bob), allowance: { "@type": "/cosmos.bank.v1beta1.MsgSend" } }] }),
      message: "not a fee allowance",
    },
    {
      name: "a malformed time",
      change: (g) => ({ allowances: [{ ...g.allowances[0], allowance: { "@type": BASIC, expiration: "tomorrow" } }] }),
      message: "feegrant genesis allowance 0",
    },
    {
      name: "a grant without allowance",
      change: (g) => ({ allowances: [{ granter: g.allowances[0]!.granter, grantee: g.allowances[0]!.grantee }] }),
      message: "failed to get allowance",
    },
    {
      name: "a self-grant",
      change: (g, f) => ({ allowances: [{ ...g.allowances[0], grantee: f.enc(alice) }] }),
      message: "cannot self-grant fee authorization",
    },
    {
      name: "an address of another chain",
      change: (g) => ({ allowances: [{ ...g.allowances[0], granter: "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu" }] }),
      message: "invalid Bech32 prefix",
    },
    {
      name: "an invalid allowance",
      change: (g) => ({ allowances: [{ ...g.allowances[0], allowance: { "@type": BASIC, spend_limit: [{ denom: "uhid", amount: "0" }] } }] }),
      message: "spend limit is invalid",
    },
    { name: "the same pair twice", change: (g) => ({ allowances: [g.allowances[0], g.allowances[0]] }), message: "feegrant genesis allowance 1" },
  ];

  test.each(invalid)("refuses $name", ({ change, message }) => {
    const f = newFeegrant("genesis");
    expect(() => moduleOf(f).validateGenesis(change(canonicalGenesis(f.enc), f))).toThrow(message);
  });
});
