import { Grant } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { MsgGrantAllowance, MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import { ErrInvalidDuration, ErrNoAllowance } from "../../../../abci-app/src/modules/feegrant/errors";
import { feegrantMsgRoutes } from "../../../../abci-app/src/modules/feegrant/msgs";
import { queueStore } from "../../../../abci-app/src/modules/feegrant/keeper/store";
import { MSG_GRANT_ALLOWANCE_TYPE_URL, MSG_REVOKE_ALLOWANCE_TYPE_URL } from "../../../../abci-app/src/modules/feegrant/types/msgs";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import type { MsgRoute } from "../../../../abci-app/src/module-kit/module";
import { ErrInvalidAddress, ErrInvalidCoins, ErrInvalidRequest, ErrNotFound, ErrTxDecode, ErrUnauthorized } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, at, basicAny, coins, eventsOf, expectError, fund, HOUR, newFeegrant, NOW, periodicAny, protoCoins, thrown, type Feegrant } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);

interface Case<T> {
  name: string;
  input: (f: Feegrant) => T;
  setup?: (f: Feegrant) => void;
  expErr?: ErrorKind;
  expErrMsg?: string;
}

function routeOf<T>(f: Feegrant, typeUrl: string): MsgRoute<T> {
  return feegrantMsgRoutes(f.keeper).find((r) => r.typeUrl === typeUrl)! as MsgRoute<T>;
}

/** Runs a message as the transaction pipeline does: stateless checks, then the handler. */
function run<T>(f: Feegrant, typeUrl: string, msg: T): unknown {
  const route = routeOf<T>(f, typeUrl);
  return thrown(() => {
    route.validateBasic(msg);
    route.handle(f.ctx, msg);
  });
}

describe("MsgGrantAllowance", () => {
  const grant = (f: Feegrant, overrides: Partial<MsgGrantAllowance> = {}): MsgGrantAllowance => ({
    granter: f.enc(alice),
    grantee: f.enc(bob),
    allowance: basicAny({ spendLimit: protoCoins([5_000, "uhid"]) }),
    ...overrides,
  });
  const funded = (f: Feegrant) => fund(f, alice, coins([1_000_000, "uhid"]));

  const cases: Case<MsgGrantAllowance>[] = [
    { name: "grants a basic allowance", setup: funded, input: (f) => grant(f) },
    { name: "grants with an expiration at the block time", setup: funded, input: (f) => grant(f, { allowance: basicAny({ expiration: NOW }) }) },
    {
      name: "an invalid granter address",
      input: (f) => grant(f, { granter: "hid1notbech32" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid granter address hid1notbech32",
    },
    { name: "an empty grantee address", input: (f) => grant(f, { grantee: "" }), expErr: ErrInvalidAddress, expErrMsg: "empty grantee address" },
    {
      name: "the granter as grantee",
      input: (f) => grant(f, { grantee: f.enc(alice) }),
      expErr: ErrInvalidAddress,
      expErrMsg: "cannot self-grant fee authorization",
    },
    { name: "no allowance", input: (f) => grant(f, { allowance: undefined }), expErr: ErrNoAllowance, expErrMsg: "failed to get allowance" },
    { name: "an invalid allowance", input: (f) => grant(f, { allowance: basicAny({ spendLimit: protoCoins([0, "uhid"]) }) }), expErr: ErrInvalidCoins },
    {
      name: "an Any that is no allowance",
      input: (f) => grant(f, { allowance: { typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: new Uint8Array() } }),
      expErr: ErrTxDecode,
    },
    {
      name: "a grant for the pair exists already",
      setup: (f) => f.keeper.grantAllowance(f.ctx, alice, bob, { kind: "basic", allowance: { spendLimit: [] } }),
      input: (f) => grant(f),
      expErr: ErrInvalidRequest,
      expErrMsg: "fee allowance already exists",
    },
    {
      name: "an expiration before the block time",
      input: (f) => grant(f, { allowance: basicAny({ expiration: at(-1n, 999_999_999) }) }),
      expErr: ErrInvalidRequest,
      expErrMsg: "expiration is before current block time",
    },
    {
      name: "a periodic allowance whose first period would end after 9999-12-31",
      input: (f) =>
        grant(f, {
          allowance: periodicAny({ period: { seconds: 300_000_000_000n, nanos: 0 }, periodSpendLimit: protoCoins([1, "uhid"]), periodReset: NOW }),
        }),
      expErr: ErrInvalidDuration,
      expErrMsg: "the first period would end after 9999-12-31",
    },
    {
      name: "a grantee without account whose address may not receive funds",
      input: (f) => grant(f, { grantee: f.enc(moduleAddress("fee_collector")) }),
      expErr: ErrUnauthorized,
      expErrMsg: "is not allowed to receive funds",
    },
  ];

  test.each(cases)("$name", (tc) => {
    const f = newFeegrant();
    tc.setup?.(f);
    expectError(run(f, MSG_GRANT_ALLOWANCE_TYPE_URL, tc.input(f)), tc.expErr, tc.expErrMsg);
  });

  test("stores the grant, creates the grantee's account and emits set_feegrant", () => {
    const f = newFeegrant();
    funded(f);
    expect(f.auth.hasAccount(f.ctx, bob)).toBe(false);
    expect(run(f, MSG_GRANT_ALLOWANCE_TYPE_URL, grant(f))).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toEqual(
      Grant.fromPartial({ granter: f.enc(alice), grantee: f.enc(bob), allowance: basicAny({ spendLimit: protoCoins([5_000, "uhid"]) }) }),
    );
    expect(f.auth.getAccount(f.ctx, bob)).toMatchObject({ accountNumber: 1n, sequence: 0n, pubKey: undefined });
    expect(eventsOf(f.ctx, "set_feegrant")).toEqual([{ granter: f.enc(alice), grantee: f.enc(bob) }]);
    // The grant is directional: nothing from bob to alice.
    expect(f.keeper.getGrant(f.ctx, bob, alice)).toBeUndefined();
  });

  test("an existing grantee account is kept as it is", () => {
    const f = newFeegrant();
    funded(f);
    fund(f, bob, coins([1, "uhid"]));
    const before = f.auth.getAccount(f.ctx, bob);
    expect(run(f, MSG_GRANT_ALLOWANCE_TYPE_URL, grant(f))).toBeUndefined();
    expect(f.auth.getAccount(f.ctx, bob)).toEqual(before);
  });

  test("a periodic allowance starts its period at the block time, whatever the client sent", () => {
    const f = newFeegrant();
    const allowance = periodicAny({
      basic: { spendLimit: protoCoins([100, "uhid"]) },
      period: { seconds: HOUR, nanos: 0 },
      periodSpendLimit: protoCoins([10, "uhid"]),
      periodCanSpend: [],
      periodReset: { seconds: 0n, nanos: 0 },
    });
    expect(run(f, MSG_GRANT_ALLOWANCE_TYPE_URL, grant(f, { allowance }))).toBeUndefined();
    const stored = f.keeper.getAllowance(f.ctx, alice, bob)!;
    expect(stored.kind === "periodic" && { canSpend: stored.allowance.periodCanSpend, reset: stored.allowance.periodReset }).toEqual({
      canSpend: protoCoins([10, "uhid"]),
      reset: at(HOUR),
    });
  });

  test("an expiration puts the grant in the pruning queue", () => {
    const f = newFeegrant();
    expect(run(f, MSG_GRANT_ALLOWANCE_TYPE_URL, grant(f, { allowance: basicAny({ expiration: at(HOUR) }) }))).toBeUndefined();
    expect([...queueStore(f.ctx).iterator()]).toHaveLength(1);
  });

  test("the granter signs", () => {
    const f = newFeegrant();
    expect(routeOf<MsgGrantAllowance>(f, MSG_GRANT_ALLOWANCE_TYPE_URL).signers(grant(f))).toEqual([f.enc(alice)]);
  });
});

describe("MsgRevokeAllowance", () => {
  const revoke = (f: Feegrant, overrides: Partial<MsgRevokeAllowance> = {}): MsgRevokeAllowance => ({
    granter: f.enc(alice),
    grantee: f.enc(bob),
    ...overrides,
  });
  const granted = (f: Feegrant) => f.keeper.grantAllowance(f.ctx, alice, bob, { kind: "basic", allowance: { spendLimit: [], expiration: at(HOUR) } });

  const cases: Case<MsgRevokeAllowance>[] = [
    { name: "revokes", setup: granted, input: (f) => revoke(f) },
    { name: "no grant", input: (f) => revoke(f), expErr: ErrNotFound, expErrMsg: "fee-grant not found: not found" },
    {
      name: "the grantee revoking the reverse pair",
      setup: granted,
      input: (f) => revoke(f, { granter: f.enc(bob), grantee: f.enc(alice) }),
      expErr: ErrNotFound,
    },
    { name: "the same address twice", input: (f) => revoke(f, { grantee: f.enc(alice) }), expErr: ErrInvalidAddress, expErrMsg: "addresses must be different" },
    {
      name: "an invalid grantee address",
      input: (f) => revoke(f, { grantee: "cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid Bech32 prefix",
    },
  ];

  test.each(cases)("$name", (tc) => {
    const f = newFeegrant();
    tc.setup?.(f);
    expectError(run(f, MSG_REVOKE_ALLOWANCE_TYPE_URL, tc.input(f)), tc.expErr, tc.expErrMsg);
  });

  test("deletes the grant and its queue entry and emits revoke_feegrant", () => {
    const f = newFeegrant();
    granted(f);
    expect(run(f, MSG_REVOKE_ALLOWANCE_TYPE_URL, revoke(f))).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeUndefined();
    expect([...queueStore(f.ctx).iterator()]).toHaveLength(0);
    expect(eventsOf(f.ctx, "revoke_feegrant")).toEqual([{ granter: f.enc(alice), grantee: f.enc(bob) }]);
  });
});
