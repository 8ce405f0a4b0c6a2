import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { StargateClient } from "@cosmjs/stargate";
import { expectError } from "../ssi/fixtures";
import { jsonOf, startCliChain, type CliChain } from "./local-chain";

/** The offline workflow of the SDK: --generate-only, tx sign, tx broadcast, against a real chain. */
describe("idledger tx sign and tx broadcast", () => {
  let chain: CliChain;
  let stargate: StargateClient;
  let dir: string;
  const run = (args: readonly string[], stdin?: string) => chain.idledger([...args, ...chain.node], stdin === undefined ? {} : { stdin });
  const file = (name: string) => path.join(dir, name);
  const balance = async (address: string) => BigInt((await stargate.getBalance(address, "uhid")).amount);
  const generate = async (name: string, amount: string, ...extra: string[]) => {
    const result = await run(["tx", "bank", "send", chain.alice, chain.bob, amount, "--fees", "2000uhid", "--generate-only", ...extra]);
    expect(result).toMatchObject({ code: 0, stderr: "" });
    fs.writeFileSync(file(name), result.stdout);
    return JSON.parse(result.stdout);
  };

  beforeAll(async () => {
    chain = await startCliChain("sign");
    stargate = await StargateClient.connect(chain.rpcUrl);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-sign-"));
  }, 60_000);

  afterAll(async () => {
    stargate?.disconnect();
    await chain?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("generate-only → sign (account and chain from the node) → broadcast -b block moves the funds", async () => {
    const unsigned = await generate("unsigned.json", "700uhid", "--note", "offline workflow");
    expect(unsigned.auth_info.signer_infos).toEqual([]);
    expect(unsigned.signatures).toEqual([]);

    const sign = await run(["tx", "sign", file("unsigned.json"), "--from", "alice", "--output-document", file("signed.json")]);
    expect(sign).toEqual({ code: 0, stdout: "", stderr: "" });
    const signed = JSON.parse(fs.readFileSync(file("signed.json"), "utf8"));
    expect(signed.body).toEqual(unsigned.body);
    expect(signed.auth_info.fee).toEqual(unsigned.auth_info.fee);
    expect(signed.auth_info.signer_infos).toEqual([
      {
        public_key: { "@type": "/cosmos.crypto.secp256k1.PubKey", key: expect.any(String) },
        mode_info: { single: { mode: "SIGN_MODE_DIRECT" } },
        sequence: "0",
      },
    ]);
    expect(signed.signatures).toEqual([expect.stringMatching(/^[A-Za-z0-9+/]{86}==$/)]);

    const before = await balance(chain.bob);
    const response = jsonOf(await run(["tx", "broadcast", file("signed.json"), "--broadcast-mode", "block"]));
    expect(response).toMatchObject({ code: 0, tx: { body: { memo: "offline workflow" } } });
    expect(await balance(chain.bob)).toBe(before + 700n);
  });

  test("signing offline needs --account-number, --sequence and --chain-id; the signed JSON can come from stdin", async () => {
    const sequence = String((await stargate.getSequence(chain.alice)).sequence);
    await generate("offline.json", "5uhid", "--offline");
    const offline = ["tx", "sign", file("offline.json"), "--from", "alice", "--offline"];
    expectError(await run(offline), "signing offline needs --account-number and --sequence: the node is not asked for them");
    expectError(await run([...offline, "-a", "0", "-s", sequence]), "chain ID required but not specified: give --chain-id (offline, the node cannot be asked)");

    const signed = await run([...offline, "--account-number", "0", "--sequence", sequence, "--chain-id", chain.chainId]);
    expect(signed.code).toBe(0);
    const response = jsonOf(await run(["tx", "broadcast", "-", "-b", "block"], signed.stdout));
    expect(response.code).toBe(0);
  });

  test("a signature for another chain ID fails verification in CheckTx: code 4", async () => {
    const sequence = String((await stargate.getSequence(chain.alice)).sequence);
    await generate("other-chain.json", "5uhid");
    const signed = await run(["tx", "sign", file("other-chain.json"), "--from", "alice", "--chain-id", "another-chain", "--sequence", sequence]);
    fs.writeFileSync(file("other-chain-signed.json"), signed.stdout);
    const result = await run(["tx", "broadcast", file("other-chain-signed.json")]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      code: 4,
      codespace: "sdk",
      raw_log: `signature verification failed; please verify account number (0) and chain-id (${chain.chainId}): unauthorized`,
    });
  });

  test("broadcasting a transaction the node has seen is code 19, as the SDK reports CometBFT's cache", async () => {
    const result = await run(["tx", "broadcast", file("signed.json")]);
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({
      code: 19,
      codespace: "sdk",
      raw_log: "tx already exists in cache",
      txhash: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
  });

  describe("refusals", () => {
    test("sign: no --from, another account's key, an already signed transaction, a missing file", async () => {
      expectError(await run(["tx", "sign", file("unsigned.json")]), "--from is required: the name or address of the key that signs");
      expectError(
        await run(["tx", "sign", file("unsigned.json"), "--from", "bob"]),
        `--from bob is ${chain.bob}, but the transaction's messages are to be signed by ${chain.alice}`,
      );
      expectError(await run(["tx", "sign", file("unsigned.json"), "--from", "nobody"]), "--from nobody is not a key in the test keyring");
      expectError(
        await run(["tx", "sign", file("signed.json"), "--from", "alice"]),
        "the transaction is already signed: use --overwrite to replace its signature (SIGN_MODE_DIRECT signs for one signer)",
      );
      expect((await run(["tx", "sign", file("signed.json"), "--from", "alice", "--overwrite"])).code).toBe(0);
      expectError(await run(["tx", "sign", file("missing.json"), "--from", "alice"]), `cannot read the transaction: ${file("missing.json")} does not exist`);
      fs.writeFileSync(file("not-json.json"), "{");
      expectError(await run(["tx", "sign", file("not-json.json"), "--from", "alice"]), new RegExp(`^Error: ${file("not-json.json")} is not valid JSON: `));
    });

    test("broadcast: an unsigned transaction", async () => {
      expectError(
        await run(["tx", "broadcast", file("unsigned.json")]),
        `the transaction in ${file("unsigned.json")} is not signed: sign it with idledger tx sign first`,
      );
    });
  });
});
