import { ErrFeeLimitExceeded, ErrFeeLimitExpired, ErrMessageNotAllowed } from "../../../../abci-app/src/modules/feegrant/errors";
import { queueStore } from "../../../../abci-app/src/modules/feegrant/keeper/store";
import { unpackAllowance, type FeeAllowance } from "../../../../abci-app/src/modules/feegrant/types/allowance";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { ErrNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, allowedMsgAny, at, basicAny, coins, eventsOf, expectError, HOUR, newFeegrant, NOW, protoCoins, thrown, type Feegrant } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const carol = addressOf(3);
const SEND = "/cosmos.bank.v1beta1.MsgSend";

const basic = (spendLimit: [number, string][], expiration?: typeof NOW): FeeAllowance =>
  unpackAllowance(basicAny({ spendLimit: protoCoins(...spendLimit), ...(expiration ? { expiration } : {}) }));

/** The basic spend limit left (inside an AllowedMsgAllowance too), or undefined when there is no grant. */
const spendLimitOf = (f: Feegrant) => {
  let allowance = f.keeper.getAllowance(f.ctx, alice, bob);
  while (allowance?.kind === "allowed-msg") allowance = allowance.inner;
  if (allowance?.kind === "periodic") throw new Error("not a basic allowance");
  return allowance?.allowance.spendLimit;
};

const queueSize = (f: Feegrant) => [...queueStore(f.ctx).iterator()].length;

describe("useGrantedFees (the ante chain's call)", () => {
  interface Case {
    name: string;
    input: { allowance?: FeeAllowance; fee: [number, string][]; msgs?: string[] };
    expErr?: ErrorKind;
    expErrMsg?: string;
    /** The spend limit left, or undefined when the grant is gone. */
    left: { denom: string; amount: string }[] | undefined;
    events: string[];
  }
  const cases: Case[] = [
    {
      name: "pays within the limit",
      input: { allowance: basic([[10, "uhid"]]), fee: [[4, "uhid"]] },
      left: protoCoins([6, "uhid"]),
      events: ["use_feegrant", "update_feegrant"],
    },
    {
      name: "spends the limit exactly: the grant is deleted",
      input: { allowance: basic([[10, "uhid"]]), fee: [[10, "uhid"]] },
      left: undefined,
      events: ["revoke_feegrant", "use_feegrant"],
    },
    {
      name: "over the limit: refused",
      input: { allowance: basic([[10, "uhid"]]), fee: [[11, "uhid"]] },
      expErr: ErrFeeLimitExceeded,
      expErrMsg: "basic allowance: fee limit exceeded",
      left: protoCoins([10, "uhid"]),
      events: [],
    },
    { name: "no grant", input: { fee: [[1, "uhid"]] }, expErr: ErrNotFound, expErrMsg: "fee-grant not found: not found", left: undefined, events: [] },
    {
      name: "expired: refused, and the grant deleted in this branch",
      input: { allowance: basic([[10, "uhid"]], at(-1n)), fee: [[1, "uhid"]] },
      expErr: ErrFeeLimitExpired,
      left: undefined,
      events: ["revoke_feegrant"],
    },
    {
      name: "a message type the allowance does not list",
      input: { allowance: unpackAllowance(allowedMsgAny(basicAny({}), [SEND])), fee: [[1, "uhid"]], msgs: [SEND, "/cosmos.authz.v1beta1.MsgExec"] },
      expErr: ErrMessageNotAllowed,
      left: [],
      events: [],
    },
  ];

  test.each(cases)("$name", (tc) => {
    const f = newFeegrant();
    if (tc.input.allowance !== undefined) f.keeper.grantAllowance(f.atTime(at(-HOUR)), alice, bob, tc.input.allowance);
    const ctx = f.atTime(NOW);
    expectError(
      thrown(() => f.keeper.useGrantedFees(ctx, alice, bob, coins(...tc.input.fee), tc.input.msgs ?? [SEND])),
      tc.expErr,
      tc.expErrMsg,
    );
    expect(spendLimitOf(f)).toEqual(tc.left);
    expect(ctx.events.events().map((e) => e.type)).toEqual(tc.events);
    for (const type of tc.events) expect(eventsOf(ctx, type)).toEqual([{ granter: f.enc(alice), grantee: f.enc(bob) }]);
  });

  test("the spend limit is never exceeded: repeated fees stop at the limit and the exact last fee deletes the grant", () => {
    const f = newFeegrant();
    f.keeper.grantAllowance(f.ctx, alice, bob, basic([[12_000, "uhid"]], at(HOUR)));
    const pay = (amount: number) => thrown(() => f.keeper.useGrantedFees(f.ctx, alice, bob, coins([amount, "uhid"]), [SEND]));
    expect(pay(5_000)).toBeUndefined();
    expect(pay(5_000)).toBeUndefined();
    expectError(pay(5_000), ErrFeeLimitExceeded);
    expect(spendLimitOf(f)).toEqual(protoCoins([2_000, "uhid"]));
    expect(pay(2_000)).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeUndefined();
    expect(queueSize(f)).toBe(0);
    expectError(pay(1), ErrNotFound);
  });
});

describe("expiry: the queue and the end-of-block pruning", () => {
  function granted(): Feegrant {
    const f = newFeegrant();
    f.keeper.grantAllowance(f.ctx, alice, bob, basic([], at(HOUR)));
    f.keeper.grantAllowance(f.ctx, alice, carol, basic([], at(2n * HOUR)));
    f.keeper.grantAllowance(f.ctx, bob, carol, basic([]));
    return f;
  }

  test("prunes the grants that expired before the block time, keeps one expiring at it, and those without expiration", () => {
    const f = granted();
    expect(queueSize(f)).toBe(2);
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(HOUR)))).toBe(0);
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeDefined();
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(HOUR, 1)))).toBe(1);
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, alice, carol)).toBeDefined();
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(100n * HOUR)))).toBe(1);
    expect(f.keeper.getGrant(f.ctx, alice, carol)).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, bob, carol)).toBeDefined();
    expect(queueSize(f)).toBe(0);
  });

  test("pruning emits no event, as in the SDK", () => {
    const f = granted();
    const ctx = f.atTime(at(3n * HOUR));
    expect(f.keeper.pruneExpiredAllowances(ctx)).toBe(2);
    expect(ctx.events.events()).toEqual([]);
  });

  test("a grant revoked and granted again with a later expiration is not pruned at the old one", () => {
    const f = granted();
    f.keeper.revokeAllowance(f.ctx, alice, bob);
    f.keeper.grantAllowance(f.ctx, alice, bob, basic([], at(10n * HOUR)));
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(5n * HOUR)))).toBe(1);
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeDefined();
  });

  test("replacing a grant (genesis) moves its queue entry to the new expiration", () => {
    const f = granted();
    f.keeper.grantAllowance(f.ctx, alice, bob, basic([], at(10n * HOUR)));
    expect(queueSize(f)).toBe(2);
    f.keeper.grantAllowance(f.ctx, alice, bob, basic([]));
    expect(queueSize(f)).toBe(1);
    expect(f.keeper.pruneExpiredAllowances(f.atTime(at(20n * HOUR)))).toBe(1);
    expect(f.keeper.getGrant(f.ctx, alice, bob)).toBeDefined();
  });
});
