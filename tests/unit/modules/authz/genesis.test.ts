import { AUTHZ_MODULE_NAME } from "../../../../abci-app/src/modules/authz/types/keys";
import type { AppModule } from "../../../../abci-app/src/module-kit/module";
import { ALICE, BOB, CAROL, newAuthz, T0, type Authz } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

function authzModule(a: Authz): AppModule {
  return a.modules.modules.find((m) => m.name === AUTHZ_MODULE_NAME)!;
}

/** A genesis in export order (granter bytes, grantee bytes, message type), every field present. */
function sortedGenesis(a: Authz) {
  return {
    authorization: [
      {
        granter: a.enc(ALICE),
        grantee: a.enc(BOB),
        authorization: { "@type": "/cosmos.bank.v1beta1.SendAuthorization", spend_limit: [{ denom: "uhid", amount: "100" }], allow_list: [a.enc(CAROL)] },
        expiration: "2026-06-01T12:00:00.123456789Z",
      },
      {
        granter: a.enc(ALICE),
        grantee: a.enc(BOB),
        authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: CREATE_DID },
        expiration: null,
      },
      {
        granter: a.enc(BOB),
        grantee: a.enc(ALICE),
        authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: SEND },
        expiration: "2027-01-01T00:00:00.500Z",
      },
    ],
  };
}

describe("authz genesis", () => {
  it("defaults to no grant", () => {
    const a = newAuthz();
    expect(authzModule(a).defaultGenesis()).toEqual({ authorization: [] });
    expect(authzModule(a).exportGenesis(a.ctx)).toEqual({ authorization: [] });
  });

  it("round-trips: export(init(g)) equals g, nanoseconds of expirations included, and the grants are queued", () => {
    const a = newAuthz();
    const genesis = sortedGenesis(a);
    const module = authzModule(a);
    module.validateGenesis(genesis);
    module.initGenesis(a.ctx, genesis);
    expect(module.exportGenesis(a.ctx)).toEqual(genesis);
    expect(a.keeper.dequeueAndDeleteExpiredGrants(a.at(1_780_315_200n, 123_456_790))).toBe(1);
  });

  it("exports in key order whatever the order of the genesis it was loaded from", () => {
    const a = newAuthz();
    const module = authzModule(a);
    module.initGenesis(a.ctx, { authorization: [sortedGenesis(a).authorization[2], sortedGenesis(a).authorization[0]] });
    expect((module.exportGenesis(a.ctx) as { authorization: { granter: string }[] }).authorization.map((e) => e.granter)).toEqual([a.enc(ALICE), a.enc(BOB)]);
  });

  it("drops, at init, grants whose expiration is not after the genesis time", () => {
    const a = newAuthz();
    const genesis = sortedGenesis(a);
    const stale = [
      { ...genesis.authorization[1]!, authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: SEND }, expiration: "2026-01-01T00:00:00Z" },
      { ...genesis.authorization[1]!, expiration: "2025-12-31T23:59:59Z" },
    ];
    authzModule(a).initGenesis(a.at(T0), { authorization: stale });
    expect(authzModule(a).exportGenesis(a.ctx)).toEqual({ authorization: [] });
  });

  const invalid: { name: string; entry: (a: Authz) => Record<string, unknown>; error: RegExp }[] = [
    {
      name: "an invalid granter",
      entry: (a) => ({ ...sortedGenesis(a).authorization[1], granter: "hid1nope" }),
      error: /authz genesis authorization 0 .*invalid granter address/,
    },
    {
      name: "a missing grantee",
      entry: (a) => {
        const { grantee: _, ...rest } = sortedGenesis(a).authorization[1];
        return rest;
      },
      error: /empty grantee address/,
    },
    {
      name: "granter and grantee the same",
      entry: (a) => ({ ...sortedGenesis(a).authorization[1], grantee: a.enc(ALICE) }),
      error: /grantee and granter should be different/,
    },
    { name: "no authorization", entry: (a) => ({ ...sortedGenesis(a).authorization[1], authorization: null }), error: /authorization is nil/ },
    {
      name: "an unknown authorization type",
      entry: (a) => ({ ...sortedGenesis(a).authorization[1], authorization: { "@type": "/cosmos.bank.v1beta1.MsgSend" } }),
      error: /no concrete type registered/,
    },
    {
      name: "an authorization failing its checks",
      entry: (a) => ({
        ...sortedGenesis(a).authorization[0],
        authorization: { "@type": "/cosmos.bank.v1beta1.SendAuthorization", spend_limit: [], allow_list: [] },
      }),
      error: /spend limit cannot be nil/,
    },
    {
      name: "an expiration that is not RFC 3339",
      entry: (a) => ({ ...sortedGenesis(a).authorization[1], expiration: "tomorrow" }),
      error: /expiration: expected an RFC 3339 date-time/,
    },
    { name: "an unknown field", entry: (a) => ({ ...sortedGenesis(a).authorization[1], note: "x" }), error: /unknown field "note"/ },
  ];

  it.each(invalid)("rejects $name", ({ entry, error }) => {
    const a = newAuthz();
    expect(() => authzModule(a).validateGenesis({ authorization: [entry(a)] })).toThrow(error);
  });

  it("rejects two grants for the same granter, grantee and message type", () => {
    const a = newAuthz();
    const entry = sortedGenesis(a).authorization[1]!;
    expect(() => authzModule(a).validateGenesis({ authorization: [entry, { ...entry, expiration: "2030-01-01T00:00:00Z" }] })).toThrow(
      /a second grant for \/hypersignprotocol/,
    );
  });

  it("rejects a section that is not an object with an authorization list", () => {
    const a = newAuthz();
    expect(() => authzModule(a).validateGenesis([])).toThrow(/authz genesis: expected a JSON object for GenesisState, got an array/);
    expect(() => authzModule(a).validateGenesis({ authorization: {} })).toThrow(/authz genesis.authorization: expected a JSON array/);
    expect(() => authzModule(a).validateGenesis({ grants: [] })).toThrow(/unknown field "grants"/);
  });
});
