import { toBech32 } from "@cosmjs/encoding";
import { jsonOf, startCliChain, type CliChain } from "../cli/chain/local-chain";

const IN_BLOCK = ["--yes", "--broadcast-mode", "block", "--output", "json", "--fees", "5000uhid"];
// CometBFT's own genesis validator has power 10: alice's stays small enough (1-2) that the chain keeps its 2/3.
const CONSENSUS_KEY = JSON.stringify({ type: "tendermint/PubKeyEd25519", value: Buffer.alloc(32, 0x5a).toString("base64") });
const CREATE_VALIDATOR = ["tx", "staking", "create-validator", "--amount", "1000000uhid", "--pubkey", CONSENSUS_KEY, "--moniker", "alice-node"];

/**
 * The staking commands on a real chain (the pinned CometBFT, the app over ABCI): create-validator from a consensus
 * key as `comet show-validator` prints it, edit-validator, delegate, unbond, and the queries in Cosmos JSON.
 */
describe("idledger tx staking and q staking on a real chain", () => {
  let chain: CliChain;
  let valoper: string;
  const run = (args: readonly string[]) => chain.idledger([...args, ...chain.node]);
  const query = <T = any>(...args: string[]) => run(["q", "staking", ...args, "--output", "json"]).then((r) => jsonOf<T>(r));

  beforeAll(async () => {
    chain = await startCliChain("staking");
    const bank = jsonOf(await run(["tx", "bank", "send", "alice", chain.bob, "5000000uhid", ...IN_BLOCK]));
    expect(bank.code).toBe(0);
  }, 60_000);

  afterAll(async () => {
    await chain?.stop();
  });

  test("create-validator --generate-only prints MsgCreateValidator in Cosmos JSON, the operator being --from", async () => {
    const printed = jsonOf(await run([...CREATE_VALIDATOR, "--from", chain.alice, "--generate-only"]));
    const [msg] = printed.body.messages;
    valoper = msg.validator_address;
    expect(valoper).toMatch(/^hidvaloper1/);
    expect(msg).toEqual({
      "@type": "/cosmos.staking.v1beta1.MsgCreateValidator",
      description: { moniker: "alice-node", identity: "", website: "", security_contact: "", details: "" },
      commission: { rate: "0.100000000000000000", max_rate: "0.200000000000000000", max_change_rate: "0.010000000000000000" },
      min_self_delegation: "1",
      delegator_address: chain.alice,
      validator_address: valoper,
      pubkey: { "@type": "/cosmos.crypto.ed25519.PubKey", key: Buffer.alloc(32, 0x5a).toString("base64") },
      value: { denom: "uhid", amount: "1000000" },
    });
  });

  test("create-validator makes a bonded validator; edit-validator changes its description", async () => {
    const created = jsonOf(await run([...CREATE_VALIDATOR, "--from", "alice", ...IN_BLOCK]));
    expect(created.code).toBe(0);
    const edited = jsonOf(await run(["tx", "staking", "edit-validator", "--website", "https://alice.example", "--from", "alice", ...IN_BLOCK]));
    expect(edited.code).toBe(0);
    const { validator } = await query("validator", valoper);
    expect(validator).toMatchObject({
      operator_address: valoper,
      status: "BOND_STATUS_BONDED",
      tokens: "1000000",
      delegator_shares: "1000000.000000000000000000",
      description: { moniker: "alice-node", website: "https://alice.example" },
    });
    expect((await query("validators")).validators.map((v: { operator_address: string }) => v.operator_address)).toEqual([valoper]);
  });

  test("delegate and unbond move bob's tokens; the queries show the delegation and the unbonding entry", async () => {
    expect(jsonOf(await run(["tx", "staking", "delegate", valoper, "1000000uhid", "--from", "bob", ...IN_BLOCK])).code).toBe(0);
    const { delegation_response } = await query("delegation", chain.bob, valoper);
    expect(delegation_response).toEqual({
      delegation: { delegator_address: chain.bob, validator_address: valoper, shares: "1000000.000000000000000000" },
      balance: { denom: "uhid", amount: "1000000" },
    });
    expect(jsonOf(await run(["tx", "staking", "unbond", valoper, "400000uhid", "--from", "bob", ...IN_BLOCK])).code).toBe(0);
    const { unbonding_responses } = await query("unbonding-delegations", chain.bob);
    expect(unbonding_responses[0].entries[0]).toMatchObject({ initial_balance: "400000", balance: "400000" });
    expect((await query("pool")).pool).toEqual({ not_bonded_tokens: "400000", bonded_tokens: "1600000" });
    expect((await query("delegations-to", valoper)).delegation_responses).toHaveLength(2);
    expect((await query("params")).params).toMatchObject({ bond_denom: "uhid", unbonding_time: "1814400s", min_commission_rate: "0.000000000000000000" });
  });

  test("mistakes are refused before anything is signed", async () => {
    const wrong = await run(["tx", "staking", "delegate", chain.bob, "1uhid", "--from", "bob", ...IN_BLOCK]);
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr).toMatch(/validator address.*invalid Bech32 prefix; expected hidvaloper/);
    const noKey = await run(["tx", "staking", "create-validator", "--amount", "1uhid", "--moniker", "x", "--from", "alice", ...IN_BLOCK]);
    expect(noKey.stderr).toMatch(/--pubkey is required/);
    const badRate = await run([
      "tx",
      "staking",
      "create-validator",
      "--amount",
      "1uhid",
      "--pubkey",
      CONSENSUS_KEY,
      "--moniker",
      "x",
      "--commission-rate",
      "ten",
      "--from",
      "alice",
      ...IN_BLOCK,
    ]);
    expect(badRate.stderr).toMatch(/invalid --commission-rate "ten"/);
    const nobody = toBech32("hid", new Uint8Array(20).fill(1));
    const missing = await run(["q", "staking", "delegation", nobody, valoper, "--output", "json"]);
    expect(missing.stderr).toMatch(/NotFound/);
  });
});
