import type { Fee } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { ErrFeeLimitExceeded, ErrMessageNotAllowed } from "../../../../abci-app/src/modules/feegrant/errors";
import { unpackAllowance } from "../../../../abci-app/src/modules/feegrant/types/allowance";
import { deductFee } from "../../../../abci-app/src/tx/ante/fee";
import type { AnteOptions } from "../../../../abci-app/src/tx/ante/types";
import type { DecodedTx } from "../../../../abci-app/src/tx/decode";
import { FEE_COLLECTOR } from "../../../../abci-app/src/tx/expected-keepers";
import { SignatureCache } from "../../../../abci-app/src/tx/signature-cache";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import { parseDecCoins } from "../../../../abci-app/src/types/coins";
import { Context, type ExecMode } from "../../../../abci-app/src/module-kit/context";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { findAttribute } from "../../../../abci-app/src/types/events";
import { ErrInsufficientFee, ErrInsufficientFunds, ErrInvalidAddress, ErrInvalidRequest, ErrNotFound } from "../../../../abci-app/src/types/sdk-errors";
import { addressOf, allowedMsgAny, basicAny, coins, expectError, fund, newFeegrant, NOW, protoCoins, thrown, type Feegrant } from "./setup";

const granter = addressOf(1);
const grantee = addressOf(2);
const payer = addressOf(3);
const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const START = 1_000_000n;
const LIMIT = 12_000n;

interface Input {
  fee: number;
  granter?: Uint8Array | string;
  payer?: Uint8Array;
  msgs?: string[];
  mode?: ExecMode;
  simulate?: boolean;
}

/**
 * The DeductFee step as the pipeline runs it: on a branch of the state, written back only when the step passes
 * (a failing ante chain changes nothing). The grantee signs; the granter has funds and gave it a 12,000uhid
 * allowance for MsgSend and MsgCreateDID; the grantee holds nothing.
 */
function setup(options: Partial<AnteOptions> = {}) {
  const f = newFeegrant();
  fund(f, granter, coins([START, "uhid"]));
  fund(f, payer, coins([START, "uhid"]));
  f.keeper.grantAllowance(f.ctx, granter, grantee, unpackAllowance(allowedMsgAny(basicAny({ spendLimit: protoCoins([LIMIT, "uhid"]) }), [SEND, CREATE_DID])));
  f.keeper.grantAllowance(f.ctx, granter, payer, unpackAllowance(basicAny({ spendLimit: protoCoins([LIMIT, "uhid"]) })));
  const step = deductFee({
    accountKeeper: f.auth,
    bankKeeper: f.bank,
    feegrantKeeper: f.keeper,
    minGasPrices: () => parseDecCoins("0.025uhid"),
    signatureCache: new SignatureCache(),
    ...options,
  });
  const run = (input: Input) => {
    const branch = f.store.branch();
    const ctx = Context.create({ chainId: "idledger-test", height: 5n, time: NOW, proposer: new Uint8Array(20) }, input.mode ?? "finalize", branch);
    const fee: Fee = {
      amount: protoCoins([input.fee, "uhid"]),
      gasLimit: 200_000n,
      payer: input.payer === undefined ? "" : f.enc(input.payer),
      granter: input.granter === undefined ? "" : typeof input.granter === "string" ? input.granter : f.enc(input.granter),
    };
    const tx = { fee, msgs: (input.msgs ?? [CREATE_DID]).map((typeUrl) => ({ typeUrl })) } as unknown as DecodedTx;
    const error = thrown(() => step(ctx, { tx, signers: [grantee], simulate: input.simulate ?? false }));
    if (error === undefined) branch.write();
    return { error, events: ctx.events.events() };
  };
  return { ...f, run };
}

const balance = (f: Feegrant, address: Uint8Array) => f.bank.getBalance(f.ctx, address, "uhid").amount;
const left = (f: Feegrant, owner = grantee) => {
  const allowance = f.keeper.getAllowance(f.ctx, granter, owner);
  const basic = allowance?.kind === "allowed-msg" ? allowance.inner : allowance;
  return basic?.kind === "basic" ? BigInt(basic.allowance.spendLimit[0]?.amount ?? "0") : undefined;
};

describe("DeductFee with a fee granter", () => {
  test("a grantee with no balance pays through the granter: the granter is debited exactly the fee", () => {
    const f = setup();
    const { error, events } = f.run({ fee: 5_000, granter });
    expect(error).toBeUndefined();
    expect(balance(f, granter)).toBe(START - 5_000n);
    expect(balance(f, grantee)).toBe(0n);
    expect(balance(f, moduleAddress(FEE_COLLECTOR))).toBe(5_000n);
    expect(left(f)).toBe(LIMIT - 5_000n);
    expect(findAttribute(events, "tx", "fee_payer")).toBe(f.enc(granter));
    expect(findAttribute(events, "tx", "fee")).toBe("5000uhid");
    expect(findAttribute(events, "use_feegrant", "grantee")).toBe(f.enc(grantee));
    expect(findAttribute(events, "coin_spent", "spender")).toBe(f.enc(granter));
  });

  interface Case {
    name: string;
    input: Input;
    options?: Partial<AnteOptions>;
    expErr: ErrorKind;
    expErrMsg?: string;
  }
  const cases: Case[] = [
    { name: "a granter that gave no grant", input: { fee: 5_000, granter: payer }, expErr: ErrNotFound, expErrMsg: "does not allow to pay fees for" },
    {
      name: "a fee above what the allowance has left",
      input: { fee: Number(LIMIT) + 1, granter },
      expErr: ErrFeeLimitExceeded,
      expErrMsg: "basic allowance: fee limit exceeded",
    },
    {
      name: "a message the allowance does not cover",
      input: { fee: 5_000, granter, msgs: [CREATE_DID, "/cosmos.authz.v1beta1.MsgExec"] },
      expErr: ErrMessageNotAllowed,
    },
    { name: "a granter address that is not bech32", input: { fee: 5_000, granter: "hid1nope" }, expErr: ErrInvalidAddress },
    { name: "a fee below the node's minimum gas price, in CheckTx", input: { fee: 4_999, granter, mode: "check" }, expErr: ErrInsufficientFee },
    {
      name: "the module disabled",
      input: { fee: 5_000, granter },
      options: { feegrantKeeper: undefined },
      expErr: ErrInvalidRequest,
      expErrMsg: "fee grants are not enabled",
    },
  ];

  test.each(cases)("refuses $name, and nothing changes", ({ input, options, expErr, expErrMsg }) => {
    const f = setup(options);
    expectError(f.run(input).error, expErr, expErrMsg);
    expect(balance(f, granter)).toBe(START);
    expect(balance(f, moduleAddress(FEE_COLLECTOR))).toBe(0n);
    expect(left(f)).toBe(LIMIT);
  });

  test("the refusal names who refused whom, with the allowance's own code", () => {
    const f = setup();
    expectError(
      f.run({ fee: 20_000, granter }).error,
      ErrFeeLimitExceeded,
      `${f.enc(granter)} does not allow to pay fees for ${f.enc(grantee)}: basic allowance: fee limit exceeded`,
    );
  });

  test("a granter short of funds: the allowance is not spent either", () => {
    const f = setup();
    f.bank.sendCoins(f.ctx, granter, payer, coins([START - 100n, "uhid"]));
    expectError(f.run({ fee: 5_000, granter }).error, ErrInsufficientFunds);
    expect(left(f)).toBe(LIMIT);
  });

  test("repeated fees stop at the spend limit; the exact remainder spends the grant, which is then gone", () => {
    const f = setup();
    expect(f.run({ fee: 5_000, granter }).error).toBeUndefined();
    expect(f.run({ fee: 5_000, granter }).error).toBeUndefined();
    expectError(f.run({ fee: 5_000, granter }).error, ErrFeeLimitExceeded);
    expect(balance(f, granter)).toBe(START - 10_000n);
    expect(f.run({ fee: 2_000, granter }).error).toBeUndefined();
    expect(f.keeper.getGrant(f.ctx, granter, grantee)).toBeUndefined();
    expectError(f.run({ fee: 2_000, granter }).error, ErrNotFound);
    expect(balance(f, granter)).toBe(START - LIMIT);
    expect(balance(f, grantee)).toBe(0n);
  });

  test("works in CheckTx and in simulation, so the mempool admits the grantee and gas can be estimated", () => {
    const f = setup();
    expect(f.run({ fee: 5_000, granter, mode: "check" }).error).toBeUndefined();
    expect(f.run({ fee: 0, granter, mode: "simulate", simulate: true }).error).toBeUndefined();
  });

  test("with fee.payer set, the granter's allowance for that payer pays", () => {
    const f = setup();
    const { error, events } = f.run({ fee: 5_000, granter, payer });
    expect(error).toBeUndefined();
    expect(left(f, payer)).toBe(LIMIT - 5_000n);
    expect(left(f)).toBe(LIMIT);
    expect(findAttribute(events, "tx", "fee_payer")).toBe(f.enc(granter));
  });

  test("a granter paying its own fee needs no allowance", () => {
    const f = setup();
    const { error, events } = f.run({ fee: 5_000, granter: payer, payer });
    expect(error).toBeUndefined();
    expect(balance(f, payer)).toBe(START - 5_000n);
    expect(events.some((e) => e.type === "use_feegrant")).toBe(false);
  });
});
