import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { QueryAllBalancesRequest, QueryBalanceRequest, QueryBalanceResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { BroadcastMode, BroadcastTxRequest, SimulateRequest, SimulateResponse } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { createWiring } from "../../../abci-app/src/app/wiring";
import { CometRpcClient } from "../../../abci-app/src/comet/rpc-client";
import { QueryDidDocumentsRequest, QueryDidDocumentsResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { abciQuery } from "../../../abci-app/src/server/abci-query";
import { createGrpcServer, listenGrpc, type RunningGrpcServer } from "../../../abci-app/src/server/grpc/server";
import { GrpcCode } from "../../../abci-app/src/server/grpc-codes";
import { nodeServiceMethods } from "../../../abci-app/src/server/node-methods";
import { silentLogger } from "../../../lib/logger";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, simulationTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "../app/fixtures";
import { RawGrpcClient } from "../../../scripts/bench/raw-grpc-client";

const run = promisify(execFile);
const GRPCURL = path.resolve(__dirname, "../../../.bin/grpcurl");
const BANK = "/cosmos.bank.v1beta1.Query";
const height = (reply: { metadata: { get(key: string): unknown[] } }) => reply.metadata.get("x-cosmos-block-height");

describe("the gRPC server, answering from a chain", () => {
  let dir: string;
  let chain: TestChain;
  let server: RunningGrpcServer;
  let client: RawGrpcClient;
  let alice: TestAccount;
  let carol: TestAccount;

  beforeAll(async () => {
    [alice, carol] = await Promise.all([account("alice"), account("carol")]);
    dir = tempDir("grpc-server");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000_000n) }]) });
    await chain.block();
    await chain.block();
    const methods = nodeServiceMethods({
      query: abciQuery(chain.caller),
      // Nothing listens there: the tx and tendermint methods that need CometBFT are tested in the e2e suite.
      rpc: new CometRpcClient("http://127.0.0.1:9"),
      queryPaths: createWiring().modules.queryRoutes.keys(),
      bech32Prefix: () => "hid",
    });
    server = await listenGrpc(createGrpcServer({ methods, logger: silentLogger }), "127.0.0.1:0");
    client = new RawGrpcClient(server.address);
  });

  afterAll(async () => {
    client?.close();
    await server?.close();
    await chain?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a module query answers the app's bytes, with the height in the response metadata", async () => {
    const request = QueryBalanceRequest.encode({ address: alice.address, denom: "uhid" }).finish();
    const reply = await client.call(`${BANK}/Balance`, request);
    expect(reply.code).toBe(GrpcCode.OK);
    expect(QueryBalanceResponse.decode(reply.value!).balance).toEqual({ denom: "uhid", amount: "1000000000" });
    expect(height(reply)).toEqual([chain.height.toString()]);
    expect(Buffer.from(reply.value!)).toEqual(Buffer.from((await chain.rawQuery(`${BANK}/Balance`, request, 0n)).value));
  });

  test("x-cosmos-block-height asks an older state; a bad or future height is InvalidArgument", async () => {
    const request = QueryAllBalancesRequest.encode({ address: alice.address, resolveDenom: false }).finish();
    expect(height(await client.call(`${BANK}/AllBalances`, request, { "x-cosmos-block-height": "1" }))).toEqual(["1"]);
    const bad = await client.call(`${BANK}/AllBalances`, request, { "x-cosmos-block-height": "one" });
    expect(bad).toMatchObject({ code: GrpcCode.InvalidArgument, details: expect.stringMatching(/invalid height header/) });
    expect(await client.call(`${BANK}/AllBalances`, request, { "x-cosmos-block-height": "-1" })).toMatchObject({ code: GrpcCode.InvalidArgument });
    const future = await client.call(`${BANK}/AllBalances`, request, { "x-cosmos-block-height": "999" });
    expect(future).toMatchObject({ code: GrpcCode.InvalidArgument, details: expect.stringMatching(/height in the future/) });
  });

  test("a 100 KB address is answered at once with InvalidArgument, the message repeating only its start", async () => {
    const huge = `hid1${"q".repeat(100_000)}`;
    const requests = {
      [`${BANK}/Balance`]: QueryBalanceRequest.encode({ address: huge, denom: "uhid" }).finish(),
      [`${BANK}/AllBalances`]: QueryAllBalancesRequest.encode({ address: huge, resolveDenom: false }).finish(),
      "/cosmos.auth.v1beta1.Query/Account": QueryAccountRequest.encode({ address: huge }).finish(),
    };
    for (const [path, request] of Object.entries(requests)) {
      const reply = await client.call(path, request);
      expect(reply.code).toBe(GrpcCode.InvalidArgument);
      expect(reply.details).toMatch(/100004 characters, more than the 1023 of a bech32 string/);
      expect(reply.details.length).toBeLessThan(400);
    }
  });

  test("query errors are statuses: NotFound for a missing account, InvalidArgument for bytes that do not decode", async () => {
    const missing = await client.call("/cosmos.auth.v1beta1.Query/Account", QueryAccountRequest.encode({ address: carol.address }).finish());
    expect(missing).toMatchObject({ code: GrpcCode.NotFound, details: expect.stringMatching(/^rpc error: code = NotFound desc = account hid1\w+ not found/) });
    expect((await client.call(`${BANK}/Balance`, Uint8Array.from([0xff, 0xff, 0xff]))).code).toBe(GrpcCode.InvalidArgument);
    const account = await client.call("/cosmos.auth.v1beta1.Query/Account", QueryAccountRequest.encode({ address: alice.address }).finish());
    expect(QueryAccountResponse.decode(account.value!).account?.typeUrl).toBe("/cosmos.auth.v1beta1.BaseAccount");
  });

  test("a method or service the node does not serve is Unimplemented", async () => {
    expect((await client.call(`${BANK}/Nothing`, new Uint8Array())).code).toBe(GrpcCode.Unimplemented);
    expect((await client.call("/cosmos.nft.v1beta1.Query/Owner", new Uint8Array())).code).toBe(GrpcCode.Unimplemented);
    expect((await client.call("/cosmos.bank.v1beta1.Msg/Send", new Uint8Array())).code).toBe(GrpcCode.Unimplemented);
  });

  test("the ssi queries are served", async () => {
    const reply = await client.call(
      "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocuments",
      QueryDidDocumentsRequest.encode(QueryDidDocumentsRequest.fromPartial({ count: true })).finish(),
    );
    expect(reply.code).toBe(GrpcCode.OK);
    expect(QueryDidDocumentsResponse.decode(reply.value!).totalDidCount).toBe(0n);
  });

  test("Simulate runs on the app: gas for a send; no transaction is InvalidArgument; a failing one Unknown", async () => {
    const tx = simulationTx([msgSend(alice.address, carol.address, uhid(5))], alice.pubkey, 0n);
    const reply = await client.call("/cosmos.tx.v1beta1.Service/Simulate", SimulateRequest.encode(SimulateRequest.fromPartial({ txBytes: tx })).finish());
    expect(reply.code).toBe(GrpcCode.OK);
    expect(SimulateResponse.decode(reply.value!).gasInfo!.gasUsed).toBeGreaterThan(0n);
    const empty = await client.call("/cosmos.tx.v1beta1.Service/Simulate", new Uint8Array());
    expect(empty).toMatchObject({ code: GrpcCode.InvalidArgument, details: "empty txBytes is not allowed" });
    const tooMuch = simulationTx([msgSend(alice.address, carol.address, uhid(10n ** 15n))], alice.pubkey, 0n);
    const failed = await client.call("/cosmos.tx.v1beta1.Service/Simulate", SimulateRequest.encode(SimulateRequest.fromPartial({ txBytes: tooMuch })).finish());
    expect(failed).toMatchObject({ code: GrpcCode.Unknown, details: expect.stringMatching(/insufficient funds.*With gas wanted/) });
  });

  test("BroadcastTx: bad requests are InvalidArgument; an unreachable CometBFT is Unavailable", async () => {
    const broadcast = (req: Partial<BroadcastTxRequest>) =>
      client.call("/cosmos.tx.v1beta1.Service/BroadcastTx", BroadcastTxRequest.encode(BroadcastTxRequest.fromPartial(req)).finish());
    expect(await broadcast({ mode: BroadcastMode.BROADCAST_MODE_SYNC })).toMatchObject({ code: GrpcCode.InvalidArgument, details: "invalid empty tx" });
    expect(await broadcast({ txBytes: Uint8Array.from([1]) })).toMatchObject({
      code: GrpcCode.InvalidArgument,
      details: expect.stringMatching(/unsupported broadcast mode BROADCAST_MODE_UNSPECIFIED/),
    });
    expect(await broadcast({ txBytes: Uint8Array.from([1]), mode: BroadcastMode.BROADCAST_MODE_SYNC })).toMatchObject({ code: GrpcCode.Unavailable });
  });

  describe("server reflection, with grpcurl as the generic client", () => {
    const grpcurl = async (...args: string[]) => (await run(GRPCURL, ["-plaintext", ...args], { encoding: "utf8" })).stdout;

    test("lists every served service, and reflection itself", async () => {
      expect((await grpcurl(server.address, "list")).trim().split("\n")).toEqual([
        "cosmos.auth.v1beta1.Query",
        "cosmos.authz.v1beta1.Query",
        "cosmos.bank.v1beta1.Query",
        "cosmos.base.node.v1beta1.Service",
        "cosmos.base.tendermint.v1beta1.Service",
        "cosmos.consensus.v1.Query",
        "cosmos.distribution.v1beta1.Query",
        "cosmos.feegrant.v1beta1.Query",
        "cosmos.gov.v1.Query",
        "cosmos.gov.v1beta1.Query",
        "cosmos.mint.v1beta1.Query",
        "cosmos.slashing.v1beta1.Query",
        "cosmos.staking.v1beta1.Query",
        "cosmos.tx.v1beta1.Service",
        "cosmos.upgrade.v1beta1.Query",
        "grpc.reflection.v1.ServerReflection",
        "grpc.reflection.v1alpha.ServerReflection",
        "hypersignprotocol.hidnode.ssi.Query",
        "ibc.applications.transfer.v1.Query",
        "ibc.core.channel.v1.Query",
        "ibc.core.client.v1.Query",
        "ibc.core.connection.v1.Query",
      ]);
      expect(await grpcurl(server.address, "list", "cosmos.bank.v1beta1.Query")).toMatch(/cosmos\.bank\.v1beta1\.Query\.SpendableBalanceByDenom/);
    });

    test("describes services and messages of the SDK v0.47 and the ssi protos", async () => {
      expect(await grpcurl(server.address, "describe", "cosmos.auth.v1beta1.Query")).toMatch(
        /rpc AccountInfo \( \.cosmos\.auth\.v1beta1\.QueryAccountInfoRequest \)/,
      );
      expect(await grpcurl(server.address, "describe", "cosmos.tx.v1beta1.GetTxsEventRequest")).toMatch(/uint64 page = 4;/);
      expect(await grpcurl(server.address, "describe", "hypersignprotocol.hidnode.ssi.Query.QueryDidDocument")).toMatch(/QueryDidDocumentRequest/);
    });

    test("calls a query with JSON it converts through the reflected descriptors", async () => {
      const out = await grpcurl("-d", JSON.stringify({ address: alice.address, denom: "uhid" }), server.address, "cosmos.bank.v1beta1.Query/Balance");
      expect(JSON.parse(out)).toEqual({ balance: { denom: "uhid", amount: "1000000000" } });
      const account = JSON.parse(await grpcurl("-d", JSON.stringify({ address: alice.address }), server.address, "cosmos.auth.v1beta1.Query/Account"));
      expect(account.account).toMatchObject({ "@type": "/cosmos.auth.v1beta1.BaseAccount", address: alice.address });
    });
  });
});
