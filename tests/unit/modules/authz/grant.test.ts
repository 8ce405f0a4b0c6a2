import { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { MsgGrant } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { ErrGranteeIsGranter, ErrInvalidExpirationTime } from "../../../../abci-app/src/modules/authz/errors";
import { EVENT_GRANT } from "../../../../abci-app/src/modules/authz/events";
import { grantKey } from "../../../../abci-app/src/modules/authz/types/keys";
import { ErrDuplicateEntry } from "../../../../abci-app/src/modules/bank/errors";
import { AUTHZ_STORE_KEY } from "../../../../abci-app/src/modules/authz/types/keys";
import { FEE_COLLECTOR } from "../../../../abci-app/src/tx/expected-keepers";
import { moduleAddress } from "../../../../abci-app/src/types/address";
import type { ErrorKind } from "../../../../abci-app/src/types/errors";
import { ErrInternal, ErrInvalidAddress, ErrInvalidCoins, ErrInvalidType, ErrTxDecode, ErrUnauthorized } from "../../../../abci-app/src/types/sdk-errors";
import { ALICE, BOB, CAROL, eventsOf, expectOutcome, generic, grant, msgGrant, newAuthz, sendLimit, T0, uhid, type Authz } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

interface Case {
  name: string;
  input: (a: Authz) => MsgGrant;
  expErr?: ErrorKind;
  expErrMsg?: string;
}

describe("MsgGrant", () => {
  const cases: Case[] = [
    { name: "a generic authorization for an ssi message", input: (a) => msgGrant(a, ALICE, BOB, generic(CREATE_DID)) },
    { name: "a send authorization with an allow list", input: (a) => msgGrant(a, ALICE, BOB, sendLimit(uhid(100), [a.enc(CAROL)])) },
    { name: "an expiration after the block time", input: (a) => msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0, nanos: 1 }) },
    {
      name: "an expiration equal to the block time",
      input: (a) => msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0, nanos: 0 }),
      expErr: ErrInvalidExpirationTime,
      expErrMsg: "expiration must be after the current block time (2026-01-01T00:00:00Z), got 2026-01-01T00:00:00Z",
    },
    {
      name: "an expiration in the past",
      input: (a) => msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0 - 60n, nanos: 0 }),
      expErr: ErrInvalidExpirationTime,
    },
    {
      name: "an expiration past the Timestamp range",
      input: (a) => msgGrant(a, ALICE, BOB, generic(SEND), { seconds: 253_402_300_800n, nanos: 0 }),
      expErr: ErrTxDecode,
      expErrMsg: "is not a valid timestamp",
    },
    {
      name: "an expiration with nanoseconds out of range",
      input: (a) => msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0 + 5n, nanos: 1_000_000_000 }),
      expErr: ErrTxDecode,
    },
    { name: "granter and grantee the same", input: (a) => msgGrant(a, ALICE, ALICE, generic(SEND)), expErr: ErrGranteeIsGranter },
    {
      name: "an invalid granter",
      input: (a) => ({ ...msgGrant(a, ALICE, BOB, generic(SEND)), granter: "hid1nope" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "invalid granter address hid1nope",
    },
    {
      name: "an empty grantee",
      input: (a) => ({ ...msgGrant(a, ALICE, BOB, generic(SEND)), grantee: "" }),
      expErr: ErrInvalidAddress,
      expErrMsg: "empty grantee address",
    },
    { name: "no authorization", input: (a) => msgGrant(a, ALICE, BOB, undefined), expErr: ErrInvalidType, expErrMsg: "authorization is nil" },
    {
      name: "an authorization of an unknown kind",
      input: (a) => msgGrant(a, ALICE, BOB, { typeUrl: "/cosmos.staking.v1beta1.StakeAuthorization", value: new Uint8Array() }),
      expErr: ErrTxDecode,
      expErrMsg: "no concrete type registered for type URL /cosmos.staking.v1beta1.StakeAuthorization",
    },
    {
      name: "a message as the authorization",
      input: (a) => msgGrant(a, ALICE, BOB, { typeUrl: SEND, value: new Uint8Array() }),
      expErr: ErrTxDecode,
    },
    {
      name: "an authorization with an unknown critical field",
      input: (a) => msgGrant(a, ALICE, BOB, { typeUrl: generic(SEND).typeUrl, value: Uint8Array.from([...generic(SEND).value, 0x10, 0x01]) }),
      expErr: ErrTxDecode,
      expErrMsg: "unknown field 2",
    },
    {
      name: "a generic authorization without a message type",
      input: (a) => msgGrant(a, ALICE, BOB, generic("")),
      expErr: ErrInternal,
      expErrMsg: "msg type cannot be empty",
    },
    {
      name: "a generic authorization for a message the app does not route",
      input: (a) => msgGrant(a, ALICE, BOB, generic("/cosmos.staking.v1beta1.MsgDelegate")),
      expErr: ErrInvalidType,
      expErrMsg: "/cosmos.staking.v1beta1.MsgDelegate doesn't exist.",
    },
    {
      name: "a send authorization without a spend limit",
      input: (a) => msgGrant(a, ALICE, BOB, sendLimit([])),
      expErr: ErrInvalidCoins,
      expErrMsg: "spend limit cannot be nil",
    },
    {
      name: "a zero spend limit",
      input: (a) => msgGrant(a, ALICE, BOB, sendLimit(uhid(0))),
      expErr: ErrInvalidCoins,
      expErrMsg: "spend limit must be positive",
    },
    {
      name: "an allow list with an address twice",
      input: (a) => msgGrant(a, ALICE, BOB, sendLimit(uhid(5), [a.enc(CAROL), a.enc(CAROL)])),
      expErr: ErrDuplicateEntry,
    },
    {
      name: "an allow list with an invalid address",
      input: (a) => msgGrant(a, ALICE, BOB, sendLimit(uhid(5), ["hid1bad"])),
      expErr: ErrInvalidAddress,
      expErrMsg: "allow list address",
    },
    {
      name: "a blocked grantee without an account (a module account)",
      input: (a) => msgGrant(a, ALICE, moduleAddress(FEE_COLLECTOR), generic(SEND)),
      expErr: ErrUnauthorized,
      expErrMsg: "is not allowed to receive funds",
    },
  ];

  it.each(cases)("$name", ({ input, expErr, expErrMsg }) => {
    const a = newAuthz();
    const msg = input(a);
    expectOutcome(grant(a, msg), expErr, expErrMsg);
    expect(grantCount(a)).toBe(expErr === undefined ? 1 : 0);
  });

  it("stores the grant under the SDK's key, gives the grantee an account, and emits EventGrant with JSON-quoted values", () => {
    const a = newAuthz();
    expect(a.auth.hasAccount(a.ctx, BOB)).toBe(false);
    const ctx = a.at(T0);
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(CREATE_DID)), ctx));
    const key = grantKey(ALICE, BOB, CREATE_DID);
    expect(Buffer.from(key).toString("hex")).toBe(`0114${"01".repeat(20)}14${"02".repeat(20)}${Buffer.from(CREATE_DID).toString("hex")}`);
    expect(Grant.decode(a.store.getKVStore(AUTHZ_STORE_KEY).get(key)!)).toEqual({ authorization: generic(CREATE_DID), expiration: undefined });
    expect(a.auth.hasAccount(a.ctx, BOB)).toBe(true);
    expect(eventsOf(ctx, EVENT_GRANT)).toEqual([
      { grantee: JSON.stringify(a.enc(BOB)), granter: JSON.stringify(a.enc(ALICE)), msg_type_url: JSON.stringify(CREATE_DID) },
    ]);
    expect(
      ctx.events
        .events()
        .find((e) => e.type === EVENT_GRANT)!
        .attributes.map((at) => at.key),
    ).toEqual(["grantee", "granter", "msg_type_url"]);
  });

  it("a second grant for the same message type replaces the first", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, sendLimit(uhid(10)))));
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), { seconds: T0 + 100n, nanos: 0 })));
    expect(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND)).toEqual({ authorization: generic(SEND), expiration: { seconds: T0 + 100n, nanos: 0 } });
    expect(grantCount(a)).toBe(1);
  });
});

function grantCount(a: Authz): number {
  let count = 0;
  a.keeper.iterateGrants(a.ctx, () => void count++);
  return count;
}
