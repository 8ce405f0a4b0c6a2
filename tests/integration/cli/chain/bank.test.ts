import { StargateClient } from "@cosmjs/stargate";
import { expectError } from "../ssi/fixtures";
import { eventually, jsonOf, startCliChain, type CliChain } from "./local-chain";

/** The bank and transaction commands against a real CometBFT chain (blocks every 300 ms), run in-process. */
describe("idledger tx bank send, q bank balances, q account, q tx, q txs and status on a real chain", () => {
  let chain: CliChain;
  let stargate: StargateClient;
  const run = (args: readonly string[], stdin?: string) => chain.idledger([...args, ...chain.node], stdin === undefined ? {} : { stdin });
  const balance = async (address: string) => BigInt((await stargate.getBalance(address, "uhid")).amount);

  beforeAll(async () => {
    chain = await startCliChain("bank");
    stargate = await StargateClient.connect(chain.rpcUrl);
  }, 60_000);

  afterAll(async () => {
    stargate?.disconnect();
    await chain?.stop();
  });

  test("status prints the SDK's NodeInfo, SyncInfo and ValidatorInfo: chain ID and height", async () => {
    const status = jsonOf(await run(["status"]));
    expect(Object.keys(status)).toEqual(["NodeInfo", "SyncInfo", "ValidatorInfo"]);
    expect(status.NodeInfo.network).toBe(chain.chainId);
    expect(Number(status.SyncInfo.latest_block_height)).toBeGreaterThanOrEqual(2);
    expect(status.ValidatorInfo).toEqual({
      Address: expect.stringMatching(/^[0-9A-F]{40}$/),
      PubKey: { type: "tendermint/PubKeyEd25519", value: expect.any(String) },
      VotingPower: "10",
    });
  });

  test("send --yes --broadcast-mode block moves the funds and prints the full TxResponse", async () => {
    const [aliceBefore, bobBefore] = [await balance(chain.alice), await balance(chain.bob)];
    const result = await run([
      "tx",
      "bank",
      "send",
      "alice",
      chain.bob,
      "1000uhid",
      "--fees",
      "2500uhid",
      "--yes",
      "--broadcast-mode",
      "block",
      "--note",
      "first",
    ]);
    const response = jsonOf(result);
    expect(result.stderr).toBe("");
    expect(Object.keys(response)).toEqual([
      "height",
      "txhash",
      "codespace",
      "code",
      "data",
      "raw_log",
      "logs",
      "info",
      "gas_wanted",
      "gas_used",
      "tx",
      "timestamp",
      "events",
    ]);
    expect(response).toMatchObject({ code: 0, codespace: "", gas_wanted: "200000", timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) });
    expect(Number(response.height)).toBeGreaterThan(0);
    expect(response.data).toMatch(/^[0-9A-F]+$/);
    expect(response.tx.body.messages).toEqual([
      { "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: chain.alice, to_address: chain.bob, amount: [{ denom: "uhid", amount: "1000" }] },
    ]);
    expect(response.tx.body.memo).toBe("first");
    expect(response).toMatchObject({ raw_log: "", logs: [] });
    expect(response.events.map((e: { type: string }) => e.type)).toContain("transfer");
    const attributes = (response.events as { type: string; attributes: { key: string }[] }[]).filter((e) => e.type === "tx").flatMap((e) => e.attributes);
    expect(attributes).toContainEqual({ key: "fee", value: "2500uhid", index: true });

    expect(await balance(chain.bob)).toBe(bobBefore + 1000n);
    expect(await balance(chain.alice)).toBe(aliceBefore - 1000n - 2500n);
    const bank = jsonOf(await run(["q", "bank", "balances", chain.bob, "-o", "json"]));
    expect(bank).toEqual({ balances: [{ denom: "uhid", amount: String(bobBefore + 1000n) }], pagination: { next_key: null, total: "0" } });
    expect(jsonOf(await run(["q", "bank", "balances", chain.bob, "--denom", "uhid", "-o", "json"]))).toEqual({
      denom: "uhid",
      amount: String(bobBefore + 1000n),
    });
    expect(jsonOf(await run(["q", "bank", "balances", chain.bob, "--count-total", "-o", "json"])).pagination).toEqual({ next_key: null, total: "1" });
    const text = await run(["q", "bank", "balances", chain.bob]);
    expect(text.stdout).toBe(`balances:\n  - amount: "${bobBefore + 1000n}"\n    denom: uhid\npagination:\n  next_key: null\n  total: "0"\n`);
  });

  test("q account shows the account number, the sequence and, after its first transaction, the public key", async () => {
    const alice = jsonOf(await run(["q", "account", chain.alice, "-o", "json"]));
    expect(alice).toEqual({
      "@type": "/cosmos.auth.v1beta1.BaseAccount",
      address: chain.alice,
      pub_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: expect.any(String) },
      account_number: "0",
      sequence: String((await stargate.getSequence(chain.alice)).sequence),
    });
    expect(jsonOf(await run(["q", "auth", "account", chain.bob, "-o", "json"]))).toMatchObject({ address: chain.bob, pub_key: null, sequence: "0" });
    expectError(
      await run(["q", "account", "hid1qurswpc8qurswpc8qurswpc8qurswpc83qpt4y"]),
      /^Error: rpc error: code = NotFound desc = account hid1qurswpc8qurswpc8qurswpc8qurswpc83qpt4y not found/,
    );
    expectError(await run(["q", "account", "cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp"]), /invalid Bech32 prefix; expected hid, got cosmos/);
  });

  test("--gas auto simulates: the estimate (× --gas-adjustment) is the gas limit, and --gas-prices sets the fee from it", async () => {
    // A block can cost a little more than its simulation: distribution empties the fee collector at each block's start,
    // and writing its balance anew costs more than updating it. So a margin, as with the SDK's CLI (default 1.0).
    const result = await run([
      "tx",
      "bank",
      "send",
      "alice",
      chain.bob,
      "1uhid",
      "--gas",
      "auto",
      "--gas-adjustment",
      "1.2",
      "--gas-prices",
      "0.01uhid",
      "--yes",
      "-b",
      "block",
    ]);
    const response = jsonOf(result);
    const [, estimate] = /^gas estimate: (\d+)\n$/.exec(result.stderr) ?? [];
    expect(response.code).toBe(0);
    expect(response.gas_wanted).toBe(estimate); // the simulated gas × 1.2
    expect(BigInt(response.gas_used)).toBeLessThanOrEqual(BigInt(response.gas_wanted));
    expect(response.tx.auth_info.fee.amount).toEqual([{ denom: "uhid", amount: String((BigInt(estimate!) + 99n) / 100n) }]);

    const adjusted = jsonOf(
      await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--gas", "auto", "--gas-adjustment", "1.5", "--fees", "2000uhid", "--yes", "-b", "block"]),
    );
    expect(adjusted.code).toBe(0);
    expect(Number(adjusted.gas_wanted)).toBeGreaterThan(Number(adjusted.gas_used) * 1.4);
  });

  test("--dry-run prints the gas estimate and sends nothing", async () => {
    const sequence = (await stargate.getSequence(chain.alice)).sequence;
    const result = await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid", "--dry-run"]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^gas estimate: \d+\n$/);
    expect((await stargate.getSequence(chain.alice)).sequence).toBe(sequence);
  });

  test("sync mode answers the hash at once; q tx finds the transaction after a block, q txs by its events", async () => {
    const response = jsonOf(await run(["tx", "bank", "send", "alice", chain.bob, "3uhid", "--fees", "2000uhid", "--yes", "--note", "sync"]));
    expect(response).toMatchObject({ height: "0", code: 0, tx: null, timestamp: "", txhash: expect.stringMatching(/^[0-9A-F]{64}$/) });

    const found = await eventually(async () => {
      const result = await run(["q", "tx", response.txhash.toLowerCase(), "-o", "json"]);
      return result.code === 0 ? JSON.parse(result.stdout) : undefined;
    });
    expect(found).toMatchObject({ txhash: response.txhash, code: 0, tx: { "@type": "/cosmos.tx.v1beta1.Tx", body: { memo: "sync" } } });
    expect(Number(found.height)).toBeGreaterThan(0);
    expect((await stargate.getTx(response.txhash))?.height).toBe(Number(found.height));

    const bySequence = jsonOf(await run(["q", "tx", "--type", "acc_seq", `${chain.alice}/${found.tx.auth_info.signer_infos[0].sequence}`, "-o", "json"]));
    expect(bySequence.txhash).toBe(response.txhash);
    const bySignature = jsonOf(await run(["q", "tx", "--type", "signature", found.tx.signatures[0], "-o", "json"]));
    expect(bySignature.txhash).toBe(response.txhash);

    const search = jsonOf(await run(["q", "txs", "--events", `message.sender=${chain.alice}&message.module=bank`, "--limit", "2", "-o", "json"]));
    expect(Object.keys(search)).toEqual(["total_count", "count", "page_number", "page_total", "limit", "txs"]);
    expect(Number(search.total_count)).toBeGreaterThanOrEqual(4);
    expect(search).toMatchObject({ count: "2", page_number: "1", limit: "2", page_total: String(Math.ceil(Number(search.total_count) / 2)) });
    const last = jsonOf(await run(["q", "txs", "--events", `message.sender=${chain.alice}`, "--limit", "2", "--page", search.page_total, "-o", "json"]));
    expect(last.txs.map((t: { txhash: string }) => t.txhash)).toContain(response.txhash);
  });

  test("async mode answers the hash alone", async () => {
    const response = jsonOf(await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid", "--yes", "-b", "async"]));
    expect(response).toMatchObject({ height: "0", code: 0, raw_log: "", txhash: expect.stringMatching(/^[0-9A-F]{64}$/) });
    await eventually(async () => ((await run(["q", "tx", response.txhash])).code === 0 ? true : undefined));
  });

  test("q tx of an unknown hash, and a hash that is not one, are errors", async () => {
    expectError(await run(["q", "tx", "00".repeat(32)]), `no transaction found with hash ${"00".repeat(32)}`);
    expectError(await run(["q", "tx", "abc"]), 'invalid transaction hash "abc": expected 64 hexadecimal digits');
  });

  describe("refusals print the TxResponse with the SDK code, and fail", () => {
    const expectRefused = (result: { code: number; stdout: string; stderr: string }, code: number, log: RegExp) => {
      expect(result.code).toBe(1);
      const response = JSON.parse(result.stdout);
      expect(response).toMatchObject({ code, codespace: "sdk", height: "0" });
      expect(response.raw_log).toMatch(log);
      expect(result.stderr).toBe(
        `Error: transaction ${response.txhash} was refused by the node (CheckTx) with code ${code} (codespace sdk): ${response.raw_log}\n`,
      );
    };

    test("a wrong --sequence: code 32", async () => {
      expectRefused(
        await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid", "--sequence", "999", "--yes"]),
        32,
        /^account sequence mismatch, expected \d+, got 999/,
      );
    });

    test("fees below the node's minimum gas price: code 13, also in block mode", async () => {
      expectRefused(
        await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "1uhid", "--yes"]),
        13,
        /^insufficient fees; got: 1uhid required: 2000uhid/,
      );
      expectRefused(await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--yes", "-b", "block"]), 13, /insufficient fees/);
    });

    test("a failing message is in the block with its code, the fee paid", async () => {
      const result = await run(["tx", "bank", "send", "alice", chain.bob, "999999999999uhid", "--fees", "2000uhid", "--yes", "-b", "block"]);
      expect(result.code).toBe(1);
      const response = JSON.parse(result.stdout);
      expect(response).toMatchObject({ code: 5, codespace: "sdk" });
      expect(result.stderr).toMatch(
        new RegExp(`^Error: transaction ${response.txhash} failed in block ${response.height} with code 5 \\(codespace sdk\\): .*insufficient funds`),
      );
    });

    test("an account the chain does not know cannot send", async () => {
      const result = await chain.idledger(["keys", "add", "carol", "--output", "json"]);
      expect(result.code).toBe(0);
      const carol = JSON.parse(result.stdout).address as string;
      expectError(
        await run(["tx", "bank", "send", "carol", chain.bob, "1uhid", "--yes"]),
        `account ${carol} does not exist on the chain of the node at ${chain.rpcUrl}: an account exists once it has received funds`,
      );
    });
  });

  describe("the confirmation prompt", () => {
    test("shows the unsigned transaction on stderr and broadcasts on 'y'", async () => {
      const result = await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid"], "y\n");
      expect(jsonOf(result).code).toBe(0);
      const [unsigned, prompt] = result.stderr.split("\n\n");
      expect(JSON.parse(unsigned!).body.messages[0]).toMatchObject({ "@type": "/cosmos.bank.v1beta1.MsgSend", amount: [{ denom: "uhid", amount: "1" }] });
      expect(prompt).toBe("confirm transaction before signing and broadcasting [y/N]: ");
    });

    test("cancels on anything else, as the SDK (exit 0), and refuses to guess when stdin ends", async () => {
      const sequence = (await stargate.getSequence(chain.alice)).sequence;
      const declined = await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid"], "n\n");
      expect(declined).toMatchObject({ code: 0, stdout: "" });
      expect(declined.stderr.endsWith("[y/N]: canceled transaction\n")).toBe(true);
      const ended = await run(["tx", "bank", "send", "alice", chain.bob, "1uhid", "--fees", "2000uhid"]);
      expect(ended.code).toBe(1);
      expect(
        ended.stderr.endsWith("Error: no answer to the confirmation prompt (standard input ended): use --yes to sign and broadcast without asking\n"),
      ).toBe(true);
      expect((await stargate.getSequence(chain.alice)).sequence).toBe(sequence);
    });
  });
});
