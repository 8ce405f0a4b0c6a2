import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { MsgExecResponse } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import type { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { ErrAuthorizationExpired, ErrAuthorizationNumOfSigners, ErrNoAuthorizationFound } from "../../../../abci-app/src/modules/authz/errors";
import { ATTR_AUTHZ_MSG_INDEX, EVENT_REVOKE } from "../../../../abci-app/src/modules/authz/events";
import type { AuthorizationType } from "../../../../abci-app/src/modules/authz/types/authorization";
import { MSG_EXEC_TYPE_URL } from "../../../../abci-app/src/modules/authz/types/msgs";
import { MsgCreateDID, MsgCreateDIDResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { MsgRouter } from "../../../../abci-app/src/tx/msg-router";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { newGasMeter } from "../../../../abci-app/src/types/gas";
import type { MsgRoute } from "../../../../abci-app/src/module-kit/module";
import {
  ErrInsufficientFunds,
  ErrInvalidAddress,
  ErrInvalidCoins,
  ErrInvalidRequest,
  ErrOutOfGas,
  ErrTxDecode,
  ErrUnauthorized,
} from "../../../../abci-app/src/types/sdk-errors";
import { createDid, testKey } from "../../../harness/ssi";
import {
  ALICE,
  BOB,
  CAROL,
  CHAIN_ID,
  coins,
  eventsOf,
  exec,
  expectOutcome,
  fund,
  generic,
  grant,
  msgExec,
  msgGrant,
  msgSendAny,
  newAuthz,
  sendLimit,
  T0,
  uhid,
  type Authz,
} from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const EXPIRES = T0 + 10n;

interface Case {
  name: string;
  /** Grants and balances before the exec (at T0). */
  setup?: (a: Authz) => void;
  input: (a: Authz) => Any[];
  /** The block time of the exec (default T0). */
  at?: bigint;
  grantee?: string | ((a: Authz) => string);
  expErr?: ErrorKind;
  expErrMsg?: string;
  /** Checks the state after a success. */
  check?: (a: Authz, results: Uint8Array[]) => void;
}

function setupGrants(a: Authz): void {
  fund(a, ALICE, coins([1_000, "uhid"], [50, "ustake"]));
  fund(a, BOB, coins([10, "uhid"]));
  expectOutcome(grant(a, msgGrant(a, ALICE, BOB, sendLimit(uhid(100)))));
  expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(CREATE_DID), { seconds: EXPIRES, nanos: 0 })));
}

const balance = (a: Authz, address: Uint8Array, denom = "uhid") => a.bank.getBalance(a.ctx, address, denom).amount;
const spendLimit = (a: Authz) => {
  const grant = a.keeper.getGrant(a.ctx, ALICE, BOB, SEND);
  return grant === undefined ? undefined : SendAuthorization.decode(grant.authorization!.value).spendLimit;
};

describe("MsgExec", () => {
  const cases: Case[] = [
    {
      name: "a send within the spend limit lowers it",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(40))],
      check: (a, results) => {
        expect(balance(a, CAROL)).toBe(40n);
        expect(balance(a, ALICE)).toBe(960n);
        expect(spendLimit(a)).toEqual(uhid(60));
        expect(results).toEqual([new Uint8Array()]);
      },
    },
    {
      name: "a send of exactly the spend limit deletes the grant",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(100))],
      check: (a) => expect(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND)).toBeUndefined(),
    },
    {
      name: "a send above the spend limit",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(101))],
      expErr: ErrInsufficientFunds,
      expErrMsg: "requested amount is more than spend limit",
    },
    {
      name: "a send of a denomination outside the spend limit",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, [{ denom: "ustake", amount: "1" }])],
      expErr: ErrInsufficientFunds,
      expErrMsg: "requested amount is more than spend limit",
    },
    {
      name: "a message the grantee signs itself needs no grant",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, BOB, CAROL, uhid(10))],
      check: (a) => {
        expect(balance(a, CAROL)).toBe(10n);
        expect(spendLimit(a)).toEqual(uhid(100));
      },
    },
    {
      name: "a message whose signer gave no grant to the grantee",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, CAROL, ALICE, uhid(1))],
      expErr: ErrNoAuthorizationFound,
      expErrMsg: "authorization not found",
    },
    {
      name: "a grant for another message type does not cover it",
      setup: (a) => {
        fund(a, ALICE, coins([1_000, "uhid"]));
        expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(CREATE_DID))));
      },
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(1))],
      expErr: ErrNoAuthorizationFound,
    },
    {
      name: "a grant of another granter does not cover it",
      setup: (a) => {
        fund(a, ALICE, coins([1_000, "uhid"]));
        expectOutcome(grant(a, msgGrant(a, CAROL, BOB, sendLimit(uhid(100)))));
      },
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(1))],
      expErr: ErrNoAuthorizationFound,
    },
    {
      name: "a grant is still valid in a block whose time equals its expiration",
      setup: setupGrants,
      at: EXPIRES,
      input: (a) => [createDidAny(a, "at expiration")],
      check: (a) => expect(a.keeper.getGrant(a.ctx, ALICE, BOB, CREATE_DID)).toBeDefined(),
    },
    {
      name: "a grant is refused once the block time is past its expiration (before pruning)",
      setup: setupGrants,
      at: EXPIRES + 1n,
      input: (a) => [createDidAny(a, "after expiration")],
      expErr: ErrAuthorizationExpired,
    },
    {
      name: "the recipient must be on a non-empty allow list",
      setup: (a) => {
        fund(a, ALICE, coins([1_000, "uhid"]));
        expectOutcome(grant(a, msgGrant(a, ALICE, BOB, sendLimit(uhid(100), [a.enc(BOB)]))));
      },
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(1))],
      expErr: ErrUnauthorized,
      expErrMsg: "cannot send to ",
    },
    {
      name: "a recipient on the allow list",
      setup: (a) => {
        fund(a, ALICE, coins([1_000, "uhid"]));
        expectOutcome(grant(a, msgGrant(a, ALICE, BOB, sendLimit(uhid(100), [a.enc(BOB), a.enc(CAROL)]))));
      },
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(1))],
      check: (a) =>
        expect(SendAuthorization.decode(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND)!.authorization!.value)).toEqual({
          spendLimit: uhid(99),
          allowList: [a.enc(BOB), a.enc(CAROL)],
        }),
    },
    {
      name: "the granter lacking the coins fails in bank, named",
      setup: (a) => {
        fund(a, ALICE, coins([5, "uhid"]));
        expectOutcome(grant(a, msgGrant(a, ALICE, BOB, sendLimit(uhid(100)))));
      },
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(6))],
      expErr: ErrInsufficientFunds,
      expErrMsg: "failed to execute message; message /cosmos.bank.v1beta1.MsgSend",
    },
    { name: "no messages", input: () => [], expErr: ErrInvalidRequest, expErrMsg: "messages cannot be empty" },
    {
      name: "an invalid grantee",
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(1))],
      grantee: "hid1xyz",
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid grantee address",
    },
    {
      name: "a message type the app does not route",
      input: () => [{ typeUrl: "/cosmos.staking.v1beta1.MsgDelegate", value: new Uint8Array() }],
      expErr: ErrTxDecode,
      expErrMsg: "unable to resolve type URL /cosmos.staking.v1beta1.MsgDelegate",
    },
    {
      name: "an inner message failing its stateless checks",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(0))],
      expErr: ErrInvalidCoins,
    },
    {
      name: "several messages: every one is checked, in order, and results come in order",
      setup: setupGrants,
      input: (a) => [msgSendAny(a, ALICE, CAROL, uhid(30)), createDidAny(a, "second of two")],
      check: (a, results) => {
        expect(results).toHaveLength(2);
        expect(MsgCreateDIDResponse.decode(results[1]!)).toEqual({ id: 0n });
        expect(spendLimit(a)).toEqual(uhid(70));
      },
    },
  ];

  it.each(cases)("$name", ({ setup, input, at, grantee, expErr, expErrMsg, check }) => {
    const a = newAuthz();
    setup?.(a);
    const ctx = a.at(at ?? T0);
    const granteeText = typeof grantee === "function" ? grantee(a) : (grantee ?? a.enc(BOB));
    const outcome = exec(a, { grantee: granteeText, msgs: input(a) }, ctx);
    expectOutcome(outcome, expErr, expErrMsg);
    if (expErr === undefined) {
      const response = outcome as Any;
      expect(response.typeUrl).toBe("/cosmos.authz.v1beta1.MsgExecResponse");
      check?.(a, MsgExecResponse.decode(response.value).results);
    }
  });

  it("creates a DID on the granter's behalf: the granter is its creator, the events carry authz_msg_index", () => {
    const a = newAuthz();
    setupGrants(a);
    const { doc, msg } = createDid(CHAIN_ID, a.enc(ALICE), testKey("delegated unit"));
    const ctx = a.at(T0);
    const outcome = exec(a, msgExec(a, BOB, [msgSendAny(a, ALICE, CAROL, uhid(1)), { typeUrl: CREATE_DID, value: MsgCreateDID.encode(msg).finish() }]), ctx);
    expectOutcome(outcome);
    expect(a.ssi.hasDid(a.ctx, doc.id)).toBe(true);
    expect(eventsOf(ctx, "create_did")).toEqual([expect.objectContaining({ did_id: doc.id, creator: a.enc(ALICE), [ATTR_AUTHZ_MSG_INDEX]: "1" })]);
    expect(eventsOf(ctx, "coin_spent")).toEqual([{ spender: a.enc(ALICE), amount: "1uhid", [ATTR_AUTHZ_MSG_INDEX]: "0" }]);
  });

  it("spending the limit to zero revokes the grant with EventRevoke", () => {
    const a = newAuthz();
    setupGrants(a);
    const ctx = a.at(T0);
    expectOutcome(exec(a, msgExec(a, BOB, [msgSendAny(a, ALICE, CAROL, uhid(100))]), ctx));
    expect(eventsOf(ctx, EVENT_REVOKE)).toEqual([
      { grantee: JSON.stringify(a.enc(BOB)), granter: JSON.stringify(a.enc(ALICE)), msg_type_url: JSON.stringify(SEND) },
    ]);
  });

  it("charges the inner messages' gas to the transaction's meter; running out is not wrapped", () => {
    const a = newAuthz();
    setupGrants(a);
    const msg = msgExec(a, BOB, [msgSendAny(a, ALICE, CAROL, uhid(1))]);
    const metered = a.at(T0).withGasMeter(newGasMeter(10_000_000n));
    expectOutcome(exec(a, msg, metered));
    const used = metered.gasMeter.consumed();
    expect(used).toBeGreaterThan(0n);
    const tight = a.at(T0).withGasMeter(newGasMeter(used / 2n));
    const outcome = exec(a, msg, tight);
    expectOutcome(outcome, ErrOutOfGas);
    expect((outcome as Error).message).not.toContain("failed to execute message");
  });

  it("an inner message must have exactly one signer", () => {
    const a = newAuthz();
    setupGrants(a);
    const twoSigners: MsgRoute<MsgSend> = { ...a.route<MsgSend>(SEND), typeUrl: "/test.MsgTwoSigners", signers: (m) => [m.fromAddress, m.toAddress] };
    const router = new MsgRouter();
    for (const typeUrl of a.modules.msgRouter.typeUrls()) router.register(a.modules.msgRouter.route(typeUrl)!);
    router.register(twoSigners);
    a.keeper.setRouter(router);
    const any = { ...msgSendAny(a, ALICE, CAROL, uhid(1)), typeUrl: "/test.MsgTwoSigners" };
    expectOutcome(exec(a, msgExec(a, BOB, [any])), ErrAuthorizationNumOfSigners);
  });

  it("an authorization whose Accept refuses without a reason is sdk 4 unauthorized", () => {
    const refusing: AuthorizationType<GenericAuthorization> = {
      typeUrl: "/test.RefusingAuthorization",
      codec: GenericAuthorization,
      msgTypeUrl: (x) => x.msg,
      validateBasic: () => undefined,
      accept: () => ({ accept: false, delete: false }),
    };
    const a = newAuthz({ extraAuthorizations: [refusing] });
    fund(a, ALICE, coins([100, "uhid"]));
    const authorization = { typeUrl: refusing.typeUrl, value: GenericAuthorization.encode({ msg: SEND }).finish() };
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, authorization)));
    const outcome = exec(a, msgExec(a, BOB, [msgSendAny(a, ALICE, CAROL, uhid(1))]));
    expectOutcome(outcome, ErrUnauthorized);
    expect((outcome as Error).message).toBe("unauthorized");
    expect(a.bank.getBalance(a.ctx, CAROL, "uhid").amount).toBe(0n);
  });

  it("is routed with the grantee as its only signer", () => {
    const a = newAuthz();
    expect(a.route(MSG_EXEC_TYPE_URL).signers(msgExec(a, BOB, [msgSendAny(a, ALICE, CAROL, uhid(1))]))).toEqual([a.enc(BOB)]);
  });
});

function createDidAny(a: Authz, label: string): Any {
  const { msg } = createDid(CHAIN_ID, a.enc(ALICE), testKey(label));
  return { typeUrl: CREATE_DID, value: MsgCreateDID.encode(msg).finish() };
}
