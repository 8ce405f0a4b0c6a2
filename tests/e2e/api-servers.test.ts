import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import {
  GetBlockByHeightRequest,
  GetBlockByHeightResponse,
  GetLatestBlockRequest,
  GetLatestBlockResponse,
  GetNodeInfoRequest,
  GetNodeInfoResponse,
  GetSyncingRequest,
  GetSyncingResponse,
} from "cosmjs-types/cosmos/base/tendermint/v1beta1/query";
import {
  BroadcastMode,
  BroadcastTxRequest,
  BroadcastTxResponse,
  GetTxRequest,
  GetTxResponse,
  GetTxsEventRequest,
  GetTxsEventResponse,
  OrderBy,
} from "cosmjs-types/cosmos/tx/v1beta1/service";
import { TxBody } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { SerialQueue } from "../../abci-app/src/abci/serial-queue";
import { AbciServer } from "../../abci-app/src/abci/server";
import { openApp, type OpenedApp } from "../../abci-app/src/app/open";
import { appVersion } from "../../abci-app/src/app/version";
import { LocalAbciClient } from "../../abci-app/src/abci/local-client";
import { startApiServers, type ApiServers } from "../../abci-app/src/node/api-servers";
import { abciQuery } from "../../abci-app/src/server/abci-query";
import { defaultAppConfig } from "../../abci-app/src/node/config";
import { GrpcCode } from "../../abci-app/src/server/grpc-codes";
import { silentLogger } from "../../lib/logger";
import { startCometBFT, type CometNode } from "../harness/cometbft";
import { appStateWith } from "../harness/genesis";
import { msgSend, signTx } from "../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "../integration/app/fixtures";
import { ConfigRequest, ConfigResponse } from "cosmjs-types/cosmos/base/node/v1beta1/query";
import { RawGrpcClient } from "../../scripts/bench/raw-grpc-client";
import type { ProtoCodec } from "../../abci-app/src/codec/proto-codec";

const CHAIN_ID = "idledger-api-e2e";
const TX = "/cosmos.tx.v1beta1.Service";
const TM = "/cosmos.base.tendermint.v1beta1.Service";
const run = promisify(execFile);

/**
 * The node's API servers in front of a real CometBFT v0.38: the app and its ABCI server in this process (queries
 * answered by the app in process, where `idledger start` answers them in its API worker), CometBFT as a child process, startApiServers on
 * ports 0. Transactions go in through BroadcastTx (gRPC and REST, curl included) and come back through GetTx,
 * GetTxsEvent and the tendermint service.
 */
describe("gRPC and REST against a real CometBFT", () => {
  let dir: string;
  let opened: OpenedApp;
  let abci: AbciServer;
  let comet: CometNode;
  let api: ApiServers;
  let grpc: RawGrpcClient;
  let alice: TestAccount;
  let bob: TestAccount;
  let sequence = 0n;

  beforeAll(async () => {
    [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    dir = tempDir("api-e2e");
    opened = await openApp({ dataDir: path.join(dir, "app"), logger: silentLogger });
    const queue = new SerialQueue();
    abci = new AbciServer(opened.app, { logger: silentLogger, queue });
    const abciAddress = await abci.listen("tcp://127.0.0.1:0");
    comet = await startCometBFT({
      home: path.join(dir, "cometbft"),
      chainId: CHAIN_ID,
      appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000_000) }]),
      proxyApp: abciAddress,
    });
    api = await startApiServers({
      query: abciQuery(new LocalAbciClient(opened.app, queue)),
      queryPaths: opened.wiring.modules.queryRoutes.keys(),
      bech32Prefix: () => opened.wiring.addressCodec.prefix,
      config: {
        ...defaultAppConfig(),
        grpc: { ...defaultAppConfig().grpc, address: "127.0.0.1:0" },
        api: { ...defaultAppConfig().api, enable: true, address: "tcp://127.0.0.1:0" },
      },
      cometRpc: comet.rpcUrl,
      logger: silentLogger,
    });
    grpc = new RawGrpcClient(api.grpcAddress!);
  }, 120_000);

  afterAll(async () => {
    grpc?.close();
    await api?.close();
    await comet?.stop();
    await abci?.close();
    await opened?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = async <Req, Res>(method: string, request: ProtoCodec<Req>, response: ProtoCodec<Res>, value: Partial<Req>) => {
    const reply = await grpc.call(method, request.encode(request.fromPartial(value)).finish());
    return { code: reply.code, details: reply.details, value: reply.value === undefined ? undefined : response.decode(reply.value) };
  };
  const send = async (amount: number) =>
    signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(amount))], { chainId: CHAIN_ID, accountNumber: 0n, sequence: sequence++ });
  const rest = async (urlPath: string, init?: RequestInit) => {
    const res = await fetch(`${api.restAddress}${urlPath}`, init);
    return { status: res.status, body: (await res.json()) as any };
  };
  const committed = async (hash: string) => {
    for (let i = 0; i < 100; i++) {
      const found = await call(`${TX}/GetTx`, GetTxRequest, GetTxResponse, { hash });
      if (found.code === GrpcCode.OK) return found.value!;
      expect(found.code).toBe(GrpcCode.NotFound);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${hash} was not committed`);
  };

  test("gRPC: BroadcastTx (sync) of a cosmjs-signed send, then GetTx and GetTxsEvent by message.sender", async () => {
    const tx = await send(1_000);
    const broadcast = await call(`${TX}/BroadcastTx`, BroadcastTxRequest, BroadcastTxResponse, { txBytes: tx, mode: BroadcastMode.BROADCAST_MODE_SYNC });
    expect(broadcast.code).toBe(GrpcCode.OK);
    const sync = broadcast.value!.txResponse!;
    expect(sync).toMatchObject({ code: 0, height: 0n, codespace: "" });
    expect(sync.txhash).toMatch(/^[0-9A-F]{64}$/);

    const { tx: decoded, txResponse } = await committed(sync.txhash);
    expect(txResponse).toMatchObject({ txhash: sync.txhash, code: 0, codespace: "" });
    expect(txResponse!.height).toBeGreaterThan(0n);
    expect(txResponse!.gasUsed).toBeGreaterThan(0n);
    expect(txResponse!.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(txResponse!.tx?.typeUrl).toBe("/cosmos.tx.v1beta1.Tx");
    expect(txResponse!.data).toMatch(/^[0-9A-F]+$/);
    expect(txResponse!.events.some((e) => e.type === "transfer" && e.attributes.some((a) => a.key === "recipient" && a.value === bob.address))).toBe(true);
    expect(decoded!.body!.messages.map((m) => m.typeUrl)).toEqual(["/cosmos.bank.v1beta1.MsgSend"]);

    const lowerCase = await call(`${TX}/GetTx`, GetTxRequest, GetTxResponse, { hash: sync.txhash.toLowerCase() });
    expect(lowerCase.value!.txResponse!.txhash).toBe(sync.txhash);

    const search = await call(`${TX}/GetTxsEvent`, GetTxsEventRequest, GetTxsEventResponse, {
      events: [`message.sender='${alice.address}'`],
      orderBy: OrderBy.ORDER_BY_DESC,
    });
    expect(search.code).toBe(GrpcCode.OK);
    expect(search.value!.txResponses.map((r) => r.txhash)).toContain(sync.txhash);
    expect(search.value!.total).toBe(BigInt(search.value!.txResponses.length));
    expect(search.value!.txs).toHaveLength(search.value!.txResponses.length);
  });

  test("gRPC: a transaction already in the cache is code 19; unknown hashes are NotFound; bad searches InvalidArgument", async () => {
    const tx = await send(1);
    const first = await call(`${TX}/BroadcastTx`, BroadcastTxRequest, BroadcastTxResponse, { txBytes: tx, mode: BroadcastMode.BROADCAST_MODE_ASYNC });
    expect(first.value!.txResponse!.txhash).toMatch(/^[0-9A-F]{64}$/);
    await committed(first.value!.txResponse!.txhash);
    const again = await call(`${TX}/BroadcastTx`, BroadcastTxRequest, BroadcastTxResponse, { txBytes: tx, mode: BroadcastMode.BROADCAST_MODE_SYNC });
    expect(again.value!.txResponse).toMatchObject({ code: 19, codespace: "sdk", txhash: first.value!.txResponse!.txhash });

    expect(await call(`${TX}/GetTx`, GetTxRequest, GetTxResponse, { hash: "AB".repeat(32) })).toMatchObject({ code: GrpcCode.NotFound });
    expect(await call(`${TX}/GetTx`, GetTxRequest, GetTxResponse, { hash: "xyz" })).toMatchObject({ code: GrpcCode.InvalidArgument });
    expect(await call(`${TX}/GetTxsEvent`, GetTxsEventRequest, GetTxsEventResponse, {})).toMatchObject({ code: GrpcCode.InvalidArgument });
    expect(await call(`${TX}/GetTxsEvent`, GetTxsEventRequest, GetTxsEventResponse, { events: ["sender"] })).toMatchObject({ code: GrpcCode.InvalidArgument });
  });

  test("gRPC: the tendermint service reports the node, its blocks and whether it syncs", async () => {
    const info = (await call(`${TM}/GetNodeInfo`, GetNodeInfoRequest, GetNodeInfoResponse, {})).value!;
    expect(info.defaultNodeInfo).toMatchObject({ network: CHAIN_ID, version: expect.stringMatching(/^0\.38\./) });
    expect(info.applicationVersion).toMatchObject({ name: "idledger", appName: "idledger", version: appVersion() });
    expect((await call(`${TM}/GetSyncing`, GetSyncingRequest, GetSyncingResponse, {})).value).toEqual({ syncing: false });
    expect(await call("/cosmos.base.node.v1beta1.Service/Config", ConfigRequest, ConfigResponse, {})).toMatchObject({
      code: GrpcCode.OK,
      value: { minimumGasPrice: "" },
    });

    const latest = (await call(`${TM}/GetLatestBlock`, GetLatestBlockRequest, GetLatestBlockResponse, {})).value!;
    expect(latest.block!.header.chainId).toBe(CHAIN_ID);
    expect(latest.blockId!.hash).toHaveLength(32);
    expect(latest.sdkBlock!.header.proposerAddress).toMatch(/^hidvalcons1/);
    expect(latest.sdkBlock!.header.height).toBe(latest.block!.header.height);

    const first = (await call(`${TM}/GetBlockByHeight`, GetBlockByHeightRequest, GetBlockByHeightResponse, { height: 1n })).value!;
    expect(first.block!.header.height).toBe(1n);
    expect(first.block!.lastCommit?.height ?? 0n).toBe(0n);
    const second = (await call(`${TM}/GetBlockByHeight`, GetBlockByHeightRequest, GetBlockByHeightResponse, { height: 2n })).value!;
    expect(second.block!.header.lastBlockId.hash).toEqual(first.blockId!.hash);
    expect(second.block!.lastCommit!.signatures.length).toBeGreaterThan(0);

    const future = await call(`${TM}/GetBlockByHeight`, GetBlockByHeightRequest, GetBlockByHeightResponse, { height: latest.block!.header.height + 1000n });
    expect(future).toMatchObject({ code: GrpcCode.InvalidArgument, details: "requested block height is bigger then the chain length" });
    expect(await call(`${TM}/GetBlockByHeight`, GetBlockByHeightRequest, GetBlockByHeightResponse, { height: 0n })).toMatchObject({
      code: GrpcCode.InvalidArgument,
    });
  });

  test("REST: curl -X POST /cosmos/tx/v1beta1/txs in BLOCK mode, then the transaction and the search as SDK JSON", async () => {
    const txBytes = Buffer.from(await send(2_000)).toString("base64");
    const { stdout } = await run(
      "curl",
      ["-sS", "-X", "POST", `${api.restAddress}/cosmos/tx/v1beta1/txs`, "-d", JSON.stringify({ tx_bytes: txBytes, mode: "BROADCAST_MODE_BLOCK" })],
      { encoding: "utf8" },
    );
    const broadcast = JSON.parse(stdout);
    expect(broadcast.tx_response).toMatchObject({ code: 0, codespace: "", txhash: expect.stringMatching(/^[0-9A-F]{64}$/), tx: null, timestamp: "" });
    expect(Number(broadcast.tx_response.height)).toBeGreaterThan(0);
    const hash: string = broadcast.tx_response.txhash;

    const got = await rest(`/cosmos/tx/v1beta1/txs/${hash}`);
    expect(got.status).toBe(200);
    expect(got.body.tx.body.messages).toEqual([
      { "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: alice.address, to_address: bob.address, amount: uhid(2_000) },
    ]);
    expect(got.body.tx.body).toMatchObject({ memo: "", timeout_height: "0", extension_options: [], non_critical_extension_options: [] });
    expect(got.body.tx.auth_info.signer_infos[0].mode_info).toEqual({ single: { mode: "SIGN_MODE_DIRECT" } });
    expect(got.body.tx.auth_info.tip).toBeNull();
    expect(got.body.tx_response).toMatchObject({ txhash: hash, height: broadcast.tx_response.height, code: 0, info: "" });
    expect(got.body.tx_response).toMatchObject({ raw_log: "", logs: [] });
    expect(got.body.tx_response.events.map((e: { type: string }) => e.type)).toContain("transfer");
    expect(got.body.tx_response.tx["@type"]).toBe("/cosmos.tx.v1beta1.Tx");
    expect(got.body.tx_response.tx.body.messages[0]["@type"]).toBe("/cosmos.bank.v1beta1.MsgSend");
    expect(typeof got.body.tx_response.gas_used).toBe("string");

    const search = await rest(`/cosmos/tx/v1beta1/txs?events=${encodeURIComponent(`message.sender='${alice.address}'`)}&order_by=ORDER_BY_ASC&limit=100`);
    expect(search.status).toBe(200);
    expect(search.body.tx_responses.map((r: { txhash: string }) => r.txhash)).toContain(hash);
    expect(search.body.pagination).toBeNull();
    expect(search.body.total).toBe(String(search.body.tx_responses.length));

    expect((await rest(`/cosmos/tx/v1beta1/txs/${"0".repeat(64)}`)).status).toBe(404);
    expect((await rest("/cosmos/tx/v1beta1/txs")).body).toEqual({ code: 3, message: "must declare at least one event to search", details: [] });
    const badBody = await rest("/cosmos/tx/v1beta1/txs", { method: "POST", body: "{not json" });
    expect(badBody).toMatchObject({ status: 400, body: { code: 3 } });
    const unknownField = await rest("/cosmos/tx/v1beta1/txs", {
      method: "POST",
      body: JSON.stringify({ tx_bytes: txBytes, mode: "BROADCAST_MODE_SYNC", nope: 1 }),
    });
    expect(unknownField).toMatchObject({ status: 400, body: { code: 3 } });
  });

  test("REST: simulate, node_info, syncing and blocks", async () => {
    const sim = await rest("/cosmos/tx/v1beta1/simulate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        tx_bytes: Buffer.from(
          await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(1))], { chainId: CHAIN_ID, accountNumber: 0n, sequence }),
        ).toString("base64"),
      }),
    });
    expect(sim.status).toBe(200);
    expect(Number(sim.body.gas_info.gas_used)).toBeGreaterThan(0);
    expect(sim.body.result.msg_responses[0]["@type"]).toBe("/cosmos.bank.v1beta1.MsgSendResponse");

    const info = await rest("/cosmos/base/tendermint/v1beta1/node_info");
    expect(info.body.default_node_info).toMatchObject({ network: CHAIN_ID, protocol_version: { p2p: "8", block: "11", app: "0" } });
    expect(info.body.application_version).toMatchObject({
      name: "idledger",
      version: appVersion(),
      cosmos_sdk_version: "v0.47.17",
      build_deps: [
        { path: "github.com/cometbft/cometbft", version: expect.stringMatching(/^v0\.38\./), sum: "" },
        { path: "github.com/cosmos/cosmos-sdk", version: "v0.47.17", sum: "" },
        { path: "github.com/cosmos/ibc-go/v7", version: "v7.10.0", sum: "" },
      ],
    });
    // The node service: this node's minimum gas prices (none here), as relayers read them before they pick a fee.
    expect(await rest("/cosmos/base/node/v1beta1/config")).toEqual({ status: 200, body: { minimum_gas_price: "" } });
    expect((await rest("/cosmos/base/tendermint/v1beta1/syncing")).body).toEqual({ syncing: false });

    const latest = await rest("/cosmos/base/tendermint/v1beta1/blocks/latest");
    expect(latest.body.block.header).toMatchObject({ chain_id: CHAIN_ID, time: expect.stringMatching(/^\d{4}-.*Z$/) });
    expect(latest.body.sdk_block.header.proposer_address).toMatch(/^hidvalcons1/);
    expect(latest.body.block_id.part_set_header.total).toBe(1);
    const first = await rest("/cosmos/base/tendermint/v1beta1/blocks/1");
    expect(first.body.block.header.height).toBe("1");
    expect(first.body.block.last_commit).toMatchObject({ height: "0", signatures: [] });
    expect((await rest("/cosmos/base/tendermint/v1beta1/blocks/x")).status).toBe(400);
  });

  test("a transaction body decoded from GetTx is the one that was signed", async () => {
    const tx = await send(3);
    const reply = await call(`${TX}/BroadcastTx`, BroadcastTxRequest, BroadcastTxResponse, { txBytes: tx, mode: BroadcastMode.BROADCAST_MODE_SYNC });
    const { tx: decoded } = await committed(reply.value!.txResponse!.txhash);
    expect(TxBody.encode(decoded!.body!).finish().length).toBeGreaterThan(0);
    expect(decoded!.signatures).toHaveLength(1);
  });
});
