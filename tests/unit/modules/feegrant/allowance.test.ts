import type { BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrFeeLimitExceeded,
  ErrFeeLimitExpired,
  ErrInvalidDuration,
  ErrMessageNotAllowed,
  ErrNoAllowance,
  ErrNoMessages,
} from "../../../../abci-app/src/modules/feegrant/errors";
import {
  acceptAllowance,
  packAllowance,
  startAllowance,
  unpackAllowance,
  validateAllowance,
  type FeeAllowance,
} from "../../../../abci-app/src/modules/feegrant/types/allowance";
import { BASIC_ALLOWANCE_TYPE_URL } from "../../../../abci-app/src/modules/feegrant/types/basic-allowance";
import type { Coin } from "../../../../abci-app/src/types/coins";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { infiniteGasMeter, newGasMeter } from "../../../../abci-app/src/types/gas";
import { ErrInvalidCoins, ErrOutOfGas, ErrTxDecode } from "../../../../abci-app/src/types/sdk-errors";
import { allowedMsgAny, at, basicAny, coins, expectError, HOUR, NOW, periodicAny, protoCoins, thrown } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const hour = { seconds: HOUR, nanos: 0 };

/** `count` coins of 1 in sorted denominations d00000, d00001, … */
const manyDenoms = (count: number) => protoCoins(...Array.from({ length: count }, (_, i): [number, string] => [1, `d${String(i).padStart(5, "0")}`]));

describe("allowance validation (ValidateBasic) and decoding", () => {
  interface Case {
    name: string;
    input: Any | undefined;
    expErr?: ErrorKind;
    expErrMsg?: string;
  }
  const periodic = (overrides: Partial<PeriodicAllowance>) =>
    periodicAny({ basic: { spendLimit: protoCoins([100, "uhid"]) }, period: hour, periodSpendLimit: protoCoins([10, "uhid"]), periodReset: NOW, ...overrides });
  const nested = (levels: number): Any => (levels === 1 ? basicAny({}) : allowedMsgAny(nested(levels - 1), [SEND]));

  const cases: Case[] = [
    { name: "basic without limit or expiration", input: basicAny({}) },
    { name: "basic with a limit and an expiration", input: basicAny({ spendLimit: protoCoins([5, "stake"], [10, "uhid"]), expiration: at(HOUR) }) },
    {
      name: "basic with a zero limit",
      input: basicAny({ spendLimit: protoCoins([0, "uhid"]) }),
      expErr: ErrInvalidCoins,
      expErrMsg: "spend limit is invalid: 0uhid",
    },
    { name: "basic with unsorted denoms", input: basicAny({ spendLimit: protoCoins([10, "uhid"], [5, "stake"]) }), expErr: ErrInvalidCoins },
    { name: "basic with a denom twice", input: basicAny({ spendLimit: protoCoins([1, "uhid"], [2, "uhid"]) }), expErr: ErrInvalidCoins },
    { name: "basic with a bad denom", input: basicAny({ spendLimit: protoCoins([1, "u"]) }), expErr: ErrInvalidCoins },
    { name: "basic with a negative amount", input: basicAny({ spendLimit: protoCoins([-1, "uhid"]) }), expErr: ErrInvalidCoins },
    {
      name: "expiration before 1970",
      input: basicAny({ expiration: { seconds: -1n, nanos: 0 } }),
      expErr: ErrInvalidDuration,
      expErrMsg: "expiration time cannot be negative",
    },
    { name: "expiration with nanos out of range", input: basicAny({ expiration: { seconds: 1n, nanos: 1_000_000_000 } }), expErr: ErrInvalidDuration },
    { name: "expiration after 9999", input: basicAny({ expiration: { seconds: 253_402_300_800n, nanos: 0 } }), expErr: ErrInvalidDuration },
    { name: "periodic", input: periodic({}) },
    { name: "periodic with an unlimited basic part", input: periodic({ basic: { spendLimit: [] } }) },
    { name: "periodic with a zero period (the SDK allows it)", input: periodic({ period: { seconds: 0n, nanos: 0 } }) },
    {
      name: "periodic with an empty period limit",
      input: periodic({ periodSpendLimit: [] }),
      expErr: ErrInvalidCoins,
      expErrMsg: "spend limit must be positive",
    },
    { name: "periodic with a zero period limit", input: periodic({ periodSpendLimit: protoCoins([0, "uhid"]) }), expErr: ErrInvalidCoins },
    {
      name: "periodic limit in a denom the basic limit lacks",
      input: periodic({ periodSpendLimit: protoCoins([10, "stake"]) }),
      expErr: ErrInvalidCoins,
      expErrMsg: "period spend limit has different currency than basic spend limit",
    },
    {
      name: "periodic with 40,000 denominations in both limits (each looked up once, not against every other)",
      input: periodic({ basic: { spendLimit: manyDenoms(40_000) }, periodSpendLimit: manyDenoms(40_000) }),
    },
    {
      name: "periodic with 40,000 denominations, one missing from the basic limit",
      input: periodic({ basic: { spendLimit: manyDenoms(40_000).slice(1) }, periodSpendLimit: manyDenoms(39_999) }),
      expErr: ErrInvalidCoins,
      expErrMsg: "period spend limit has different currency than basic spend limit",
    },
    { name: "periodic can-spend with a zero coin", input: periodic({ periodCanSpend: protoCoins([0, "uhid"]) }), expErr: ErrInvalidCoins },
    {
      name: "periodic with a negative period",
      input: periodic({ period: { seconds: -1n, nanos: 0 } }),
      expErr: ErrInvalidDuration,
      expErrMsg: "negative clock step",
    },
    { name: "periodic with a period of mixed signs", input: periodic({ period: { seconds: 1n, nanos: -1 } }), expErr: ErrInvalidDuration },
    { name: "periodic with an invalid basic part", input: periodic({ basic: { spendLimit: protoCoins([0, "uhid"]) } }), expErr: ErrInvalidCoins },
    { name: "allowed messages around a basic allowance", input: allowedMsgAny(basicAny({}), [SEND]) },
    { name: "allowed messages, none listed", input: allowedMsgAny(basicAny({}), []), expErr: ErrNoMessages, expErrMsg: "allowed messages shouldn't be empty" },
    {
      name: "allowed messages without an allowance",
      input: allowedMsgAny(undefined, [SEND]),
      expErr: ErrNoAllowance,
      expErrMsg: "allowance should not be empty",
    },
    {
      name: "allowed messages around an invalid allowance",
      input: allowedMsgAny(basicAny({ spendLimit: protoCoins([0, "uhid"]) }), [SEND]),
      expErr: ErrInvalidCoins,
    },
    { name: "nine allowances deep", input: nested(9) },
    { name: "ten allowances deep", input: nested(10), expErr: ErrTxDecode },
    { name: "no allowance at all", input: undefined, expErr: ErrNoAllowance, expErrMsg: "failed to get allowance" },
    {
      name: "a type that is no allowance",
      input: { typeUrl: SEND, value: new Uint8Array() },
      expErr: ErrTxDecode,
      expErrMsg: `unable to resolve type URL ${SEND}`,
    },
    { name: "bytes that do not decode", input: { typeUrl: BASIC_ALLOWANCE_TYPE_URL, value: Uint8Array.of(0x0a, 0x05) }, expErr: ErrTxDecode },
    {
      name: "an unknown critical field",
      input: { typeUrl: BASIC_ALLOWANCE_TYPE_URL, value: Uint8Array.of(0x18, 0x01) },
      expErr: ErrTxDecode,
      expErrMsg: "unknown field 3",
    },
  ];

  test.each(cases)("$name", ({ input, expErr, expErrMsg }) => {
    expectError(
      thrown(() => validateAllowance(unpackAllowance(input))),
      expErr,
      expErrMsg,
    );
  });

  test("packing a decoded allowance gives back its bytes", () => {
    const any = allowedMsgAny(
      periodicAny({
        basic: { spendLimit: protoCoins([100, "uhid"]), expiration: at(HOUR) },
        period: hour,
        periodSpendLimit: protoCoins([10, "uhid"]),
        periodReset: NOW,
      }),
      [SEND, CREATE_DID],
    );
    expect(packAllowance(unpackAllowance(any))).toEqual(any);
  });
});

/** Pays `fee` at `time` and returns the outcome, with what the allowance has left. */
function pay(any: Any, time = NOW, fee: Coin[] = coins([1, "uhid"]), msgs: string[] = [SEND]) {
  const result = acceptAllowance(unpackAllowance(any), { time, gasMeter: infiniteGasMeter() }, fee, msgs);
  return { ...result, left: stateOf(result.allowance) };
}

function stateOf(allowance: FeeAllowance): Record<string, unknown> {
  switch (allowance.kind) {
    case "basic":
      return { spendLimit: allowance.allowance.spendLimit };
    case "periodic": {
      const { basic, periodCanSpend, periodReset } = allowance.allowance;
      return { spendLimit: basic.spendLimit, periodCanSpend, periodReset };
    }
    case "allowed-msg":
      return stateOf(allowance.inner);
  }
}

describe("BasicAllowance.Accept", () => {
  interface Case {
    name: string;
    input: { allowance: Partial<BasicAllowance>; fee: Coin[]; time?: typeof NOW };
    expErr?: ErrorKind;
    remove?: boolean;
    left?: { denom: string; amount: string }[];
  }
  const cases: Case[] = [
    {
      name: "takes the fee off the limit",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]) }, fee: coins([3, "uhid"]) },
      remove: false,
      left: protoCoins([7, "uhid"]),
    },
    { name: "spent exactly: the grant goes", input: { allowance: { spendLimit: protoCoins([10, "uhid"]) }, fee: coins([10, "uhid"]) }, remove: true, left: [] },
    {
      name: "one more than is left",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]) }, fee: coins([11, "uhid"]) },
      expErr: ErrFeeLimitExceeded,
      remove: false,
    },
    {
      name: "a denom the limit lacks",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]) }, fee: coins([1, "stake"]) },
      expErr: ErrFeeLimitExceeded,
      remove: false,
    },
    {
      name: "one denom spent, another left: kept",
      input: { allowance: { spendLimit: protoCoins([5, "stake"], [10, "uhid"]) }, fee: coins([10, "uhid"]) },
      remove: false,
      left: protoCoins([5, "stake"]),
    },
    { name: "no limit: pays anything", input: { allowance: {}, fee: coins([1_000_000_000, "uhid"]) }, remove: false, left: [] },
    {
      name: "a zero fee leaves the limit",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]) }, fee: [] },
      remove: false,
      left: protoCoins([10, "uhid"]),
    },
    {
      name: "usable at its expiration",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]), expiration: NOW }, fee: coins([1, "uhid"]) },
      remove: false,
      left: protoCoins([9, "uhid"]),
    },
    {
      name: "expired one nanosecond before the block: refused and removed",
      input: { allowance: { spendLimit: protoCoins([10, "uhid"]), expiration: at(-1n, 999_999_999) }, fee: coins([1, "uhid"]) },
      expErr: ErrFeeLimitExpired,
      remove: true,
    },
    { name: "expired without a limit", input: { allowance: { expiration: at(-HOUR) }, fee: [] }, expErr: ErrFeeLimitExpired, remove: true },
  ];

  test.each(cases)("$name", ({ input, expErr, remove, left }) => {
    const result = pay(basicAny(input.allowance), input.time ?? NOW, input.fee);
    expectError(result.error, expErr, expErr === undefined ? undefined : "basic allowance");
    expect(result.remove).toBe(remove);
    if (left !== undefined) expect(result.left.spendLimit).toEqual(left);
  });
});

describe("PeriodicAllowance.Accept: period resets at block time", () => {
  const start = (overrides: Partial<PeriodicAllowance> = {}) =>
    periodicAny({
      basic: { spendLimit: protoCoins([100, "uhid"]) },
      period: hour,
      periodSpendLimit: protoCoins([10, "uhid"]),
      periodCanSpend: protoCoins([10, "uhid"]),
      periodReset: at(HOUR),
      ...overrides,
    });

  test("within a period the fee comes off both the period and the basic limit", () => {
    const result = pay(start(), at(10n), coins([4, "uhid"]));
    expect(result.error).toBeUndefined();
    expect(result.left).toEqual({ spendLimit: protoCoins([96, "uhid"]), periodCanSpend: protoCoins([6, "uhid"]), periodReset: at(HOUR) });
  });

  test("more than the period has left is refused with 'period limit', whatever the basic limit", () => {
    const result = pay(start({ periodCanSpend: protoCoins([3, "uhid"]) }), at(10n), coins([4, "uhid"]));
    expectError(result.error, ErrFeeLimitExceeded, "period limit");
    expect(result.remove).toBe(false);
  });

  test("at period_reset the period is refilled and the next reset is one period after the previous one", () => {
    const result = pay(start({ periodCanSpend: [] }), at(HOUR), coins([4, "uhid"]));
    expect(result.error).toBeUndefined();
    expect(result.left).toEqual({ spendLimit: protoCoins([96, "uhid"]), periodCanSpend: protoCoins([6, "uhid"]), periodReset: at(2n * HOUR) });
  });

  test("less than one period late, the schedule is kept", () => {
    const result = pay(start({ periodCanSpend: [] }), at(HOUR + 1_800n), coins([1, "uhid"]));
    expect(result.left.periodReset).toEqual(at(2n * HOUR));
  });

  test("more than one period behind, the next reset is one period from the block time", () => {
    const result = pay(start({ periodCanSpend: [] }), at(5n * HOUR + 7n), coins([1, "uhid"]));
    expect(result.error).toBeUndefined();
    expect(result.left).toEqual({ spendLimit: protoCoins([99, "uhid"]), periodCanSpend: protoCoins([9, "uhid"]), periodReset: at(6n * HOUR + 7n) });
  });

  test("a refill never gives more than the basic limit has left", () => {
    const result = pay(start({ basic: { spendLimit: protoCoins([4, "uhid"]) }, periodCanSpend: [] }), at(HOUR), coins([4, "uhid"]));
    expect(result.error).toBeUndefined();
    expect(result.remove).toBe(true);
  });

  test("the basic limit is checked too ('absolute limit')", () => {
    const result = pay(start({ basic: { spendLimit: protoCoins([2, "uhid"]) } }), at(10n), coins([3, "uhid"]));
    expectError(result.error, ErrFeeLimitExceeded, "absolute limit");
  });

  test("without a basic limit only the period limits", () => {
    const result = pay(start({ basic: { spendLimit: [] } }), at(10n), coins([10, "uhid"]));
    expect(result.error).toBeUndefined();
    expect(result.remove).toBe(false);
    expect(result.left.periodCanSpend).toEqual([]);
  });

  test("expired after the basic expiration: refused and removed", () => {
    const result = pay(start({ basic: { spendLimit: protoCoins([100, "uhid"]), expiration: at(5n) } }), at(6n), coins([1, "uhid"]));
    expectError(result.error, ErrFeeLimitExpired, "absolute limit");
    expect(result.remove).toBe(true);
  });

  test("a new grant starts its first period at the block time, with a full period's allowance", () => {
    const granted = startAllowance(unpackAllowance(start({ periodCanSpend: [], periodReset: { seconds: 0n, nanos: 0 } })), at(30n));
    expect(stateOf(granted)).toEqual({ spendLimit: protoCoins([100, "uhid"]), periodCanSpend: protoCoins([10, "uhid"]), periodReset: at(HOUR + 30n) });
    const wrapped = startAllowance(unpackAllowance(allowedMsgAny(start({ periodReset: { seconds: 0n, nanos: 0 } }), [SEND])), at(30n));
    expect(stateOf(wrapped).periodReset).toEqual(at(HOUR + 30n));
  });
});

describe("AllowedMsgAllowance.Accept", () => {
  const filtered = (inner: Any = basicAny({ spendLimit: protoCoins([10, "uhid"]) })) => allowedMsgAny(inner, [CREATE_DID, SEND]);

  test("pays when every message is of a listed type, updating the wrapped allowance", () => {
    const result = pay(filtered(), NOW, coins([4, "uhid"]), [SEND, CREATE_DID, SEND]);
    expect(result.error).toBeUndefined();
    expect(result.left.spendLimit).toEqual(protoCoins([6, "uhid"]));
    expect(packAllowance(result.allowance).typeUrl).toBe("/cosmos.feegrant.v1beta1.AllowedMsgAllowance");
  });

  test("one message of another type refuses the whole fee", () => {
    const result = pay(filtered(), NOW, coins([4, "uhid"]), [SEND, "/cosmos.authz.v1beta1.MsgExec"]);
    expectError(result.error, ErrMessageNotAllowed, "message does not exist in allowed messages");
    expect(result.remove).toBe(false);
  });

  test("passes the wrapped allowance's refusal and removal through", () => {
    expectError(pay(filtered(), NOW, coins([11, "uhid"])).error, ErrFeeLimitExceeded);
    const spent = pay(filtered(), NOW, coins([10, "uhid"]));
    expect(spent.error).toBeUndefined();
    expect(spent.remove).toBe(true);
  });

  test("charges 10 gas per allowed type and per message checked, as the SDK does", () => {
    const gas = (msgs: string[]) => {
      const meter = newGasMeter(1_000_000n);
      acceptAllowance(unpackAllowance(filtered()), { time: NOW, gasMeter: meter }, coins([1, "uhid"]), msgs);
      return meter.consumed();
    };
    expect(gas([SEND])).toBe(30n);
    expect(gas([SEND, SEND, CREATE_DID])).toBe(50n);
    // The check stops at the first message refused.
    expect(gas(["/x.Msg", SEND, SEND])).toBe(30n);
    const tight = newGasMeter(25n);
    expectError(
      thrown(() => acceptAllowance(unpackAllowance(filtered()), { time: NOW, gasMeter: tight }, coins([1, "uhid"]), [SEND])),
      ErrOutOfGas,
    );
  });
});
