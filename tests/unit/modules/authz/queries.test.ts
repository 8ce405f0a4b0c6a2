import type { Grant, GrantAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import type { QueryGranteeGrantsResponse, QueryGranterGrantsResponse, QueryGrantsResponse } from "cosmjs-types/cosmos/authz/v1beta1/query";
import { ErrNoAuthorizationFound } from "../../../../abci-app/src/modules/authz/errors";
import { AUTHZ_QUERY } from "../../../../abci-app/src/modules/authz/types/query";
import type { PageRequest } from "../../../../abci-app/src/module-kit/pagination";
import { ErrInvalidRequest } from "../../../../abci-app/src/types/sdk-errors";
import { ALICE, BOB, CAROL, expectOutcome, generic, grant, msgGrant, newAuthz, sendLimit, T0, uhid, type Authz } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const MULTI = "/cosmos.bank.v1beta1.MsgMultiSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const UPDATE_DID = "/hypersignprotocol.hidnode.ssi.MsgUpdateDID";

function query<Res>(a: Authz, method: keyof typeof AUTHZ_QUERY, request: unknown): Res | unknown {
  const route = a.modules.queryRoutes.get(AUTHZ_QUERY[method].path)!;
  try {
    return route.handle(a.at(T0, 0, "query"), route.request.fromPartial(request)) as Res;
  } catch (err) {
    return err;
  }
}

/** alice → bob: four message types (one with an expiration); alice → carol, carol → bob: one each. */
function withGrants(): Authz {
  const a = newAuthz();
  for (const type of [SEND, MULTI, CREATE_DID, UPDATE_DID]) {
    expectOutcome(
      grant(a, msgGrant(a, ALICE, BOB, type === SEND ? sendLimit(uhid(9)) : generic(type), type === MULTI ? { seconds: T0 + 60n, nanos: 0 } : undefined)),
    );
  }
  expectOutcome(grant(a, msgGrant(a, ALICE, CAROL, generic(SEND))));
  expectOutcome(grant(a, msgGrant(a, CAROL, BOB, generic(CREATE_DID))));
  return a;
}

const typeOf = (a: Authz, g: Grant | GrantAuthorization) => {
  const unpacked = a.keeper.authorizations.unpack(g.authorization);
  return unpacked.type.msgTypeUrl(unpacked.value);
};
const page = (p: Partial<PageRequest>) => ({ key: new Uint8Array(), offset: 0n, limit: 0n, countTotal: false, reverse: false, ...p });

describe("cosmos.authz.v1beta1.Query", () => {
  it("Grants: every grant between the pair, by message type, with a total when no limit is given", () => {
    const a = withGrants();
    const res = query<QueryGrantsResponse>(a, "Grants", { granter: a.enc(ALICE), grantee: a.enc(BOB) }) as QueryGrantsResponse;
    expect(res.grants.map((g) => typeOf(a, g))).toEqual([MULTI, SEND, CREATE_DID, UPDATE_DID]);
    expect(res.grants[0]!.expiration).toEqual({ seconds: T0 + 60n, nanos: 0 });
    expect(res.pagination).toEqual({ nextKey: new Uint8Array(), total: 4n });
  });

  it("Grants pages by limit and next_key, and by offset", () => {
    const a = withGrants();
    const pair = { granter: a.enc(ALICE), grantee: a.enc(BOB) };
    const first = query<QueryGrantsResponse>(a, "Grants", { ...pair, pagination: page({ limit: 3n }) }) as QueryGrantsResponse;
    expect(first.grants.map((g) => typeOf(a, g))).toEqual([MULTI, SEND, CREATE_DID]);
    expect(new TextDecoder().decode(first.pagination!.nextKey)).toBe(UPDATE_DID);
    const second = query<QueryGrantsResponse>(a, "Grants", { ...pair, pagination: page({ limit: 3n, key: first.pagination!.nextKey }) }) as QueryGrantsResponse;
    expect(second.grants.map((g) => typeOf(a, g))).toEqual([UPDATE_DID]);
    expect(second.pagination!.nextKey).toEqual(new Uint8Array());
    const byOffset = query<QueryGrantsResponse>(a, "Grants", { ...pair, pagination: page({ offset: 1n, limit: 2n, countTotal: true }) }) as QueryGrantsResponse;
    expect(byOffset.grants.map((g) => typeOf(a, g))).toEqual([SEND, CREATE_DID]);
    expect(byOffset.pagination!.total).toBe(4n);
    const reversed = query<QueryGrantsResponse>(a, "Grants", { ...pair, pagination: page({ limit: 1n, reverse: true }) }) as QueryGrantsResponse;
    expect(reversed.grants.map((g) => typeOf(a, g))).toEqual([UPDATE_DID]);
  });

  it("Grants with a message type: that grant alone, without pagination; none is authz 2", () => {
    const a = withGrants();
    const res = query<QueryGrantsResponse>(a, "Grants", { granter: a.enc(ALICE), grantee: a.enc(BOB), msgTypeUrl: SEND }) as QueryGrantsResponse;
    expect(res).toEqual({ grants: [{ authorization: sendLimit(uhid(9)), expiration: undefined }], pagination: undefined });
    expectOutcome(
      query(a, "Grants", { granter: a.enc(BOB), grantee: a.enc(ALICE), msgTypeUrl: SEND }),
      ErrNoAuthorizationFound,
      `authorization not found for ${SEND} type`,
    );
  });

  it("GranterGrants: every grant of the granter with its grantee, paged", () => {
    const a = withGrants();
    const res = query<QueryGranterGrantsResponse>(a, "GranterGrants", { granter: a.enc(ALICE) }) as QueryGranterGrantsResponse;
    expect(res.grants.map((g) => `${g.granter === a.enc(ALICE)} ${g.grantee === a.enc(BOB) ? "bob" : "carol"} ${typeOf(a, g)}`)).toEqual([
      `true bob ${MULTI}`,
      `true bob ${SEND}`,
      `true bob ${CREATE_DID}`,
      `true bob ${UPDATE_DID}`,
      `true carol ${SEND}`,
    ]);
    expect(res.pagination!.total).toBe(5n);
    const limited = query<QueryGranterGrantsResponse>(a, "GranterGrants", {
      granter: a.enc(ALICE),
      pagination: page({ offset: 4n, limit: 10n }),
    }) as QueryGranterGrantsResponse;
    expect(limited.grants.map((g) => g.grantee)).toEqual([a.enc(CAROL)]);
    expect((query<QueryGranterGrantsResponse>(a, "GranterGrants", { granter: a.enc(BOB) }) as QueryGranterGrantsResponse).grants).toEqual([]);
  });

  it("GranteeGrants: only the grantee's grants count towards the page and the total", () => {
    const a = withGrants();
    const all = query<QueryGranteeGrantsResponse>(a, "GranteeGrants", { grantee: a.enc(BOB) }) as QueryGranteeGrantsResponse;
    expect(all.grants.map((g) => `${g.granter === a.enc(ALICE) ? "alice" : "carol"} ${typeOf(a, g)}`)).toEqual([
      `alice ${MULTI}`,
      `alice ${SEND}`,
      `alice ${CREATE_DID}`,
      `alice ${UPDATE_DID}`,
      `carol ${CREATE_DID}`,
    ]);
    expect(all.grants.every((g) => g.grantee === a.enc(BOB))).toBe(true);
    expect(all.pagination!.total).toBe(5n);
    const tail = query<QueryGranteeGrantsResponse>(a, "GranteeGrants", {
      grantee: a.enc(BOB),
      pagination: page({ offset: 3n, limit: 5n, countTotal: true }),
    }) as QueryGranteeGrantsResponse;
    expect(tail.grants.map((g) => typeOf(a, g))).toEqual([UPDATE_DID, CREATE_DID]);
    expect(tail.pagination!.total).toBe(5n);
    expect(
      (query<QueryGranteeGrantsResponse>(a, "GranteeGrants", { grantee: a.enc(CAROL) }) as QueryGranteeGrantsResponse).grants.map((g) => g.granter),
    ).toEqual([a.enc(ALICE)]);
  });

  it("lists an expired grant until the start of a block prunes it, as the SDK does", () => {
    const a = withGrants();
    const late = a.at(T0 + 61n);
    const route = a.modules.queryRoutes.get(AUTHZ_QUERY.Grants.path)!;
    const request = route.request.fromPartial({ granter: a.enc(ALICE), grantee: a.enc(BOB), msgTypeUrl: MULTI });
    expect((route.handle(late, request) as QueryGrantsResponse).grants).toHaveLength(1);
    a.modules.beginBlock(late);
    expect(() => route.handle(late, request)).toThrow(expect.objectContaining({ kind: ErrNoAuthorizationFound }));
  });

  it.each<[keyof typeof AUTHZ_QUERY, object]>([
    ["Grants", { granter: "hid1nope", grantee: "" }],
    ["Grants", { granter: "", grantee: "" }],
    ["GranterGrants", { granter: "cosmos1xyz" }],
    ["GranteeGrants", { grantee: "" }],
  ])("%s with a bad address %j is InvalidArgument", (method, request) => {
    const a = withGrants();
    const outcome = query(a, method, request);
    expectOutcome(outcome, ErrInvalidRequest, "rpc error: code = InvalidArgument");
  });

  it("rejects a page request with both key and offset", () => {
    const a = withGrants();
    expectOutcome(
      query(a, "GranteeGrants", { grantee: a.enc(BOB), pagination: page({ key: Uint8Array.of(1), offset: 1n }) }),
      ErrInvalidRequest,
      "either offset or key",
    );
  });
});
