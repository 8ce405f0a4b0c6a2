import { authRestRoutes } from "../../../abci-app/src/modules/auth/rest";
import { bankRestRoutes } from "../../../abci-app/src/modules/bank/rest";
import { ssiRestRoutes, stripTrailingColon } from "../../../abci-app/src/modules/ssi/rest";
import { RestInputError } from "../../../abci-app/src/module-kit/rest/input-error";
import { QueryParams } from "../../../abci-app/src/module-kit/rest/query-params";
import type { PathParams, RestRoute } from "../../../abci-app/src/module-kit/rest/route";
import { compileRoutePath } from "../../../abci-app/src/server/rest/route-path";

const ADDRESS = "hid1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu";
const noPage = { key: new Uint8Array(), offset: 0n, limit: 0n, countTotal: false, reverse: false };

function route(table: readonly RestRoute[], method: string): RestRoute {
  const found = table.find((r) => r.query.endsWith(`/${method}`));
  if (found === undefined) throw new Error(`no route for ${method}`);
  return found;
}

/** The request message a route builds (defaults filled by its codec), as the gateway sends it. */
function requestOf(r: RestRoute, params: PathParams, query: Record<string, string | string[]> = {}) {
  return r.request.decode(r.request.encode(r.request.fromPartial(r.toRequest(params, QueryParams.from(query)))).finish());
}

describe("every table", () => {
  test.each([
    ["auth", authRestRoutes],
    ["bank", bankRestRoutes],
    ["ssi", ssiRestRoutes],
  ])("%s: GET routes with well-formed, distinct paths and query paths", (_name, table) => {
    for (const r of table) {
      expect(r.method).toBe("GET");
      expect(() => compileRoutePath(r.path)).not.toThrow();
    }
    expect(new Set(table.map((r) => compileRoutePath(r.path).fastifyPath)).size).toBe(table.length);
    expect(new Set(table.map((r) => r.query)).size).toBe(table.length);
  });
});

describe("bank routes → requests", () => {
  test("balances/:address with pagination", () => {
    const r = route(bankRestRoutes, "AllBalances");
    expect(r.path).toBe("/cosmos/bank/v1beta1/balances/:address");
    expect(r.query).toBe("/cosmos.bank.v1beta1.Query/AllBalances");
    expect(requestOf(r, { address: ADDRESS }, { "pagination.limit": "2", "pagination.reverse": "true" })).toMatchObject({
      address: ADDRESS,
      pagination: { ...noPage, limit: 2n, reverse: true },
    });
    expect(requestOf(r, { address: ADDRESS }).pagination).toBeUndefined();
  });

  test("balances/:address/by_denom?denom=", () => {
    const r = route(bankRestRoutes, "Balance");
    expect(r.path).toBe("/cosmos/bank/v1beta1/balances/:address/by_denom");
    expect(requestOf(r, { address: ADDRESS }, { denom: "uhid" })).toEqual({ address: ADDRESS, denom: "uhid" });
    // A missing denom reaches the handler as "", which answers InvalidArgument itself.
    expect(requestOf(r, { address: ADDRESS })).toEqual({ address: ADDRESS, denom: "" });
    expect(() => requestOf(r, { address: ADDRESS }, { denom: ["a", "b"] })).toThrow(RestInputError);
  });

  test("supply, supply/by_denom, params, denoms_metadata, denoms_metadata/:denom*, denom_owners, send_enabled", () => {
    expect(route(bankRestRoutes, "TotalSupply").path).toBe("/cosmos/bank/v1beta1/supply");
    expect(requestOf(route(bankRestRoutes, "TotalSupply"), {}, { "pagination.count_total": "true" })).toEqual({ pagination: { ...noPage, countTotal: true } });
    expect(route(bankRestRoutes, "SupplyOf").path).toBe("/cosmos/bank/v1beta1/supply/by_denom");
    expect(requestOf(route(bankRestRoutes, "SupplyOf"), {}, { denom: "uhid" })).toEqual({ denom: "uhid" });
    expect(route(bankRestRoutes, "Params").path).toBe("/cosmos/bank/v1beta1/params");
    expect(requestOf(route(bankRestRoutes, "Params"), {}, { anything: "ignored" })).toEqual({});
    expect(route(bankRestRoutes, "DenomsMetadata").path).toBe("/cosmos/bank/v1beta1/denoms_metadata");
    expect(route(bankRestRoutes, "DenomMetadata").path).toBe("/cosmos/bank/v1beta1/denoms_metadata/:denom*");
    expect(requestOf(route(bankRestRoutes, "DenomMetadata"), { denom: "ibc/ABC" })).toEqual({ denom: "ibc/ABC" });
    expect(requestOf(route(bankRestRoutes, "DenomOwners"), { denom: "uhid" }, { "pagination.offset": "1" })).toEqual({
      denom: "uhid",
      pagination: { ...noPage, offset: 1n },
    });
    expect(requestOf(route(bankRestRoutes, "SendEnabled"), {}, { denoms: ["a", "b"] })).toEqual({ denoms: ["a", "b"] });
  });
});

describe("auth routes → requests", () => {
  test("accounts, accounts/:address, account_info/:address", () => {
    expect(route(authRestRoutes, "Accounts").path).toBe("/cosmos/auth/v1beta1/accounts");
    expect(requestOf(route(authRestRoutes, "Accounts"), {}, { "pagination.key": "AQ==" })).toEqual({ pagination: { ...noPage, key: Uint8Array.from([1]) } });
    expect(route(authRestRoutes, "Account").path).toBe("/cosmos/auth/v1beta1/accounts/:address");
    expect(requestOf(route(authRestRoutes, "Account"), { address: ADDRESS })).toEqual({ address: ADDRESS });
    expect(requestOf(route(authRestRoutes, "AccountInfo"), { address: ADDRESS })).toEqual({ address: ADDRESS });
  });

  test("address_by_id/:id?account_id=", () => {
    const r = route(authRestRoutes, "AccountAddressByID");
    expect(r.path).toBe("/cosmos/auth/v1beta1/address_by_id/:id");
    expect(requestOf(r, { id: "0" }, { account_id: "12" })).toEqual({ id: 0n, accountId: 12n });
    expect(() => requestOf(r, { id: "one" })).toThrow('invalid id "one": expected an integer');
  });

  test("params, module_accounts, module_accounts/:name, bech32, bech32/:address_string", () => {
    expect(route(authRestRoutes, "Params").path).toBe("/cosmos/auth/v1beta1/params");
    expect(route(authRestRoutes, "ModuleAccounts").path).toBe("/cosmos/auth/v1beta1/module_accounts");
    expect(requestOf(route(authRestRoutes, "ModuleAccountByName"), { name: "fee_collector" })).toEqual({ name: "fee_collector" });
    expect(route(authRestRoutes, "Bech32Prefix").path).toBe("/cosmos/auth/v1beta1/bech32");
    expect(requestOf(route(authRestRoutes, "AddressStringToBytes"), { address_string: ADDRESS })).toEqual({ addressString: ADDRESS });
  });
});

describe("ssi routes → requests", () => {
  test("the six paths of hid-node v0.1 and idledger's params, on /hypersignprotocol.hidnode.ssi.Query", () => {
    expect(ssiRestRoutes.map((r) => [r.path, r.query])).toEqual([
      ["/hypersign-protocol/hidnode/ssi/schema", "/hypersignprotocol.hidnode.ssi.Query/QuerySchemas"],
      ["/hypersign-protocol/hidnode/ssi/schema/:schemaId*", "/hypersignprotocol.hidnode.ssi.Query/QuerySchema"],
      ["/hypersign-protocol/hidnode/ssi/did", "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocuments"],
      ["/hypersign-protocol/hidnode/ssi/did/:didId*", "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument"],
      ["/hypersign-protocol/hidnode/ssi/credential", "/hypersignprotocol.hidnode.ssi.Query/QueryCredentials"],
      ["/hypersign-protocol/hidnode/ssi/credential/:credId*", "/hypersignprotocol.hidnode.ssi.Query/QueryCredential"],
      ["/hypersign-protocol/hidnode/ssi/params", "/hypersignprotocol.hidnode.ssi.Query/Params"],
    ]);
  });

  test.each([
    ["QueryDidDocument", "didId", "did:hid:devnet:zAbc"],
    ["QuerySchema", "schemaId", "sch:hid:devnet:zAbc:1.0"],
    ["QueryCredential", "credId", "vc:hid:devnet:zAbc"],
  ])("%s: the id with and without one trailing colon is the same request", (method, name, id) => {
    const r = route(ssiRestRoutes, method);
    expect(requestOf(r, { [name]: id })).toEqual({ [name]: id });
    expect(requestOf(r, { [name]: `${id}:` })).toEqual({ [name]: id });
    expect(requestOf(r, { [name]: `${id}::` })).toEqual({ [name]: `${id}:` });
    expect(() => requestOf(r, { [name]: ":" })).toThrow(new RestInputError(name, `missing path parameter ${name}`));
  });

  test("dids: count and pagination", () => {
    const r = route(ssiRestRoutes, "QueryDidDocuments");
    expect(requestOf(r, {}, { count: "true" })).toEqual({ count: true, pagination: undefined });
    expect(requestOf(r, {}, { "pagination.limit": "5", "pagination.offset": "10", "pagination.count_total": "true" })).toEqual({
      count: false,
      pagination: { key: new Uint8Array(), offset: 10n, limit: 5n, countTotal: true, reverse: false },
    });
    expect(() => requestOf(r, {}, { count: "yes" })).toThrow(RestInputError);
  });

  test("schemas and credentials page the same way", () => {
    for (const method of ["QuerySchemas", "QueryCredentials"]) {
      expect(requestOf(route(ssiRestRoutes, method), {}, { "pagination.key": "AAE=", "pagination.reverse": "true" })).toEqual({
        pagination: { key: Uint8Array.from([0, 1]), offset: 0n, limit: 0n, countTotal: false, reverse: true },
      });
    }
  });

  test("stripTrailingColon drops exactly one colon", () => {
    expect(stripTrailingColon("did:hid:x:")).toBe("did:hid:x");
    expect(stripTrailingColon("did:hid:x")).toBe("did:hid:x");
    expect(stripTrailingColon("")).toBe("");
  });
});
