import { deadNodeAddress } from "./ssi/fake-node";
import { expectError, expectUsageError, isolatedCli, SENDER } from "./ssi/fixtures";

const cli = isolatedCli();
const TO = "hid1qurswpc8qurswpc8qurswpc8qurswpc83qpt4y";
const COSMOS = "cosmos1qurswpc8qurswpc8qurswpc8qurswpc8nn86qp";

/** Flag handling of the tx and query commands that needs no node: output shapes and one-line errors. */
describe("idledger tx bank send without a node", () => {
  const send = (...extra: string[]) => cli(["tx", "bank", "send", SENDER, TO, "1500uhid", "--generate-only", ...extra]);

  it("--generate-only prints the unsigned MsgSend as the SDK does", async () => {
    const result = await send("--fees", "10uhid", "--note", "rent", "--timeout-height", "99");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(JSON.parse(result.stdout)).toEqual({
      body: {
        messages: [{ "@type": "/cosmos.bank.v1beta1.MsgSend", from_address: SENDER, to_address: TO, amount: [{ denom: "uhid", amount: "1500" }] }],
        memo: "rent",
        timeout_height: "99",
        extension_options: [],
        non_critical_extension_options: [],
      },
      auth_info: { signer_infos: [], fee: { amount: [{ denom: "uhid", amount: "10" }], gas_limit: "200000", payer: "", granter: "" }, tip: null },
      signatures: [],
    });
  });

  it("--gas-prices sets the fee to ceil(price × gas)", async () => {
    const tx = JSON.parse((await send("--gas-prices", "0.0125uhid", "--gas", "100001")).stdout);
    expect(tx.auth_info.fee).toMatchObject({ amount: [{ denom: "uhid", amount: "1251" }], gas_limit: "100001" });
  });

  it.each([
    [[SENDER, COSMOS, "1uhid"], /^Error: invalid to address cosmos1\w+: invalid Bech32 prefix; expected hid, got cosmos/],
    [[SENDER, TO, "1.5uhid"], /^Error: invalid amount "1.5uhid": invalid coin expression: 1.5uhid/],
    [[SENDER, TO, "0uhid"], 'invalid amount "0uhid": there is nothing to send'],
    [["nobody", TO, "1uhid"], '"nobody" is neither a valid hid address nor the name of a key in the test keyring'],
  ])("refuses the arguments %j", async (args, message) => {
    expectError(await cli(["tx", "bank", "send", ...args, "--generate-only"]), message);
  });

  it.each([
    [["--from", TO], `--from ${TO} differs from the sender argument ${SENDER}: the first argument is the sender`],
    [["--fees", "1uhid", "--gas-prices", "0.1uhid"], "cannot provide both fees and gas prices: use --fees or --gas-prices"],
    [["--gas", "lots"], 'invalid --gas "lots": expected a gas limit (an integer from 0 to 2^64-1) or auto'],
    [["--gas-adjustment", "0"], 'invalid --gas-adjustment "0": it must be greater than 0'],
    [["--gas", "auto", "--offline"], "cannot estimate gas in offline mode: give --gas as a number"],
  ])("refuses the flags %j", async (flags, message) => {
    expectError(await send(...flags), message);
  });

  it("refuses to broadcast offline, to sign with an address that is not in the keyring, and --dry-run offline", async () => {
    const base = ["tx", "bank", "send", SENDER, TO, "1uhid"];
    expectError(
      await cli([...base, "--offline"]),
      "cannot broadcast in offline mode: use --generate-only, then idledger tx sign --offline and idledger tx broadcast on a connected machine",
    );
    expectError(
      await cli([...base, "--yes"]),
      `--from ${SENDER} is not a key in the test keyring, so it cannot sign: add the key, or print the unsigned transaction with --generate-only`,
    );
    expectError(await cli([...base, "--dry-run", "--offline"]), "cannot estimate gas in offline mode: give --gas as a number");
  });

  it("reports a node that cannot be reached in one line", async () => {
    const node = await deadNodeAddress();
    expectError(await send("--gas", "auto", "--node", node), new RegExp(`^Error: cannot reach the node at ${node}: .*ECONNREFUSED`));
    expectError(await cli(["status", "--node", node]), new RegExp(`^Error: cannot reach the node at ${node}: .*ECONNREFUSED`));
  });

  it("leaves usage errors to commander: --dry-run with --generate-only, a bad --broadcast-mode, a missing argument", async () => {
    expectUsageError(await send("--dry-run"), "option '--dry-run' cannot be used with option '--generate-only'");
    expectUsageError(await send("-b", "commit"), "option '-b, --broadcast-mode <mode>' argument 'commit' is invalid. Allowed choices are sync, async, block.");
    expectUsageError(await cli(["tx", "bank", "send", SENDER, TO]), "missing required argument 'amount'");
  });
});

describe("query commands without a node", () => {
  it.each([
    [["q", "bank", "balances", COSMOS], /^Error: invalid address cosmos1\w+: invalid Bech32 prefix; expected hid, got cosmos/],
    [["q", "bank", "balances", TO, "--denom", "u"], 'invalid --denom "u": not a denomination such as uhid'],
    [["q", "account", "hid1notanaddress"], /^Error: invalid address hid1notanaddress: decoding bech32 failed/],
    [["q", "tx", "xyz"], 'invalid transaction hash "xyz": expected 64 hexadecimal digits'],
    [["q", "tx", "--type", "acc_seq", TO], `invalid --type acc_seq argument "${TO}": expected <address>/<sequence>`],
    [["q", "txs"], "--events is required: the events to match, of the format {eventType}.{eventAttribute}={value}"],
    [
      ["q", "txs", "--events", "sender=x"],
      'invalid event "sender=x": events must be of the format {eventType}.{eventAttribute}={value}, several joined with &',
    ],
  ])("%j", async (args, message) => {
    expectError(await cli(args), message);
  });

  it("limits --limit to CometBFT's 100 per page", async () => {
    expectUsageError(await cli(["q", "txs", "--events", "message.sender=x", "--limit", "101"]), "--limit must be an integer from 1 to 100");
  });
});

describe("the command tree", () => {
  it.each([
    [["tx"], ["upgrade", "bank", "staking", "distribution", "slashing", "gov", "ssi", "authz", "feegrant", "ibc-transfer", "sign", "broadcast"]],
    [["tx", "bank"], ["send"]],
    [
      ["q"],
      [
        "account",
        "auth",
        "consensus",
        "upgrade",
        "bank",
        "staking",
        "mint",
        "distribution",
        "slashing",
        "gov",
        "ssi",
        "authz",
        "feegrant",
        "ibc",
        "ibc-transfer",
        "tx",
        "txs",
      ],
    ],
    [["q", "bank"], ["balances"]],
  ])("%j lists its commands", async (group, commands) => {
    const { code, stdout } = await cli([...group, "--help"]);
    expect(code).toBe(0);
    const listed = [...stdout.split("Commands:")[1]!.matchAll(/^ {2}([a-z0-9-]+)\b/gm)].map((m) => m[1]).filter((name) => name !== "help");
    expect(listed).toEqual(commands);
  });

  it("status is a top-level command", async () => {
    expect((await cli(["--help"])).stdout).toMatch(/^ {2}status /m);
  });
});
