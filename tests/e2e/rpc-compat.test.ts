import fs from "node:fs";
import { fromUtf8, toHex } from "@cosmjs/encoding";
import { StargateClient } from "@cosmjs/stargate";
import { Tendermint34Client, type tendermint34 } from "cosmjs-tendermint-rpc-0.37";
import { loadAppConfig, writeAppConfig } from "../../abci-app/src/node/config";
import { initLocalNode, startLocalNode, type LocalNode } from "../harness/local-node";
import { buildTm34RpcClient, runTm34RpcClient } from "../harness/tm34-rpc-client";
import { msgSend, signTx } from "../harness/tx-builder";
import { account, hex, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-rpc-compat";
const FEE = { amount: uhid(5_000), gas: 200_000n };

type Event = tendermint34.Event;

/** An event's attributes as text, by key. */
const attributesOf = (event: Event): Record<string, string> => Object.fromEntries(event.attributes.map((a) => [fromUtf8(a.key), fromUtf8(a.value)]));
/** The first event of `type` whose attributes include `expected`: looked up by type and attribute, never by index. */
const findEvent = (events: readonly Event[], type: string, expected: Record<string, string>): Record<string, string> | undefined =>
  events.map((e) => ({ type: e.type, attrs: attributesOf(e) })).find((e) => e.type === type && Object.entries(expected).every(([k, v]) => e.attrs[k] === v))
    ?.attrs;

/**
 * Disconnects a websocket client. cosmjs 0.37's ReconnectingSocket answers the close its own disconnect() causes by
 * scheduling a reconnect, and keeps reconnecting for ever (with CometBFT's own RPC too), which would keep jest from
 * exiting: its reconnect is made a no-op first.
 */
function disconnectWebsocket(client: Tendermint34Client): void {
  const reconnecting = (client as unknown as { client: { socket: { socket: { reconnect: () => void } } } }).client.socket;
  reconnecting.socket.reconnect = () => undefined;
  client.disconnect();
}

/**
 * Issue 19: `[rpc-compat]` serves CometBFT v0.38's RPC in Tendermint v0.34's shapes. Driven by the two kinds of 0.34
 * clients in use: cosmjs' Tendermint34Client (cosmjs 0.37, the last with it) over HTTP and websocket, and Tendermint
 * v0.34.24's Go RPC client (what hid-noded and the SDK v0.45/v0.46 CLI use), which fails on CometBFT's own RPC.
 */
describe("the Tendermint-0.34-compatible RPC endpoint", () => {
  let node: LocalNode;
  let alice: TestAccount;
  let bob: string;
  let carol: string;
  let compatUrl: string;
  let tm34: Tendermint34Client;
  let goClient: Promise<string>;
  let accountNumber: bigint;
  let sequence: bigint;

  const signSend = async (to: string, amount: bigint | number): Promise<Uint8Array> =>
    signTx(alice.wallet, [msgSend(alice.address, to, uhid(amount))], { chainId: CHAIN_ID, accountNumber, sequence: sequence++, fee: FEE });

  /** Filled by the broadcasts below: a send that succeeded and one that failed in its block. */
  const sent = { okHash: "", okHeight: 0, failedHash: "" };

  beforeAll(async () => {
    goClient = buildTm34RpcClient();
    goClient.catch(() => undefined); // awaited by the Go tests, which report the failure
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob").then((a) => a.address), account("carol").then((a) => a.address)]);
    const local = await initLocalNode({ chainId: CHAIN_ID, accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }] });
    // Port 0: the endpoint logs the address it bound.
    const config = loadAppConfig(local.home);
    writeAppConfig(local.home, { ...config, rpcCompat: { ...config.rpcCompat, enable: true, address: "tcp://127.0.0.1:0" } });
    node = await startLocalNode(local);
    compatUrl = (await node.process.waitForLog(/Tendermint 0\.34 compatible RPC listening.* address=(http:\/\/127\.0\.0\.1:\d+)/, 10_000))[1]!;
    const reader = await StargateClient.connect(node.rpcUrl);
    const acc = await reader.getAccount(alice.address);
    reader.disconnect();
    accountNumber = BigInt(acc!.accountNumber);
    sequence = BigInt(acc!.sequence);
    tm34 = await Tendermint34Client.connect(compatUrl);
  }, 120_000);

  afterAll(async () => {
    tm34?.disconnect();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("status and abci_info decode through cosmjs' Tendermint34Client", async () => {
    const status = await tm34.status();
    expect(status.nodeInfo.network).toBe(CHAIN_ID);
    expect(status.syncInfo.latestBlockHeight).toBeGreaterThanOrEqual(2);
    expect((await tm34.abciInfo()).lastBlockHeight).toBeGreaterThanOrEqual(2);
  });

  test("broadcast_tx_commit answers deliver_tx: code 0 and decoded events for a send, the block's code 5 for one over the balance", async () => {
    const ok = await tm34.broadcastTxCommit({ tx: await signSend(bob, 1_000) });
    expect(ok.checkTx.code).toBe(0);
    expect(ok.deliverTx?.code).toBe(0);
    expect(findEvent(ok.deliverTx!.events, "transfer", { recipient: bob, sender: alice.address, amount: "1000uhid" })).toBeDefined();
    expect(findEvent(ok.deliverTx!.events, "message", { sender: alice.address })).toBeDefined();
    sent.okHash = hex(ok.hash);
    sent.okHeight = ok.height;

    // Passes CheckTx (messages are not run there), fails in its block with bank's insufficient funds.
    const failed = await tm34.broadcastTxCommit({ tx: await signSend(bob, 10n ** 15n) });
    expect(failed.checkTx.code).toBe(0);
    expect(failed.deliverTx).toMatchObject({ code: 5, codespace: "sdk" });
    expect(failed.deliverTx!.log).toMatch(/insufficient funds/);
    sent.failedHash = hex(failed.hash);

    // The same client at CometBFT v0.38's own RPC finds no deliver_tx: a failed transaction would look successful.
    const direct = await Tendermint34Client.connect(node.rpcUrl);
    try {
      const unseen = await direct.broadcastTxCommit({ tx: await signSend(bob, 10n ** 15n) });
      expect(unseen.deliverTx).toBeUndefined();
    } finally {
      direct.disconnect();
    }
  });

  test("tx and tx_search by hash, height and event decode each result's events", async () => {
    const ok = await tm34.tx({ hash: Buffer.from(sent.okHash, "hex") });
    expect(ok.result.code).toBe(0);
    expect(ok.height).toBe(sent.okHeight);
    expect(findEvent(ok.result.events, "transfer", { recipient: bob, amount: "1000uhid" })).toBeDefined();
    const failed = await tm34.tx({ hash: Buffer.from(sent.failedHash, "hex") });
    expect(failed.result).toMatchObject({ code: 5, codespace: "sdk" });

    const byHeight = await tm34.txSearchAll({ query: `tx.height=${sent.okHeight}` });
    expect(byHeight.txs.map((t) => hex(t.hash))).toContain(sent.okHash);
    const byEvent = await tm34.txSearchAll({ query: `transfer.recipient='${bob}'` });
    expect(byEvent.txs.map((t) => hex(t.hash))).toEqual([sent.okHash]);
    expect(findEvent(byEvent.txs[0]!.result.events, "transfer", { recipient: bob })).toBeDefined();
  });

  test("block_results splits FinalizeBlock's events into BeginBlock and EndBlock events by their mode", async () => {
    const results = await tm34.blockResults(sent.okHeight);
    expect(results.height).toBe(sent.okHeight);
    expect(results.results.map((r) => r.code)).toContain(0);
    expect(results.results.some((r) => findEvent(r.events, "transfer", { recipient: bob }) !== undefined)).toBe(true);
    // x/mint mints every block in its BeginBlocker.
    expect(findEvent(results.beginBlockEvents, "coinbase", { mode: "BeginBlock" })).toBeDefined();
    for (const e of results.beginBlockEvents) expect(["PreBlock", "BeginBlock"]).toContain(attributesOf(e)["mode"]);
    for (const e of results.endBlockEvents) expect(attributesOf(e)["mode"]).toBe("EndBlock");

    const original = (await (await fetch(`${node.rpcUrl}/block_results?height=${sent.okHeight}`)).json()) as { result: { finalize_block_events: unknown[] } };
    expect(results.beginBlockEvents.length + results.endBlockEvents.length).toBe(original.result.finalize_block_events.length);
  });

  test("URI GET and a JSON-RPC batch are translated too; other answers pass unchanged", async () => {
    const viaGet = (await (await fetch(`${compatUrl}/tx?hash=0x${sent.okHash}`)).json()) as any;
    const direct = (await (await fetch(`${node.rpcUrl}/tx?hash=0x${sent.okHash}`)).json()) as any;
    const transfer = (r: any) => r.result.tx_result.events.find((e: any) => e.type === "transfer").attributes;
    expect(transfer(viaGet)).toEqual(
      transfer(direct).map((a: any) => ({ ...a, key: Buffer.from(a.key).toString("base64"), value: Buffer.from(a.value).toString("base64") })),
    );

    const batch = [
      { jsonrpc: "2.0", id: 1, method: "tx", params: { hash: Buffer.from(sent.failedHash, "hex").toString("base64") } },
      { jsonrpc: "2.0", id: "g", method: "genesis", params: {} },
      { jsonrpc: "2.0", id: 3, method: "no_such_method", params: {} },
    ];
    const answers = (await (
      await fetch(compatUrl, { method: "POST", body: JSON.stringify(batch), headers: { "content-type": "application/json" } })
    ).json()) as any[];
    const byId = new Map(answers.map((a) => [a.id, a]));
    expect(byId.get(1).result.tx_result.code).toBe(5);
    for (const e of byId.get(1).result.tx_result.events) for (const a of e.attributes) expect(Buffer.from(a.key, "base64").toString("base64")).toBe(a.key);
    expect(byId.get("g").result.genesis.chain_id).toBe(CHAIN_ID);
    expect(byId.get("g").result.genesis.consensus_params.version).not.toHaveProperty("app");
    expect(byId.get(3).error).toMatchObject({ code: -32601, message: "Method not found" });

    const malformed = await fetch(compatUrl, { method: "POST", body: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as any).error).toMatchObject({ code: -32700, message: "Parse error" });
  });

  test("websocket: Tendermint34Client's subscribeTx receives transactions with decoded events", async () => {
    const ws = await Tendermint34Client.connect(compatUrl.replace(/^http/, "ws"));
    try {
      expect((await ws.status()).nodeInfo.network).toBe(CHAIN_ID);
      const received = new Promise<tendermint34.TxEvent>((resolve, reject) => {
        const subscription = ws.subscribeTx(`tm.event='Tx' AND transfer.recipient='${carol}'`).subscribe({
          next: (event) => {
            subscription.unsubscribe();
            resolve(event);
          },
          error: reject,
        });
      });
      await new Promise((resolve) => setTimeout(resolve, 200)); // the subscription is in place
      const broadcast = await tm34.broadcastTxCommit({ tx: await signSend(carol, 7) });
      const event = await received;
      expect(toHex(event.hash)).toBe(toHex(broadcast.hash));
      expect(event.result.code).toBe(0);
      expect(findEvent(event.result.events, "transfer", { recipient: carol, amount: "7uhid" })).toBeDefined();
    } finally {
      disconnectWebsocket(ws);
    }
  });

  test("Tendermint v0.34's Go RPC client reads tx, tx_search, block_results and broadcast_tx_commit, which fail on CometBFT's own RPC", async () => {
    const binary = await goClient;

    // Straight at CometBFT v0.38: text event attributes are not base64, so the 0.34 decoder fails (issue 19).
    const unreadable = await runTm34RpcClient(binary, node.rpcUrl, "tx", sent.okHash);
    expect(unreadable).toMatchObject({ ok: false, error: expect.stringMatching(/illegal base64 data/) });
    expect(await runTm34RpcClient(binary, node.rpcUrl, "txs", `tx.height=${sent.okHeight}`)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/illegal base64 data/),
    });

    const run = async (command: string, arg?: string): Promise<any> => {
      const outcome = await runTm34RpcClient(binary, compatUrl, command, arg);
      if (!outcome.ok) throw new Error(`tm34-rpc-client ${command} failed: ${outcome.error}`);
      return outcome.output;
    };
    expect(await run("status")).toMatchObject({ network: CHAIN_ID });

    const ok = await run("tx", sent.okHash);
    expect(ok).toMatchObject({ hash: sent.okHash, height: sent.okHeight, result: { code: 0 } });
    expect(ok.result.events).toContainEqual({
      type: "transfer",
      attributes: expect.arrayContaining([
        { key: "recipient", value: bob },
        { key: "amount", value: "1000uhid" },
      ]),
    });
    expect(await run("tx", sent.failedHash)).toMatchObject({ result: { code: 5, codespace: "sdk", log: expect.stringMatching(/insufficient funds/) } });

    const found = await run("txs", `transfer.recipient='${bob}'`);
    expect(found.txs.map((t: any) => t.hash)).toEqual([sent.okHash]);

    const block = await run("block-results", String(sent.okHeight));
    expect(block.height).toBe(sent.okHeight);
    expect(block.txs_results.map((r: any) => r.code)).toContain(0);
    expect(block.begin_block_events).toContainEqual({ type: "coinbase", attributes: expect.arrayContaining([{ key: "mode", value: "BeginBlock" }]) });
    for (const e of block.end_block_events) expect(e.attributes).toContainEqual({ key: "mode", value: "EndBlock" });

    const committed = await run("broadcast-commit", hex(await signSend(bob, 10n ** 15n)));
    expect(committed).toMatchObject({ check_tx: { code: 0 }, deliver_tx: { code: 5, codespace: "sdk" } });
    expect(committed.height).toBeGreaterThan(sent.okHeight);
  }, 240_000);
});
