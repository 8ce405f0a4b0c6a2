import fs from "node:fs";
import path from "node:path";
import { LocalAbciClient } from "../../../abci-app/src/abci/local-client";
import { openApp } from "../../../abci-app/src/app/open";
import { silentLogger } from "../../../lib/logger";
import {
  QueryDelegatorDelegationsRequest,
  QueryDelegatorDelegationsResponse,
  QueryValidatorsRequest,
  QueryValidatorsResponse,
} from "cosmjs-types/cosmos/staking/v1beta1/query";
import { BondStatus } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { GENESIS_TIME, TestChain } from "../../harness/chain";
import { tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

const TEST_KEYRING = ["--keyring-backend", "test"];
const STAKING = "/cosmos.staking.v1beta1.Query";

/**
 * The SDK's genesis flow, as validator operators run it: add-account, gentx (signed with the node's consensus key
 * and the operator's account key), collect-gentxs, validate; then InitChain delivers the gentxs and hands CometBFT
 * the validator set they make.
 */
describe("genesis gentx, collect-gentxs and validate", () => {
  let dir: string;
  let cleanup: () => void;
  const at = (name: string) => cliAt(path.join(dir, name));
  const genesisFile = (name: string) => path.join(dir, name, "config", "genesis.json");
  const readGenesis = (name: string) => JSON.parse(fs.readFileSync(genesisFile(name), "utf8"));
  const consensusKey = (name: string) => JSON.parse(fs.readFileSync(path.join(dir, name, "config", "priv_validator_key.json"), "utf8")).pub_key.value as string;

  /** `init`, an operator key, and its genesis account in `genesisHome`'s genesis. */
  async function operator(name: string, genesisHome: string, funds = "5000000uhid"): Promise<string> {
    expect((await at(name)(["init", name, "--chain-id", "gentx-1"])).code).toBe(0);
    const added = await at(name)(["keys", "add", "op", ...TEST_KEYRING, "--output", "json"]);
    const address = JSON.parse(added.stdout).address as string;
    expect((await at(genesisHome)(["genesis", "add-account", address, funds])).code).toBe(0);
    return address;
  }

  /** InitChain of a new app on a genesis file's chain ID and app_state (what CometBFT sends from it). */
  async function initChain(doc: { chain_id: string; app_state: unknown }) {
    const opened = await openApp({ dataDir: fs.mkdtempSync(path.join(dir, "app-")), logger: silentLogger });
    try {
      return await new LocalAbciClient(opened.app).initChain({
        time: GENESIS_TIME,
        chainId: doc.chain_id,
        consensusParams: undefined,
        validators: [],
        appStateBytes: new TextEncoder().encode(JSON.stringify(doc.app_state)),
        initialHeight: 1n,
      });
    } finally {
      await opened.close();
    }
  }

  beforeEach(() => {
    ({ dir, cleanup } = tempDir());
  });
  afterEach(() => cleanup());

  it("gentx → collect-gentxs → validate → InitChain: the validators are bonded and handed to CometBFT", async () => {
    const n0 = await operator("n0", "n0");
    const n1 = await operator("n1", "n0");
    fs.copyFileSync(genesisFile("n0"), genesisFile("n1"));
    const gentx0 = await at("n0")(["genesis", "gentx", "op", "2000000uhid", ...TEST_KEYRING, "--ip", "10.0.0.1"]);
    expect(gentx0.code).toBe(0);
    expect(gentx0.stderr).toMatch(/^Genesis transaction written to ".*gentx-[0-9a-f]{40}\.json"\n$/);
    const n1File = path.join(dir, "n0", "config", "gentx", "gentx-n1.json");
    expect(
      (await at("n1")(["genesis", "gentx", "op", "3000000uhid", ...TEST_KEYRING, "--ip", "10.0.0.2", "--p2p-port", "26666", "--output-document", n1File])).code,
    ).toBe(0);

    const [written] = fs.readdirSync(path.join(dir, "n0", "config", "gentx")).filter((f) => f.startsWith("gentx-") && f !== "gentx-n1.json");
    const gentx = JSON.parse(fs.readFileSync(path.join(dir, "n0", "config", "gentx", written!), "utf8"));
    expect(gentx.body.messages).toEqual([
      expect.objectContaining({
        "@type": "/cosmos.staking.v1beta1.MsgCreateValidator",
        delegator_address: n0,
        validator_address: expect.stringMatching(/^hidvaloper1/),
        pubkey: { "@type": "/cosmos.crypto.ed25519.PubKey", key: consensusKey("n0") },
        value: { denom: "uhid", amount: "2000000" },
        commission: { rate: "0.100000000000000000", max_rate: "0.200000000000000000", max_change_rate: "0.010000000000000000" },
      }),
    ]);
    expect(gentx.body.memo).toMatch(/^[0-9a-f]{40}@10\.0\.0\.1:26656$/);
    expect(gentx.auth_info.signer_infos[0].sequence).toBe("0");

    expect((await at("n0")(["genesis", "collect-gentxs"])).code).toBe(0);
    const doc = readGenesis("n0");
    expect(doc.app_state.genutil.gen_txs).toHaveLength(2);
    expect(doc.validators).toEqual([]);
    const config = fs.readFileSync(path.join(dir, "n0", "config", "config.toml"), "utf8");
    expect(config).toMatch(/persistent_peers = "[0-9a-f]{40}@10\.0\.0\.2:26666"/); // n1's, not n0's own
    expect(await at("n0")(["genesis", "validate"])).toEqual({ code: 0, stdout: `File at ${genesisFile("n0")} is a valid genesis file\n`, stderr: "" });

    {
      const init = await initChain(doc);
      const set = init.validators.map((v) => ({ key: Buffer.from(v.pubKey.ed25519!).toString("base64"), power: v.power }));
      expect(set.sort((a, b) => Number(a.power - b.power))).toEqual([
        { key: consensusKey("n0"), power: 2n },
        { key: consensusKey("n1"), power: 3n },
      ]);
    }
    // the same genesis on a chain that makes a block: both validators bonded, each self-delegated by its operator
    const chain = await TestChain.start({ dataDir: path.join(dir, "chain"), chainId: doc.chain_id, appState: doc.app_state });
    try {
      await chain.block();
      const { validators } = await chain.query(`${STAKING}/Validators`, QueryValidatorsRequest, QueryValidatorsResponse, {});
      expect(validators.map((v) => ({ status: v.status, tokens: v.tokens })).sort((a, b) => a.tokens.localeCompare(b.tokens))).toEqual([
        { status: BondStatus.BOND_STATUS_BONDED, tokens: "2000000" },
        { status: BondStatus.BOND_STATUS_BONDED, tokens: "3000000" },
      ]);
      for (const delegator of [n0, n1]) {
        const { delegationResponses } = await chain.query(
          `${STAKING}/DelegatorDelegations`,
          QueryDelegatorDelegationsRequest,
          QueryDelegatorDelegationsResponse,
          {
            delegatorAddr: delegator,
          },
        );
        expect(delegationResponses).toHaveLength(1);
      }
    } finally {
      await chain.close();
    }
  });

  it("refuses what would not start a chain, naming the problem", async () => {
    await operator("n0", "n0", "1000000uhid");
    const gentx = (...args: string[]) => at("n0")(["genesis", "gentx", "op", ...args, ...TEST_KEYRING]);
    expect((await gentx("2000000uhid")).stderr).toMatch(/has 1000000uhid in genesis, less than the 2000000uhid it would self-delegate/);
    expect((await gentx("1000000stake")).stderr).toMatch(/the self-delegation must be in the bond denom uhid, got 1000000stake/);
    expect((await at("n0")(["genesis", "gentx", "nobody", "1uhid", ...TEST_KEYRING])).stderr).toMatch(/nobody is not a key in the test keyring/);
    expect((await at("n0")(["genesis", "collect-gentxs"])).stderr).toMatch(/there must be at least one genesis tx/);

    expect((await gentx("1000000uhid", "--chain-id", "another-chain")).code).toBe(0);
    expect((await gentx("1000000uhid")).stderr).toMatch(/already exists: remove it to sign a new gentx/);
    expect((await at("n0")(["genesis", "collect-gentxs"])).code).toBe(0);
    // signed for another chain: the genesis validates (signatures are checked when it runs), InitChain refuses it
    const doc = readGenesis("n0");
    await expect(initChain(doc)).rejects.toThrow(/genutil genesis.gen_txs\[0\]: failed to execute the gentx: .*signature verification failed/);

    doc.app_state.genutil.gen_txs[0].body.messages.push(doc.app_state.genutil.gen_txs[0].body.messages[0]);
    fs.writeFileSync(genesisFile("n0"), JSON.stringify(doc));
    const invalid = await at("n0")(["genesis", "validate"]);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/genutil genesis.gen_txs\[0\]: a gentx holds exactly one message, got 2/);
  });
});
