import type { MsgMultiSend, MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { FEE_COLLECTOR } from "../../../../abci-app/src/tx/expected-keepers";
import { ErrInputOutputMismatch, ErrMultipleSenders, ErrNoInputs, ErrNoOutputs, ErrSendDisabled } from "../../../../abci-app/src/modules/bank/errors";
import { bankMsgRoutes } from "../../../../abci-app/src/modules/bank/msgs";
import { AddressCodec, moduleAddress } from "../../../../abci-app/src/types/address";
import { AppError, type ErrorKind } from "../../../../abci-app/src/types/errors";
import { runMsg, type MsgRoute } from "../../../../abci-app/src/module-kit/module";
import { ErrInsufficientFunds, ErrInvalidAddress, ErrInvalidCoins, ErrUnauthorized } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, coins, fund, newBank, type Bank } from "./setup";

const alice = addressOf(1);
const bob = addressOf(2);
const carol = addressOf(3);

interface Case<T> {
  name: string;
  msg: (b: Bank) => T;
  setup?: (b: Bank) => void;
  expErr?: ErrorKind;
  /** The whole error message, or a part of it when `partial`. */
  expErrMsg?: string;
  partial?: boolean;
}

/** Runs a message as the transaction pipeline does: stateless checks, then the handler. */
function run<T>(b: Bank, route: MsgRoute<T>, msg: T): unknown {
  try {
    route.validateBasic(msg);
    return runMsg(route, b.ctx, msg);
  } catch (err) {
    return err;
  }
}

function expectOutcome<T>(tc: Case<T>, outcome: unknown): void {
  if (tc.expErr === undefined) {
    expect(outcome).not.toBeInstanceOf(Error);
    return;
  }
  expect(outcome).toBeInstanceOf(AppError);
  const err = outcome as AppError;
  expect([err.codespace, err.code]).toEqual([tc.expErr.codespace, tc.expErr.code]);
  if (tc.expErrMsg !== undefined) {
    if (tc.partial === true) expect(err.message).toContain(tc.expErrMsg);
    else expect(err.message).toBe(tc.expErrMsg);
  }
}

function routeOf<T>(b: Bank, typeUrl: string): MsgRoute<T> {
  return bankMsgRoutes(b.bank).find((r) => r.typeUrl === typeUrl)! as MsgRoute<T>;
}

describe("MsgSend", () => {
  const send = (b: Bank, amount: [number, string][], to = bob, from = alice): MsgSend => ({
    fromAddress: b.enc(from),
    toAddress: b.enc(to),
    amount: amount.map(([n, denom]) => ({ denom, amount: String(n) })),
  });
  const funded = (b: Bank) => fund(b, alice, coins([5, "uhid"], [100, "ustake"]));

  const cases: Case<MsgSend>[] = [
    { name: "sends", setup: funded, msg: (b) => send(b, [[5, "uhid"]]) },
    {
      name: "invalid from address",
      msg: (b) => ({ ...send(b, [[1, "uhid"]]), fromAddress: "hid1notbech32" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid from address hid1notbech32",
      partial: true,
    },
    {
      name: "empty to address",
      msg: (b) => ({ ...send(b, [[1, "uhid"]]), toAddress: "" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "empty to address: invalid address",
    },
    {
      name: "to address with another chain's prefix",
      msg: (b) => ({ ...send(b, [[1, "uhid"]]), toAddress: new AddressCodec("cosmos").encode(bob) }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid Bech32 prefix; expected hid, got cosmos",
      partial: true,
    },
    { name: "empty amount", msg: (b) => send(b, []), expErr: ErrInvalidCoins, expErrMsg: "empty amount: invalid coins" },
    { name: "zero amount", msg: (b) => send(b, [[0, "uhid"]]), expErr: ErrInvalidCoins, expErrMsg: "coin 0uhid amount is not positive: invalid coins" },
    { name: "negative amount", msg: (b) => send(b, [[-3, "uhid"]]), expErr: ErrInvalidCoins, expErrMsg: 'invalid amount: "-3": invalid coins' },
    {
      name: "unsorted denominations",
      msg: (b) =>
        send(b, [
          [1, "ustake"],
          [1, "uhid"],
        ]),
      expErr: ErrInvalidCoins,
      expErrMsg: "denomination uhid is not sorted: invalid coins",
    },
    {
      name: "more than the balance",
      setup: funded,
      msg: (b) => send(b, [[10, "uhid"]]),
      expErr: ErrInsufficientFunds,
      expErrMsg: "spendable balance 5uhid is smaller than 10uhid: insufficient funds",
    },
    {
      name: "a denomination the sender has none of (the SDK prints an empty balance)",
      setup: funded,
      msg: (b) => send(b, [[1, "uatom"]]),
      expErr: ErrInsufficientFunds,
      expErrMsg: "spendable balance  is smaller than 1uatom: insufficient funds",
    },
    {
      name: "to a blocked module account",
      setup: funded,
      msg: (b) => send(b, [[1, "uhid"]], moduleAddress(FEE_COLLECTOR)),
      expErr: ErrUnauthorized,
      expErrMsg: "is not allowed to receive funds: unauthorized",
      partial: true,
    },
    {
      name: "a denomination whose sends are disabled",
      setup: (b) => {
        funded(b);
        b.bank.setSendEnabled(b.ctx, "ustake", false);
      },
      msg: (b) =>
        send(b, [
          [1, "uhid"],
          [1, "ustake"],
        ]),
      expErr: ErrSendDisabled,
      expErrMsg: "ustake transfers are currently disabled: send transactions are disabled",
    },
    {
      name: "any denomination when sends are disabled by default",
      setup: (b) => {
        funded(b);
        b.bank.setParams(b.ctx, { sendEnabled: [], defaultSendEnabled: false });
      },
      msg: (b) => send(b, [[1, "uhid"]]),
      expErr: ErrSendDisabled,
    },
    {
      name: "a denomination enabled explicitly while the default is off",
      setup: (b) => {
        funded(b);
        b.bank.setParams(b.ctx, { sendEnabled: [{ denom: "uhid", enabled: true }], defaultSendEnabled: false });
      },
      msg: (b) => send(b, [[1, "uhid"]]),
    },
  ];

  it.each(cases)("$name", (tc) => {
    const b = newBank();
    tc.setup?.(b);
    expectOutcome(tc, run(b, routeOf<MsgSend>(b, "/cosmos.bank.v1beta1.MsgSend"), tc.msg(b)));
  });

  it("moves the coins and answers with a MsgSendResponse", () => {
    const b = newBank();
    fund(b, alice, coins([5, "uhid"]));
    const response = runMsg(routeOf<MsgSend>(b, "/cosmos.bank.v1beta1.MsgSend"), b.ctx, send(b, [[3, "uhid"]]));
    expect(response.typeUrl).toBe("/cosmos.bank.v1beta1.MsgSendResponse");
    expect(b.bank.getBalance(b.ctx, alice, "uhid").amount).toBe(2n);
    expect(b.bank.getBalance(b.ctx, bob, "uhid").amount).toBe(3n);
  });

  it("is signed by from_address and has the amino name cosmos-sdk/MsgSend", () => {
    const b = newBank();
    const route = routeOf<MsgSend>(b, "/cosmos.bank.v1beta1.MsgSend");
    expect(route.signers(send(b, [[1, "uhid"]]))).toEqual([b.enc(alice)]);
    expect(route.aminoName).toBe("cosmos-sdk/MsgSend");
  });
});

describe("MsgMultiSend", () => {
  const io = (b: Bank, address: Uint8Array, amount: [number, string][]) => ({
    address: b.enc(address),
    coins: amount.map(([n, denom]) => ({ denom, amount: String(n) })),
  });
  const funded = (b: Bank) => fund(b, alice, coins([10, "uhid"]));

  const cases: Case<MsgMultiSend>[] = [
    {
      name: "splits one input over two outputs",
      setup: funded,
      msg: (b) => ({ inputs: [io(b, alice, [[10, "uhid"]])], outputs: [io(b, bob, [[4, "uhid"]]), io(b, carol, [[6, "uhid"]])] }),
    },
    { name: "no inputs", msg: (b) => ({ inputs: [], outputs: [io(b, bob, [[1, "uhid"]])] }), expErr: ErrNoInputs, expErrMsg: "no inputs to send transaction" },
    {
      name: "two inputs",
      msg: (b) => ({ inputs: [io(b, alice, [[1, "uhid"]]), io(b, bob, [[1, "uhid"]])], outputs: [io(b, carol, [[2, "uhid"]])] }),
      expErr: ErrMultipleSenders,
      expErrMsg: "multiple senders not allowed",
    },
    {
      name: "no outputs",
      msg: (b) => ({ inputs: [io(b, alice, [[1, "uhid"]])], outputs: [] }),
      expErr: ErrNoOutputs,
      expErrMsg: "no outputs to send transaction",
    },
    {
      name: "input differs from the sum of outputs",
      msg: (b) => ({ inputs: [io(b, alice, [[10, "uhid"]])], outputs: [io(b, bob, [[4, "uhid"]]), io(b, carol, [[5, "uhid"]])] }),
      expErr: ErrInputOutputMismatch,
      expErrMsg: "sum inputs != sum outputs",
    },
    {
      name: "invalid output address",
      msg: (b) => ({ inputs: [io(b, alice, [[1, "uhid"]])], outputs: [{ address: "nope", coins: [{ denom: "uhid", amount: "1" }] }] }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid output address nope",
      partial: true,
    },
    {
      name: "invalid input address",
      msg: (b) => ({ inputs: [{ address: "", coins: [{ denom: "uhid", amount: "1" }] }], outputs: [io(b, bob, [[1, "uhid"]])] }),
      expErr: ErrInvalidAddress,
      expErrMsg: "empty input address: invalid address",
    },
    {
      name: "an output with zero coins",
      msg: (b) => ({ inputs: [io(b, alice, [[1, "uhid"]])], outputs: [io(b, bob, [[1, "uhid"]]), io(b, carol, [[0, "uhid"]])] }),
      expErr: ErrInvalidCoins,
    },
    {
      name: "an output to a blocked module account",
      setup: funded,
      msg: (b) => ({ inputs: [io(b, alice, [[2, "uhid"]])], outputs: [io(b, bob, [[1, "uhid"]]), io(b, moduleAddress(FEE_COLLECTOR), [[1, "uhid"]])] }),
      expErr: ErrUnauthorized,
      expErrMsg: "is not allowed to receive funds",
      partial: true,
    },
    {
      name: "more than the input holds",
      setup: funded,
      msg: (b) => ({ inputs: [io(b, alice, [[11, "uhid"]])], outputs: [io(b, bob, [[11, "uhid"]])] }),
      expErr: ErrInsufficientFunds,
      expErrMsg: "spendable balance 10uhid is smaller than 11uhid: insufficient funds",
    },
    {
      name: "a disabled denomination",
      setup: (b) => {
        funded(b);
        b.bank.setSendEnabled(b.ctx, "uhid", false);
      },
      msg: (b) => ({ inputs: [io(b, alice, [[1, "uhid"]])], outputs: [io(b, bob, [[1, "uhid"]])] }),
      expErr: ErrSendDisabled,
    },
  ];

  it.each(cases)("$name", (tc) => {
    const b = newBank();
    tc.setup?.(b);
    expectOutcome(tc, run(b, routeOf<MsgMultiSend>(b, "/cosmos.bank.v1beta1.MsgMultiSend"), tc.msg(b)));
  });

  it("credits every output and answers with a MsgMultiSendResponse", () => {
    const b = newBank();
    fund(b, alice, coins([10, "uhid"]));
    const msg = { inputs: [io(b, alice, [[10, "uhid"]])], outputs: [io(b, bob, [[4, "uhid"]]), io(b, carol, [[6, "uhid"]])] };
    const response = runMsg(routeOf<MsgMultiSend>(b, "/cosmos.bank.v1beta1.MsgMultiSend"), b.ctx, msg);
    expect(response.typeUrl).toBe("/cosmos.bank.v1beta1.MsgMultiSendResponse");
    expect([alice, bob, carol].map((a) => b.bank.getBalance(b.ctx, a, "uhid").amount)).toEqual([0n, 4n, 6n]);
  });

  it("20,000 outputs of 20,000 denominations are summed in one pass: a matching input passes, one unit less is a mismatch", () => {
    const b = newBank();
    const denoms = Array.from({ length: 20_000 }, (_, i) => `d${String(i).padStart(5, "0")}`);
    const outputs = denoms.map((denom) => io(b, bob, [[1, denom]]));
    const route = routeOf<MsgMultiSend>(b, "/cosmos.bank.v1beta1.MsgMultiSend");
    const input = (amounts: [number, string][]) => io(b, alice, amounts);
    expect(() => route.validateBasic({ inputs: [input(denoms.map((d) => [1, d]))], outputs })).not.toThrow();
    const short = denoms.map((d, i): [number, string] => [i === 0 ? 2 : 1, d]).slice(0, -1);
    expect(run(b, route, { inputs: [input(short)], outputs })).toMatchObject({ codespace: "bank", code: ErrInputOutputMismatch.code });
  });

  it("is signed by its input and has the amino name cosmos-sdk/MsgMultiSend", () => {
    const b = newBank();
    const route = routeOf<MsgMultiSend>(b, "/cosmos.bank.v1beta1.MsgMultiSend");
    expect(route.signers({ inputs: [io(b, alice, [[1, "uhid"]])], outputs: [io(b, bob, [[1, "uhid"]])] })).toEqual([b.enc(alice)]);
    expect(route.aminoName).toBe("cosmos-sdk/MsgMultiSend");
  });
});
