import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { toBase64 } from "@cosmjs/encoding";
import { DirectSecp256k1HdWallet } from "@cosmjs/proto-signing";
import { GasPrice, SigningStargateClient, StargateClient } from "@cosmjs/stargate";
import { TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { builtCli } from "../harness/built-cli";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { account, MNEMONICS, tempDir, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-acceptance";
const GRPCURL = path.resolve(__dirname, "../../.bin/grpcurl");
const FEE = { amount: uhid(5_000), gas: "200000" };
const run = promisify(execFile);

/**
 * What a client of the node relies on, against one chain that `idledger start` runs with the real CometBFT:
 * cosmjs's Stargate clients unmodified; one transfer made three ways (cosmjs, the CLI, REST's POST
 * /cosmos/tx/v1beta1/txs with curl); balances read through gRPC, found by server reflection (grpcurl), and
 * through REST (curl).
 */
describe("a node's clients: cosmjs, the CLI, gRPC with reflection, REST", () => {
  let node: LocalNode;
  let alice: TestAccount;
  let bob: string;
  let cliHome: string;
  let signer: SigningStargateClient;
  const restUrl = () => node.restAddress.replace(/^tcp:/, "http:");

  beforeAll(async () => {
    alice = await account("alice");
    bob = (await (await DirectSecp256k1HdWallet.generate(12, { prefix: "hid" })).getAccounts())[0]!.address;
    node = await createLocalNode({ chainId: CHAIN_ID, accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }] });
    signer = await SigningStargateClient.connectWithSigner(node.rpcUrl, alice.wallet, {
      gasPrice: GasPrice.fromString("0.025uhid"),
      broadcastPollIntervalMs: 200,
    });
    cliHome = tempDir("acceptance-cli");
    const added = spawnSync(process.execPath, [builtCli(), "keys", "add", "alice", "--recover", "--keyring-backend", "test", "--home", cliHome], {
      input: `${MNEMONICS.alice}\n`,
      encoding: "utf8",
    });
    if (added.status !== 0) throw new Error(`keys add failed: ${added.stderr}`);
  }, 120_000);

  afterAll(async () => {
    signer?.disconnect();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
    if (cliHome) fs.rmSync(cliHome, { recursive: true, force: true });
  });

  test("cosmjs: connect, getChainId, getHeight, getAccount, getBalance, sendTokens, signAndBroadcast with fee 'auto', getTx, searchTx by sender", async () => {
    const client = await StargateClient.connect(node.rpcUrl);
    try {
      expect(await client.getChainId()).toBe(CHAIN_ID);
      const height = await client.getHeight();
      expect(height).toBeGreaterThanOrEqual(2);
      expect(await client.getAccount(alice.address)).toEqual({ address: alice.address, pubkey: null, accountNumber: 0n, sequence: 0 });
      expect(await client.getBalance(alice.address, "uhid")).toEqual({ denom: "uhid", amount: "1000000000" });

      const sent = await signer.sendTokens(alice.address, bob, uhid(1_000), FEE, "sendTokens");
      expect(sent.code).toBe(0);
      const message = { typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: { fromAddress: alice.address, toAddress: bob, amount: uhid(2_000) } };
      const simulated = await signer.simulate(alice.address, [message], "fee auto");
      const auto = await signer.signAndBroadcast(alice.address, [message], "auto", "fee auto");
      expect(auto.code).toBe(0);
      // "auto" is the simulated gas times cosmjs's 1.4, priced at the gas price given to connectWithSigner.
      expect(auto.gasWanted).toBe(BigInt(Math.round(simulated * 1.4)));
      expect(auto.height).toBeGreaterThan(height);

      expect(await client.getBalance(bob, "uhid")).toEqual({ denom: "uhid", amount: "3000" });
      const aliceAccount = await client.getAccount(alice.address);
      expect(aliceAccount).toMatchObject({ accountNumber: 0n, sequence: 2, pubkey: { type: "tendermint/PubKeySecp256k1", value: toBase64(alice.pubkey) } });

      for (const result of [sent, auto]) {
        const tx = await client.getTx(result.transactionHash);
        expect(tx).toMatchObject({ hash: result.transactionHash, height: result.height, code: 0, gasWanted: result.gasWanted, gasUsed: result.gasUsed });
      }
      const bySender = await client.searchTx([{ key: "message.sender", value: alice.address }]);
      expect(bySender.map((t) => t.hash).sort()).toEqual([sent.transactionHash, auto.transactionHash].sort());
      expect(await client.searchTx([{ key: "message.sender", value: bob }])).toEqual([]);
    } finally {
      client.disconnect();
    }
  });

  test("the same transfer through the CLI and through POST /cosmos/tx/v1beta1/txs; gRPC (found by reflection) and REST read the balances", async () => {
    const carol = (await (await DirectSecp256k1HdWallet.generate(12, { prefix: "hid" })).getAccounts())[0]!.address;

    const cli = await idledger([
      "tx",
      "bank",
      "send",
      "alice",
      carol,
      "777uhid",
      "--fees",
      "5000uhid",
      "--chain-id",
      CHAIN_ID,
      "--node",
      node.rpcUrl,
      "--yes",
      "--broadcast-mode",
      "sync",
      "--output",
      "json",
    ]);
    const cliHash = (JSON.parse(cli) as { txhash: string; code: number }).txhash;
    expect(await committedViaRest(cliHash)).toMatchObject({ tx_response: { code: 0, txhash: cliHash } });

    // cosmjs signs offline; curl posts the bytes as an SDK client would.
    const { accountNumber, sequence } = await signer.getSequence(alice.address);
    const signed = await signer.sign(
      alice.address,
      [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: { fromAddress: alice.address, toAddress: carol, amount: uhid(777) } }],
      FEE,
      "rest",
      {
        accountNumber,
        sequence,
        chainId: CHAIN_ID,
      },
    );
    const posted = JSON.parse(
      await curl([
        "-X",
        "POST",
        "-H",
        "content-type: application/json",
        "-d",
        JSON.stringify({ tx_bytes: toBase64(TxRaw.encode(signed).finish()), mode: "BROADCAST_MODE_SYNC" }),
        `${restUrl()}/cosmos/tx/v1beta1/txs`,
      ]),
    ) as { tx_response: { code: number; txhash: string } };
    expect(posted.tx_response.code).toBe(0);
    expect(await committedViaRest(posted.tx_response.txhash)).toMatchObject({ tx_response: { code: 0, height: expect.stringMatching(/^[1-9]\d*$/) } });

    const services = (await grpcurl([], "list")).trim().split("\n");
    expect(services).toEqual(
      expect.arrayContaining([
        "cosmos.bank.v1beta1.Query",
        "cosmos.auth.v1beta1.Query",
        "cosmos.tx.v1beta1.Service",
        "cosmos.base.tendermint.v1beta1.Service",
        "grpc.reflection.v1alpha.ServerReflection",
      ]),
    );
    const viaGrpc = JSON.parse(await grpcurl(["-d", JSON.stringify({ address: carol, denom: "uhid" })], "cosmos.bank.v1beta1.Query/Balance"));
    expect(viaGrpc).toEqual({ balance: { denom: "uhid", amount: "1554" } });

    const viaRest = JSON.parse(await curl([`${restUrl()}/cosmos/bank/v1beta1/balances/${carol}`]));
    expect(viaRest).toEqual({ balances: [{ denom: "uhid", amount: "1554" }], pagination: { next_key: null, total: "1" } });
    const unknown = await curl(["-w", "\n%{http_code}", `${restUrl()}/cosmos/bank/v1beta1/balances/not-an-address`], { allowHttpError: true });
    const [body, status] = unknown.split("\n");
    expect(Number(status)).toBe(400);
    expect(JSON.parse(body!)).toMatchObject({ code: 3, message: expect.stringContaining("invalid address") });
  });

  async function idledger(args: readonly string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [builtCli(), ...args, "--keyring-backend", "test", "--home", cliHome], { encoding: "utf8" });
    return stdout;
  }

  async function curl(args: readonly string[], options: { allowHttpError?: boolean } = {}): Promise<string> {
    const { stdout } = await run("curl", ["-sS", ...(options.allowHttpError ? [] : ["--fail-with-body"]), ...args], { encoding: "utf8" });
    return stdout;
  }

  /** grpcurl [flags] <the node's gRPC address> <what>: the client knows no proto file, only what reflection tells it. */
  async function grpcurl(flags: readonly string[], ...what: string[]): Promise<string> {
    const { stdout } = await run(GRPCURL, ["-plaintext", ...flags, node.grpcAddress, ...what], { encoding: "utf8" });
    return stdout;
  }

  /** GET /cosmos/tx/v1beta1/txs/{hash} until the transaction is in a block (404 until then). */
  async function committedViaRest(hash: string): Promise<Record<string, unknown>> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const out = await curl(["-w", "\n%{http_code}", `${restUrl()}/cosmos/tx/v1beta1/txs/${hash}`], { allowHttpError: true });
      const cut = out.lastIndexOf("\n");
      if (out.slice(cut + 1) === "200") return JSON.parse(out.slice(0, cut)) as Record<string, unknown>;
      if (Date.now() > deadline) throw new Error(`${hash} not committed within 15 s: ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
});
