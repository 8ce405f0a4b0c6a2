import fs from "node:fs";
import path from "node:path";
import { QueryClient, setupGovExtension } from "@cosmjs/stargate";
import { connectComet } from "@cosmjs/tendermint-rpc";
import { toBech32 } from "@cosmjs/encoding";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { sha256 } from "../../abci-app/src/types/hash";
import { exitsWithin, initLocalNode, startLocalNode, type LocalHome, type LocalNode } from "../harness/local-node";
import { cliAt, type CliResult } from "../integration/cli/harness";
import { account, MNEMONICS, tempDir, uhid, type TestAccount } from "../integration/app/fixtures";

const GOV = "hid10d07y265gmmuvt4z0w9aw880jnsr700jc345rk";
const DEPOSIT = "10000000uhid";

/**
 * Governance on `idledger start` with the real CometBFT, through the command line an operator uses: a proposal file
 * changes the slashing window, alice's stake (delegated to the node's validator) votes it through, cosmjs's gov
 * extension reads it back; then a software-upgrade proposal halts the chain at its height with the SDK's message,
 * and the same binary started with `--upgrade-handler` applies it and goes on.
 */
describe("gov and upgrade on a real node, from the command line", () => {
  let local: LocalHome;
  let node: LocalNode;
  let alice: TestAccount;
  let idledger: ReturnType<typeof cliAt>;
  let cliHome: string;

  const run = async (args: readonly string[]): Promise<CliResult> => idledger([...args, "--node", local.rpcUrl]);
  const json = async <T = any>(args: readonly string[]): Promise<T> => {
    const result = await run(args);
    if (result.code !== 0) throw new Error(`idledger ${args.join(" ")} failed (${result.code}): ${result.stderr}`);
    return JSON.parse(result.stdout) as T;
  };
  const tx = (args: readonly string[]) => json([...args, "--from", "alice", "--yes", "--broadcast-mode", "block", "--gas", "400000", "--output", "json"]);
  const proposalStatus = async (id: number) => (await json(["q", "gov", "proposal", String(id), "--output", "json"])).proposal.status as string;
  const until = async (what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${node.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  };
  const voteYes = async (id: number) => expect((await tx(["tx", "gov", "vote", String(id), "yes"])).code).toBe(0);

  beforeAll(async () => {
    alice = await account("alice");
    cliHome = tempDir("gov-e2e-cli");
    idledger = cliAt(cliHome);
    const added = await idledger(["keys", "add", "alice", "--recover", "--output", "json"], { stdin: `${MNEMONICS.alice}\n` });
    if (added.code !== 0) throw new Error(added.stderr);
    local = await initLocalNode({
      chainId: "idledger-gov-e2e",
      accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }],
      appState: {},
    });
    // voting and deposit periods of 3 s (about ten blocks of 300 ms)
    const genesisFile = homeLayout(local.home).genesis;
    const genesis = JSON.parse(fs.readFileSync(genesisFile, "utf8"));
    Object.assign(genesis.app_state.gov.params, { voting_period: "3s", max_deposit_period: "3s" });
    fs.writeFileSync(genesisFile, JSON.stringify(genesis, null, 2));
    node = await startLocalNode(local);
    // alice's 100 HID delegated to the node's validator are 10/11 of the bonded stake: her vote alone decides
    const key = JSON.parse(fs.readFileSync(homeLayout(local.home).privValidatorKey, "utf8")).pub_key.value as string;
    const validator = toBech32("hidvaloper", sha256(Buffer.from(key, "base64")).subarray(0, 20));
    expect((await tx(["tx", "staking", "delegate", validator, "100000000uhid"])).code).toBe(0);
  }, 120_000);

  afterAll(async () => {
    await node?.stop();
    if (local) fs.rmSync(local.home, { recursive: true, force: true });
    if (cliHome) fs.rmSync(cliHome, { recursive: true, force: true });
  });

  test("a proposal file changes the slashing window once alice's stake votes yes; cosmjs reads the proposal", async () => {
    expect((await json(["q", "auth", "module-account", "gov", "--output", "json"])).account.base_account.address).toBe(GOV);
    const params = (await json(["q", "slashing", "params", "--output", "json"])).params;
    const file = path.join(cliHome, "proposal.json");
    const proposal = {
      messages: [{ "@type": "/cosmos.slashing.v1beta1.MsgUpdateParams", authority: GOV, params: { ...params, signed_blocks_window: "321" } }],
      metadata: "ipfs://example",
      deposit: DEPOSIT,
      title: "A longer window",
      summary: "321 blocks",
    };
    fs.writeFileSync(file, JSON.stringify(proposal));
    const submitted = await tx(["tx", "gov", "submit-proposal", file]);
    expect(submitted.code).toBe(0);
    const id = Number(
      submitted.events.find((e: { type: string }) => e.type === "submit_proposal").attributes.find((a: { key: string }) => a.key === "proposal_id").value,
    );
    expect(await proposalStatus(id)).toBe("PROPOSAL_STATUS_VOTING_PERIOD");
    await voteYes(id);
    await until("the proposal's end", async () => (await proposalStatus(id)) !== "PROPOSAL_STATUS_VOTING_PERIOD");
    expect(await proposalStatus(id)).toBe("PROPOSAL_STATUS_PASSED");
    expect((await json(["q", "slashing", "params", "--output", "json"])).params.signed_blocks_window).toBe("321");

    const gov = QueryClient.withExtensions(await connectComet(local.rpcUrl), setupGovExtension);
    const { proposal: read } = await gov.gov.proposal(id);
    expect(read.content?.typeUrl).toBe("/cosmos.slashing.v1beta1.MsgUpdateParams");
    expect(Number(read.finalTallyResult.yes)).toBeGreaterThanOrEqual(100_000_000);
  }, 60_000);

  test("a software upgrade halts the chain at its height; the binary with --upgrade-handler resumes it", async () => {
    const height = (await node.height()) + 25;
    const submitted = await tx([
      "tx",
      "upgrade",
      "software-upgrade",
      "v2",
      "--upgrade-height",
      String(height),
      "--upgrade-info",
      "https://example.org/v2",
      "--title",
      "v2",
      "--summary",
      "the next release",
      "--deposit",
      DEPOSIT,
    ]);
    expect(submitted.code).toBe(0);
    const id = Number(
      submitted.events.find((e: { type: string }) => e.type === "submit_proposal").attributes.find((a: { key: string }) => a.key === "proposal_id").value,
    );
    await voteYes(id);
    await until("the plan", async () => (await json(["q", "upgrade", "plan", "--output", "json"])).plan?.name === "v2");

    const code = await node.process.exited;
    expect(code).not.toBe(0);
    expect(node.log()).toContain(`UPGRADE "v2" NEEDED at height: ${height}: https://example.org/v2`);
    expect(await exitsWithin(node.cometPid, 15_000)).toBe(true);
    const info = JSON.parse(fs.readFileSync(path.join(local.home, "data", "upgrade-info.json"), "utf8"));
    expect(info).toMatchObject({ name: "v2", height });

    node = await startLocalNode(local, { args: ["--upgrade-handler", "v2"], minHeight: height + 2 });
    expect(node.log()).toContain(`applying upgrade "v2" at height: ${height}`);
    expect((await json(["q", "upgrade", "applied", "v2", "--output", "json"])).height).toBe(String(height));
    expect((await json(["q", "upgrade", "plan", "--output", "json"])).plan).toBeNull();
  }, 120_000);
});
