import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import {
  AddressStringToBytesRequest,
  AddressStringToBytesResponse,
  Bech32PrefixRequest,
  Bech32PrefixResponse,
  QueryAccountAddressByIDRequest,
  QueryAccountAddressByIDResponse,
  QueryAccountInfoRequest,
  QueryAccountInfoResponse,
  QueryAccountRequest,
  QueryAccountResponse,
  QueryAccountsRequest,
  QueryAccountsResponse,
  QueryModuleAccountByNameRequest,
  QueryModuleAccountByNameResponse,
  QueryModuleAccountsRequest,
  QueryModuleAccountsResponse,
  QueryParamsRequest as AuthParamsRequest,
  QueryParamsResponse as AuthParamsResponse,
} from "cosmjs-types/cosmos/auth/v1beta1/query";
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomsMetadataRequest,
  QueryDenomsMetadataResponse,
  QueryParamsRequest as BankParamsRequest,
  QueryParamsResponse as BankParamsResponse,
  QuerySendEnabledRequest,
  QuerySendEnabledResponse,
  QuerySpendableBalancesRequest,
  QuerySpendableBalancesResponse,
  QuerySupplyOfRequest,
  QuerySupplyOfResponse,
  QueryTotalSupplyRequest,
  QueryTotalSupplyResponse,
} from "cosmjs-types/cosmos/bank/v1beta1/query";
import { grpcService } from "../../../abci-app/src/codec/proto-codec";
import { restGet } from "../../../abci-app/src/module-kit/rest/route";
import type { ProtoCodec } from "../../../abci-app/src/codec/proto-codec";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "../app/fixtures";
import { getJson } from "../../unit/server/gateway-harness";
import { startChainGateway } from "./chain-gateway";

const run = promisify(execFile);
const BANK = "/cosmos.bank.v1beta1.Query";
const AUTH = "/cosmos.auth.v1beta1.Query";

interface Case {
  readonly url: string;
  readonly query: string;
  readonly request: ProtoCodec<any>;
  readonly response: ProtoCodec<any>;
  readonly value: object;
}

describe("the REST gateway over a real socket, answering from a chain", () => {
  let dir: string;
  let chain: TestChain;
  let gateway: Awaited<ReturnType<typeof startChainGateway>>;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("rest-gateway");
    chain = await TestChain.start({
      dataDir: dir,
      appState: appStateWith([
        { address: alice.address, coins: uhid(1_000_000_000n) },
        { address: bob.address, coins: [...uhid(500n), { denom: "ufoo", amount: "7" }] },
      ]),
    });
    await chain.block();
    // A notFound-only route: a query path the app does not serve.
    const unserved = restGet(
      "/idledger/test/unserved",
      grpcService("/idledger.test.Query", { Nothing: [BankParamsRequest, BankParamsResponse] } as const).Nothing,
    );
    gateway = await startChainGateway(chain, [unserved]);
  });

  afterAll(async () => {
    await gateway?.close();
    await chain?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const cases = (): Case[] => [
    {
      url: `/cosmos/bank/v1beta1/balances/${alice.address}`,
      query: `${BANK}/AllBalances`,
      request: QueryAllBalancesRequest,
      response: QueryAllBalancesResponse,
      value: { address: alice.address },
    },
    {
      url: `/cosmos/bank/v1beta1/balances/${bob.address}?pagination.limit=1&pagination.count_total=true`,
      query: `${BANK}/AllBalances`,
      request: QueryAllBalancesRequest,
      response: QueryAllBalancesResponse,
      value: { address: bob.address, pagination: { limit: 1n, countTotal: true } },
    },
    {
      url: `/cosmos/bank/v1beta1/balances/${bob.address}/by_denom?denom=ufoo`,
      query: `${BANK}/Balance`,
      request: QueryBalanceRequest,
      response: QueryBalanceResponse,
      value: { address: bob.address, denom: "ufoo" },
    },
    {
      url: `/cosmos/bank/v1beta1/balances/${carol.address}/by_denom?denom=uhid`,
      query: `${BANK}/Balance`,
      request: QueryBalanceRequest,
      response: QueryBalanceResponse,
      value: { address: carol.address, denom: "uhid" },
    },
    {
      url: `/cosmos/bank/v1beta1/balances/${carol.address}`,
      query: `${BANK}/AllBalances`,
      request: QueryAllBalancesRequest,
      response: QueryAllBalancesResponse,
      value: { address: carol.address },
    },
    {
      url: `/cosmos/bank/v1beta1/spendable_balances/${alice.address}`,
      query: `${BANK}/SpendableBalances`,
      request: QuerySpendableBalancesRequest,
      response: QuerySpendableBalancesResponse,
      value: { address: alice.address },
    },
    { url: "/cosmos/bank/v1beta1/supply", query: `${BANK}/TotalSupply`, request: QueryTotalSupplyRequest, response: QueryTotalSupplyResponse, value: {} },
    {
      url: "/cosmos/bank/v1beta1/supply/by_denom?denom=uhid",
      query: `${BANK}/SupplyOf`,
      request: QuerySupplyOfRequest,
      response: QuerySupplyOfResponse,
      value: { denom: "uhid" },
    },
    { url: "/cosmos/bank/v1beta1/params", query: `${BANK}/Params`, request: BankParamsRequest, response: BankParamsResponse, value: {} },
    {
      url: "/cosmos/bank/v1beta1/denoms_metadata",
      query: `${BANK}/DenomsMetadata`,
      request: QueryDenomsMetadataRequest,
      response: QueryDenomsMetadataResponse,
      value: {},
    },
    { url: "/cosmos/bank/v1beta1/send_enabled", query: `${BANK}/SendEnabled`, request: QuerySendEnabledRequest, response: QuerySendEnabledResponse, value: {} },
    { url: "/cosmos/auth/v1beta1/accounts", query: `${AUTH}/Accounts`, request: QueryAccountsRequest, response: QueryAccountsResponse, value: {} },
    {
      url: `/cosmos/auth/v1beta1/accounts/${alice.address}`,
      query: `${AUTH}/Account`,
      request: QueryAccountRequest,
      response: QueryAccountResponse,
      value: { address: alice.address },
    },
    {
      url: `/cosmos/auth/v1beta1/account_info/${bob.address}`,
      query: `${AUTH}/AccountInfo`,
      request: QueryAccountInfoRequest,
      response: QueryAccountInfoResponse,
      value: { address: bob.address },
    },
    {
      url: "/cosmos/auth/v1beta1/address_by_id/0?account_id=1",
      query: `${AUTH}/AccountAddressByID`,
      request: QueryAccountAddressByIDRequest,
      response: QueryAccountAddressByIDResponse,
      value: { accountId: 1n },
    },
    { url: "/cosmos/auth/v1beta1/params", query: `${AUTH}/Params`, request: AuthParamsRequest, response: AuthParamsResponse, value: {} },
    {
      url: "/cosmos/auth/v1beta1/module_accounts",
      query: `${AUTH}/ModuleAccounts`,
      request: QueryModuleAccountsRequest,
      response: QueryModuleAccountsResponse,
      value: {},
    },
    {
      url: "/cosmos/auth/v1beta1/module_accounts/fee_collector",
      query: `${AUTH}/ModuleAccountByName`,
      request: QueryModuleAccountByNameRequest,
      response: QueryModuleAccountByNameResponse,
      value: { name: "fee_collector" },
    },
    { url: "/cosmos/auth/v1beta1/bech32", query: `${AUTH}/Bech32Prefix`, request: Bech32PrefixRequest, response: Bech32PrefixResponse, value: {} },
    {
      url: `/cosmos/auth/v1beta1/bech32/${alice.address}`,
      query: `${AUTH}/AddressStringToBytes`,
      request: AddressStringToBytesRequest,
      response: AddressStringToBytesResponse,
      value: { addressString: alice.address },
    },
  ];

  test("every bank and auth route answers what the ABCI query answers, as the same JSON, at the same height", async () => {
    for (const c of cases()) {
      const direct = await gateway.abci(c.query, c.request, c.response, c.value as any);
      expect({ url: c.url, code: direct.res.code, log: direct.res.log }).toEqual({ url: c.url, code: 0, log: "" });
      const reply = await getJson(gateway.url + c.url);
      expect({ url: c.url, status: reply.status, body: reply.body }).toEqual({ url: c.url, status: 200, body: direct.json });
      expect(reply.headers.get("x-cosmos-block-height")).toBe(direct.res.height.toString());
    }
  });

  test("the JSON is in the Cosmos style: proto names, uint64 as strings, Anys with @type, zero balances", async () => {
    expect((await getJson(`${gateway.url}/cosmos/bank/v1beta1/balances/${carol.address}/by_denom?denom=uhid`)).body).toEqual({
      balance: { denom: "uhid", amount: "0" },
    });
    expect((await getJson(`${gateway.url}/cosmos/bank/v1beta1/balances/${carol.address}`)).body).toMatchObject({ balances: [] });
    expect((await getJson(`${gateway.url}/cosmos/auth/v1beta1/accounts/${alice.address}`)).body).toEqual({
      account: { "@type": "/cosmos.auth.v1beta1.BaseAccount", address: alice.address, pub_key: null, account_number: "0", sequence: "0" },
    });
    const page = (await getJson(`${gateway.url}/cosmos/bank/v1beta1/balances/${bob.address}?pagination.limit=1&pagination.count_total=true`)).body;
    expect(page.balances).toEqual([{ denom: "ufoo", amount: "7" }]);
    expect(page.pagination.total).toBe("2");
    expect(page.pagination.next_key).not.toBe("");
    const next = await getJson(`${gateway.url}/cosmos/bank/v1beta1/balances/${bob.address}?pagination.key=${encodeURIComponent(page.pagination.next_key)}`);
    expect(next.body.balances).toEqual([{ denom: "uhid", amount: "500" }]);
  });

  test("an unknown account is 404 with the query's NotFound message, the same as over ABCI", async () => {
    const direct = await gateway.abci(`${AUTH}/Account`, QueryAccountRequest, QueryAccountResponse, { address: carol.address });
    expect(direct.res).toMatchObject({ code: 22, codespace: "sdk" });
    const reply = await getJson(`${gateway.url}/cosmos/auth/v1beta1/accounts/${carol.address}`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 5, message: direct.res.log, details: [] });
    expect(reply.body.message).toMatch(/^rpc error: code = NotFound desc = account hid1\w+ not found: key not found$/);
  });

  test.each([
    ["a malformed address", "/cosmos/auth/v1beta1/accounts/hid1notanaddress", 400, 3],
    ["a missing denom", "/cosmos/bank/v1beta1/balances/ADDR/by_denom", 400, 3],
    ["a bad denom", "/cosmos/bank/v1beta1/supply/by_denom?denom=%20", 400, 3],
    ["an unknown module account", "/cosmos/auth/v1beta1/module_accounts/nope", 404, 5],
    ["unknown denom metadata", "/cosmos/bank/v1beta1/denoms_metadata/uatom", 404, 5],
    ["the deprecated id", "/cosmos/auth/v1beta1/address_by_id/1", 400, 3],
    ["a height in the future", "/cosmos/bank/v1beta1/params?height=999", 400, 3],
    ["both offset and key", "/cosmos/bank/v1beta1/supply?pagination.offset=1&pagination.key=AQ==", 400, 3],
    ["a query the app does not serve", "/idledger/test/unserved", 501, 12],
    ["an unknown URL", "/cosmos/bank/v1beta1/nothing", 404, 5],
  ])("%s (%s) → %i with a JSON error body", async (_name, url, status, code) => {
    const reply = await getJson(gateway.url + url.replace("ADDR", alice.address));
    expect(reply.status).toBe(status);
    expect(reply.body).toEqual({ code, message: expect.any(String), details: [] });
  });

  describe("after a transfer", () => {
    beforeAll(async () => {
      const tx = await signTx(alice.wallet, [msgSend(alice.address, carol.address, uhid(250n))], { chainId: chain.chainId, accountNumber: 0n, sequence: 0n });
      const block = await chain.block([tx]);
      expect(block.txResults[0]!.code).toBe(0);
    });

    test("the latest height shows it, ?height= and the header show the state before", async () => {
      const balanceUrl = `${gateway.url}/cosmos/bank/v1beta1/balances/${carol.address}/by_denom?denom=uhid`;
      const latest = await getJson(balanceUrl);
      expect(latest.body.balance.amount).toBe("250");
      expect(latest.headers.get("x-cosmos-block-height")).toBe(String(chain.height));
      const before = await getJson(`${balanceUrl}&height=1`);
      expect(before.body.balance.amount).toBe("0");
      expect(before.headers.get("x-cosmos-block-height")).toBe("1");
      const byHeader = await getJson(balanceUrl, { "x-cosmos-block-height": "1" });
      expect(byHeader.body.balance.amount).toBe("0");
      expect((await getJson(`${gateway.url}/cosmos/auth/v1beta1/accounts/${carol.address}`)).status).toBe(200);
      expect((await getJson(`${gateway.url}/cosmos/auth/v1beta1/accounts/${carol.address}?height=1`)).status).toBe(404);
    });

    test("requests in flight while blocks commit all get answers from one committed height each", async () => {
      const url = `${gateway.url}/cosmos/bank/v1beta1/supply/by_denom?denom=uhid`;
      const replies = Promise.all(Array.from({ length: 30 }, () => getJson(url)));
      await chain.block();
      await chain.block();
      // mint adds coins every block: each answer is the supply at the height its header names
      for (const reply of await replies) {
        expect(reply.status).toBe(200);
        const height = reply.headers.get("x-cosmos-block-height")!;
        expect(Number(height)).toBeGreaterThanOrEqual(2);
        expect(reply.body).toEqual((await getJson(`${url}&height=${height}`)).body);
      }
    });
  });

  test("curl gets the same JSON and status", async () => {
    const fetchWithCurl = async (path: string) => {
      const { stdout } = await run("curl", ["-sS", "-i", "--max-time", "10", gateway.url + path]);
      const [head, body] = stdout.split(/\r\n\r\n/, 2) as [string, string];
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)![1]), head: head.toLowerCase(), json: JSON.parse(body) };
    };
    const ok = await fetchWithCurl(`/cosmos/bank/v1beta1/balances/${bob.address}/by_denom?denom=ufoo`);
    expect(ok.status).toBe(200);
    expect(ok.head).toContain("content-type: application/json");
    expect(ok.head).toMatch(/x-cosmos-block-height: \d+/);
    expect(ok.json).toEqual({ balance: { denom: "ufoo", amount: "7" } });
    const missing = await fetchWithCurl("/hypersign-protocol/hidnode/nothing");
    expect(missing).toMatchObject({ status: 404, json: { code: 5, message: "Not Found", details: [] } });
  });
});
