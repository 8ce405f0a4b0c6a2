import type { MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { ErrGranteeIsGranter, ErrNoAuthorizationFound } from "../../../../abci-app/src/modules/authz/errors";
import { EVENT_REVOKE } from "../../../../abci-app/src/modules/authz/events";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { ErrInvalidAddress, ErrInvalidRequest } from "../../../../abci-app/src/types/sdk-errors";
import { ALICE, BOB, CAROL, eventsOf, expectOutcome, generic, grant, msgGrant, msgRevoke, newAuthz, revoke, T0, type Authz } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";

interface Case {
  name: string;
  input: (a: Authz) => MsgRevoke;
  expErr?: ErrorKind;
  expErrMsg?: string;
}

describe("MsgRevoke", () => {
  const cases: Case[] = [
    { name: "the grant given", input: (a) => msgRevoke(a, ALICE, BOB, SEND) },
    { name: "no grant for that message type", input: (a) => msgRevoke(a, ALICE, BOB, "/cosmos.bank.v1beta1.MsgMultiSend"), expErr: ErrNoAuthorizationFound },
    { name: "no grant to that grantee", input: (a) => msgRevoke(a, ALICE, CAROL, SEND), expErr: ErrNoAuthorizationFound, expErrMsg: "authorization not found" },
    { name: "someone else's grant", input: (a) => msgRevoke(a, CAROL, BOB, SEND), expErr: ErrNoAuthorizationFound },
    { name: "no message type", input: (a) => msgRevoke(a, ALICE, BOB, ""), expErr: ErrInvalidRequest, expErrMsg: "missing method name" },
    { name: "granter and grantee the same", input: (a) => msgRevoke(a, ALICE, ALICE, SEND), expErr: ErrGranteeIsGranter },
    { name: "an invalid grantee", input: (a) => ({ ...msgRevoke(a, ALICE, BOB, SEND), grantee: "cosmos1xyz" }), expErr: ErrInvalidAddress },
  ];

  it.each(cases)("$name", ({ input, expErr, expErrMsg }) => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0 + 50n, nanos: 0 })));
    const ctx = a.at(T0);
    expectOutcome(revoke(a, input(a), ctx), expErr, expErrMsg);
    expect(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND) === undefined).toBe(expErr === undefined);
    expect(eventsOf(ctx, EVENT_REVOKE)).toHaveLength(expErr === undefined ? 1 : 0);
  });

  it("takes the grant out of the expiry queue, so a new grant with the same expiration is pruned once", () => {
    const a = newAuthz();
    const expiration = { seconds: T0 + 50n, nanos: 0 };
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), expiration)));
    expectOutcome(revoke(a, msgRevoke(a, ALICE, BOB, SEND)));
    expect(a.keeper.dequeueAndDeleteExpiredGrants(a.at(T0 + 51n))).toBe(0);
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), expiration)));
    expect(a.keeper.dequeueAndDeleteExpiredGrants(a.at(T0 + 51n))).toBe(1);
  });
});
