import { jsonOf, startCliChain, type CliChain } from "../cli/chain/local-chain";
import { didDocument } from "../cli/ssi/fixtures";
import { account } from "./fixtures";

const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const BASIC = "/cosmos.feegrant.v1beta1.BasicAllowance";
const FEE = 3_000n;
const LIMIT = 2n * FEE + 1_000n;
const IN_BLOCK = ["--yes", "--broadcast-mode", "block", "--output", "json"];

/**
 * The feegrant commands on a real chain (the pinned CometBFT, the app over ABCI), run in-process: grant, the
 * queries, a grantee with no funds whose transactions name the granter with --fee-account / --fee-granter, the
 * spend limit, revoke.
 */
describe("idledger tx feegrant, q feegrant and --fee-account on a real chain", () => {
  let chain: CliChain;
  let carol: string;
  const run = (args: readonly string[]) => chain.idledger([...args, ...chain.node]);

  async function balance(address: string): Promise<bigint> {
    const { balances } = jsonOf<{ balances: { denom: string; amount: string }[] }>(await run(["q", "bank", "balances", address, "--output", "json"]));
    return BigInt(balances.find((b) => b.denom === "uhid")?.amount ?? "0");
  }

  /** bob (no funds) creates a new DID of his own, the fee paid with `feeFlags`. */
  async function bobCreatesDid(fee: bigint, feeFlags: string[]) {
    const key = jsonOf<{ pub_key_multibase: string; priv_key_base_64: string }>(await chain.idledger(["debug", "ed25519", "random"]));
    const did = `did:hid:devnet:${key.pub_key_multibase}`;
    const document = JSON.stringify(didDocument(did, key.pub_key_multibase));
    return run([
      "tx",
      "ssi",
      "create-did",
      document,
      `${did}#key-1`,
      "--ver-key",
      key.priv_key_base_64,
      "--from",
      "bob",
      "--fees",
      `${fee}uhid`,
      ...feeFlags,
      ...IN_BLOCK,
    ]);
  }

  beforeAll(async () => {
    chain = await startCliChain("feegrant");
    carol = (await account("carol")).address;
  }, 60_000);

  afterAll(async () => {
    await chain?.stop();
  });

  test("--generate-only prints a periodic allowance for chosen messages in Cosmos JSON; the granter is --from", async () => {
    const args = ["tx", "feegrant", "grant", "alice", chain.bob, "--spend-limit", "900uhid", "--expiration", "2100-01-01T00:00:00Z"];
    const printed = jsonOf(
      await run([
        ...args,
        "--period",
        "3600",
        "--period-limit",
        "100uhid",
        "--allowed-messages",
        `${CREATE_DID},/cosmos.bank.v1beta1.MsgSend`,
        "--generate-only",
      ]),
    );
    expect(printed.body.messages).toEqual([
      {
        "@type": "/cosmos.feegrant.v1beta1.MsgGrantAllowance",
        granter: chain.alice,
        grantee: chain.bob,
        allowance: {
          "@type": "/cosmos.feegrant.v1beta1.AllowedMsgAllowance",
          allowance: {
            "@type": "/cosmos.feegrant.v1beta1.PeriodicAllowance",
            basic: { spend_limit: [{ denom: "uhid", amount: "900" }], expiration: "2100-01-01T00:00:00Z" },
            period: "3600s",
            period_spend_limit: [{ denom: "uhid", amount: "100" }],
            period_can_spend: [{ denom: "uhid", amount: "100" }],
            period_reset: "1970-01-01T00:00:00Z",
          },
          allowed_messages: [CREATE_DID, "/cosmos.bank.v1beta1.MsgSend"],
        },
      },
    ]);
    const refusals: [string[], RegExp][] = [
      [["--period", "3600"], /needs --period-limit/],
      [["--period-limit", "1uhid"], /needs --period,/],
      [["--period", "0", "--period-limit", "1uhid"], /invalid --period "0"/],
      [["--expiration", "2100-01-01"], /invalid --expiration/],
      [["--allowed-messages", "MsgSend"], /not a message type URL/],
      [["--from", "bob"], /is not the granter alice/],
    ];
    for (const [flags, message] of refusals) {
      const result = await run([...args, ...flags, "--generate-only"]);
      expect({ flags, code: result.code }).toEqual({ flags, code: 1 });
      expect(result.stderr).toMatch(message);
    }
  });

  test("--fee-account and --fee-granter both set auth_info.fee.granter, and cannot be given together", async () => {
    const send = ["tx", "bank", "send", "alice", carol, "1uhid", "--generate-only"];
    expect(jsonOf(await run([...send, "--fee-account", chain.bob])).auth_info.fee.granter).toBe(chain.bob);
    expect(jsonOf(await run([...send, "--fee-granter", chain.bob])).auth_info.fee.granter).toBe(chain.bob);
    const both = await run([...send, "--fee-account", chain.bob, "--fee-granter", chain.bob]);
    expect(both.code).not.toBe(0);
    expect(both.stderr).toMatch(/cannot be used with/);
  });

  test("grant, then the queries show it; the grantee has an account and no funds", async () => {
    const granted = jsonOf(
      await run(["tx", "feegrant", "grant", chain.alice, chain.bob, "--spend-limit", `${LIMIT}uhid`, "--from", "alice", "--fees", `${FEE}uhid`, ...IN_BLOCK]),
    );
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.events.map((e: { type: string }) => e.type)).toContain("set_feegrant");
    const grant = {
      granter: chain.alice,
      grantee: chain.bob,
      allowance: { "@type": BASIC, spend_limit: [{ denom: "uhid", amount: String(LIMIT) }], expiration: null },
    };
    expect(jsonOf(await run(["q", "feegrant", "grant", chain.alice, chain.bob, "-o", "json"]))).toEqual({ allowance: grant });
    const byGrantee = { allowances: [grant], pagination: { next_key: null, total: "0" } };
    expect(jsonOf(await run(["q", "feegrant", "grants", chain.bob, "--count-total", "-o", "json"]))).toEqual({
      ...byGrantee,
      pagination: { next_key: null, total: "1" },
    });
    expect(jsonOf(await run(["q", "feegrant", "grants-by-grantee", chain.bob, "-o", "json"]))).toEqual(byGrantee);
    expect(jsonOf(await run(["q", "feegrant", "grants-by-granter", chain.alice, "-o", "json"]))).toEqual(byGrantee);
    expect(jsonOf(await run(["q", "feegrant", "grants-by-granter", chain.bob, "-o", "json"])).allowances).toEqual([]);
    expect((await run(["q", "account", chain.bob, "-o", "json"])).code).toBe(0);
    expect(await balance(chain.bob)).toBe(0n);
  });

  test("the grantee's transactions name the granter: the granter pays exactly the fee, until the spend limit", async () => {
    for (const flags of [
      ["--fee-account", chain.alice],
      ["--fee-granter", chain.alice],
    ]) {
      const before = await balance(chain.alice);
      const response = jsonOf(await bobCreatesDid(FEE, flags));
      expect(response).toMatchObject({ code: 0 });
      expect(await balance(chain.alice)).toBe(before - FEE);
      expect(await balance(chain.bob)).toBe(0n);
    }
    const before = await balance(chain.alice);
    const refused = await bobCreatesDid(FEE, ["--fee-account", chain.alice]);
    expect(refused.code).toBe(1);
    expect(JSON.parse(refused.stdout)).toMatchObject({ codespace: "feegrant", code: 2 });
    expect(await balance(chain.alice)).toBe(before);
    const left = jsonOf(await run(["q", "feegrant", "grant", chain.alice, chain.bob, "-o", "json"]));
    expect(left.allowance.allowance.spend_limit).toEqual([{ denom: "uhid", amount: String(LIMIT - 2n * FEE) }]);
  });

  test("revoke ends the grant: the query fails, and so does the grantee's next transaction", async () => {
    expect(jsonOf(await run(["tx", "feegrant", "revoke", "alice", chain.bob, "--fees", `${FEE}uhid`, ...IN_BLOCK]))).toMatchObject({ code: 0 });
    const query = await run(["q", "feegrant", "grant", chain.alice, chain.bob, "-o", "json"]);
    expect(query.code).toBe(1);
    expect(query.stderr).toContain("fee-grant not found");
    const refused = await bobCreatesDid(FEE, ["--fee-account", chain.alice]);
    expect(JSON.parse(refused.stdout)).toMatchObject({ codespace: "sdk", code: 38 });
  });
});
