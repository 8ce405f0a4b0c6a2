import type { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import type { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { sendAuthorization } from "../../../../abci-app/src/modules/bank/types/send-authorization";
import { AddressCodec } from "../../../../abci-app/src/types/address";
import type { AcceptResponse } from "../../../../abci-app/src/modules/authz/types/authorization";
import { AppError, type ErrorKind } from "../../../../abci-app/src/types/errors";
import { newGasMeter } from "../../../../abci-app/src/types/gas";
import { ErrInsufficientFunds, ErrInvalidType, ErrUnauthorized } from "../../../../abci-app/src/types/sdk-errors";
import { BOB, CAROL, newAuthz, T0 } from "./setup";

const codec = new AddressCodec();
const coin = (amount: number, denom = "uhid") => ({ denom, amount: String(amount) });
const send = (amount: { denom: string; amount: string }[], to = codec.encode(CAROL)): MsgSend => ({ fromAddress: codec.encode(BOB), toAddress: to, amount });

interface Case {
  name: string;
  authorization: SendAuthorization;
  input: unknown;
  expErr?: ErrorKind;
  expErrMsg?: string;
  expected?: AcceptResponse<SendAuthorization>;
}

describe("SendAuthorization.Accept", () => {
  const cases: Case[] = [
    {
      name: "lowers a multi-denom limit and drops a denom spent to zero, keeping the allow list",
      authorization: { spendLimit: [coin(10, "ustake"), coin(5)], allowList: [codec.encode(CAROL)] },
      input: send([coin(10, "ustake"), coin(2)]),
      expected: { accept: true, delete: false, updated: { spendLimit: [coin(3)], allowList: [codec.encode(CAROL)] } },
    },
    {
      name: "deletes the grant spent to zero",
      authorization: { spendLimit: [coin(5)], allowList: [] },
      input: send([coin(5)]),
      expected: { accept: true, delete: true },
    },
    {
      name: "refuses more than the limit",
      authorization: { spendLimit: [coin(5)], allowList: [] },
      input: send([coin(6)]),
      expErr: ErrInsufficientFunds,
      expErrMsg: "requested amount is more than spend limit: insufficient funds",
    },
    {
      name: "refuses a recipient outside the allow list, naming it",
      authorization: { spendLimit: [coin(5)], allowList: [codec.encode(BOB)] },
      input: send([coin(1)]),
      expErr: ErrUnauthorized,
      expErrMsg: `cannot send to ${codec.encode(CAROL)} address: unauthorized`,
    },
    {
      name: "refuses a message that is not a MsgSend",
      authorization: { spendLimit: [coin(5)], allowList: [] },
      input: { creator: "x" },
      expErr: ErrInvalidType,
      expErrMsg: "type mismatch: invalid type",
    },
  ];

  it.each(cases)("$name", ({ authorization, input, expErr, expErrMsg, expected }) => {
    const ctx = newAuthz().at(T0);
    let outcome: unknown;
    try {
      outcome = sendAuthorization.accept(ctx, authorization, input);
    } catch (err) {
      outcome = err;
    }
    if (expErr === undefined) {
      expect(outcome).toEqual(expected);
      return;
    }
    expect(outcome).toBeInstanceOf(AppError);
    expect([(outcome as AppError).kind, (outcome as AppError).message]).toEqual([expErr, expErrMsg]);
  });

  it("charges 10 gas per allow-list entry compared", () => {
    const ctx = newAuthz().at(T0).withGasMeter(newGasMeter(1_000n));
    sendAuthorization.accept(
      ctx,
      { spendLimit: [coin(5)], allowList: [codec.encode(BOB), codec.encode(new Uint8Array(20).fill(9)), codec.encode(CAROL)] },
      send([coin(1)]),
    );
    expect(ctx.gasMeter.consumed()).toBe(30n);
  });

  it("authorizes MsgSend", () => {
    expect(sendAuthorization.msgTypeUrl({ spendLimit: [], allowList: [] })).toBe("/cosmos.bank.v1beta1.MsgSend");
  });
});
