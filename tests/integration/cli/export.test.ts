import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { QueryAllBalancesRequest, QueryAllBalancesResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { QueryDidDocumentRequest, QueryDidDocumentResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import type { GenesisDoc } from "../../../abci-app/src/cli-kit/genesis/doc";
import { sortedJson } from "../../../abci-app/src/cli-kit/json";
import { stateDir } from "../../../abci-app/src/node/open-home-app";
import type { TestChain } from "../../harness/chain";
import { consensusParamsFromJson, startFromGenesisDoc, type GenesisDocChain } from "../../harness/genesis-doc-chain";
import { createDid, testKey } from "../../harness/ssi";
import { holdStateDbOpen } from "../../harness/state-db-holder";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, type TestAccount } from "../app/fixtures";
import { tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

const TEST_KEYRING = ["--keyring-backend", "test"];
const GENESIS_TIME = "2026-01-01T00:00:00Z";
const DID_QUERY = "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument";

/**
 * `idledger export` on a home whose single-validator chain (init, a funded account, gentx, collect-gentxs) has run
 * blocks with a bank send and a CreateDID: the genesis it writes starts a new chain at the next height with the same
 * state, the same validator, and the same answers to queries.
 */
describe("idledger export", () => {
  let dir: string;
  let cleanup: () => void;
  let home: string;
  let idledger: ReturnType<typeof cliAt>;
  let genesis: GenesisDoc;
  let alice: TestAccount;
  let bob: TestAccount;
  let aliceNumber: bigint;
  let aliceSequence = 0n;
  let didId: string;
  /** The last height the chain committed. */
  let last: bigint;
  let holder: ChildProcess | undefined;

  const genesisFile = () => path.join(home, "config", "genesis.json");
  const sendTx = (chain: TestChain, from: TestAccount, number: bigint, sequence: bigint, to: string, amount: string) =>
    signTx(from.wallet, [msgSend(from.address, to, [{ denom: "uhid", amount }])], { chainId: chain.chainId, accountNumber: number, sequence });
  const balances = (chain: TestChain, address: string) =>
    chain.query("/cosmos.bank.v1beta1.Query/AllBalances", QueryAllBalancesRequest, QueryAllBalancesResponse, { address });
  const didDocument = (chain: TestChain) => chain.query(DID_QUERY, QueryDidDocumentRequest, QueryDidDocumentResponse, { didId });
  /** The home's chain, reopened in this process (no InitChain: it has committed blocks). */
  const reopen = () => startFromGenesisDoc(stateDir(home), genesis);
  const plain = (value: unknown) => JSON.parse(JSON.stringify(value));
  const chainParams = () => ({ ...genesis.consensus_params, block: { ...genesis.consensus_params.block, max_gas: "50000000" } });

  async function exportDoc(args: readonly string[] = []): Promise<GenesisDoc> {
    const result = await idledger(["export", ...args]);
    if (result.code !== 0) throw new Error(`idledger export ${args.join(" ")} failed: ${result.stderr}`);
    const doc = JSON.parse(result.stdout) as GenesisDoc;
    expect(result.stdout).toBe(`${sortedJson(doc)}\n`); // sorted, one line, as the SDK prints it
    return doc;
  }

  beforeAll(async () => {
    ({ dir, cleanup } = tempDir("idledger-export-"));
    home = path.join(dir, "home");
    idledger = cliAt(home);
    alice = await account("alice");
    bob = await account("bob");
    expect((await idledger(["init", "node0", "--chain-id", "export-1"])).code).toBe(0);
    expect((await idledger(["genesis", "add-account", alice.address, "1000000000uhid"])).code).toBe(0);
    const op = JSON.parse((await idledger(["keys", "add", "op", ...TEST_KEYRING, "--output", "json"])).stdout).address as string;
    expect((await idledger(["genesis", "add-account", op, "5000000uhid"])).code).toBe(0);
    expect((await idledger(["genesis", "gentx", "op", "2000000uhid", ...TEST_KEYRING])).code).toBe(0);
    expect((await idledger(["genesis", "collect-gentxs"])).code).toBe(0);
    // The harness's block times start at 2026-01-01; DIDs on the devnet namespace (tests/harness/ssi.ts).
    genesis = JSON.parse(fs.readFileSync(genesisFile(), "utf8")) as GenesisDoc;
    genesis.genesis_time = GENESIS_TIME;
    genesis.app_state.ssi = { ...(genesis.app_state.ssi as object), chain_namespace: "devnet" };
    fs.writeFileSync(genesisFile(), JSON.stringify(genesis, null, 2));

    // The node's run, in-process on the home's state database: InitChain from genesis.json, then blocks. Its block gas
    // limit is not genesis.json's, as if governance had changed it since (MsgUpdateParams): export writes the chain's.
    const node = await startFromGenesisDoc(stateDir(home), { ...genesis, consensus_params: chainParams() });
    try {
      const { chain } = node;
      expect(node.initChain?.validators).toHaveLength(1);
      await chain.block();
      const { account: any } = await chain.query("/cosmos.auth.v1beta1.Query/Account", QueryAccountRequest, QueryAccountResponse, { address: alice.address });
      aliceNumber = BaseAccount.decode(any!.value).accountNumber;
      const sent = await chain.block([await sendTx(chain, alice, aliceNumber, aliceSequence++, bob.address, "1234")]);
      expect(sent.txResults[0]).toMatchObject({ code: 0 });
      const { doc, msg } = createDid(chain.chainId, alice.address, testKey("export subject"));
      didId = doc.id;
      const created = await chain.block([
        await signTx(alice.wallet, [{ typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDID", value: msg }], {
          chainId: chain.chainId,
          accountNumber: aliceNumber,
          sequence: aliceSequence++,
        }),
      ]);
      expect(created.txResults[0]).toMatchObject({ code: 0 });
      await chain.block();
      last = chain.height;
    } finally {
      await node.close();
    }
  });

  afterEach(() => {
    holder?.kill();
    holder = undefined;
  });
  afterAll(() => cleanup());

  it("prints the whole genesis: the state at the latest height, initial_height the next, the validator set and consensus parameters", async () => {
    const exported = await exportDoc();
    expect(exported.chain_id).toBe("export-1");
    expect(exported.genesis_time).toBe(GENESIS_TIME);
    expect(exported.initial_height).toBe(String(last + 1n));
    expect(exported.consensus_params).toEqual(chainParams());
    expect(genesis.consensus_params.block.max_gas).toBe("-1");
    const key = JSON.parse(fs.readFileSync(path.join(home, "config", "priv_validator_key.json"), "utf8"));
    expect(exported.validators).toEqual([{ address: key.address, pub_key: key.pub_key, power: "2", name: "node0" }]);
    expect((exported.app_state.genutil as { gen_txs: unknown[] }).gen_txs).toEqual([]); // delivered: the validator is in staking's state now
    expect((exported.app_state.ssi as { did_documents: { didDocument: { id: string } }[] }).did_documents.map((d) => d.didDocument.id)).toEqual([didId]);

    const node = await reopen();
    try {
      expect(exported.app_state).toEqual(plain(node.app.exportAppState()));
    } finally {
      await node.close();
    }
  });

  it("exports an older height the state keeps; refuses one it does not, saying which it keeps", async () => {
    const older = await exportDoc(["--height", String(last - 1n)]);
    expect(older.initial_height).toBe(String(last));
    const node = await reopen();
    try {
      expect(older.app_state).toEqual(plain(node.app.exportAppState(last - 1n)));
      expect(older.app_state).not.toEqual(plain(node.app.exportAppState()));
    } finally {
      await node.close();
    }
    // before the CreateDID's block, there is no DID
    const beforeDid = await exportDoc(["--height", String(last - 2n)]);
    expect((beforeDid.app_state.ssi as { did_documents: unknown[] }).did_documents).toEqual([]);
    expect((await exportDoc(["--height", "-1"])).initial_height).toBe(String(last + 1n));

    const future = await idledger(["export", "--height", String(last + 1n)]);
    expect(future).toMatchObject({ code: 1, stdout: "" });
    expect(future.stderr).toContain(`cannot export height ${last + 1n}: the state keeps heights 1 to ${last}`);
    const zero = await idledger(["export", "--height", "0"]);
    expect(zero.code).not.toBe(0);
    expect(zero.stderr).toContain("expected a block height above 0, or -1 for the latest");
  });

  it("--output-document writes the genesis file instead of printing it", async () => {
    const file = path.join(dir, "exported", "genesis.json");
    const result = await idledger(["export", "--output-document", file]);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^\{\n {2}"app_hash": ""/); // indented as genesis files are, keys sorted
    expect(JSON.parse(text)).toEqual(await exportDoc());
  });

  it("refuses while a node holds the home's state, naming the process", async () => {
    holder = await holdStateDbOpen(stateDir(home));
    const result = await idledger(["export"]);
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr).toContain(`the state database ${stateDir(home)} is in use by process ${holder.pid}`);
  });

  it("refuses a home whose node never ran, without creating a state database", async () => {
    const fresh = path.join(dir, "fresh");
    expect((await cliAt(fresh)(["init", "node1"])).code).toBe(0);
    const result = await cliAt(fresh)(["export"]);
    expect(result).toMatchObject({ code: 1, stdout: "" });
    expect(result.stderr).toContain(`no state to export: ${stateDir(fresh)} does not exist`);
    expect(fs.existsSync(stateDir(fresh))).toBe(false);
  });

  it("starts a new chain at initial_height with the same state: both chains then run the same block to the same state", async () => {
    const exported = await exportDoc();
    let copy: GenesisDocChain | undefined;
    let node: GenesisDocChain | undefined;
    try {
      copy = await startFromGenesisDoc(path.join(dir, "copy"), exported);
      // InitChain takes the listed validator from the exported staking state (a different set would be refused).
      expect(copy.initChain?.validators.map((v) => ({ key: Buffer.from(v.pubKey.ed25519!).toString("base64"), power: v.power }))).toEqual([
        { key: (exported.validators[0] as { pub_key: { value: string } }).pub_key.value, power: 2n },
      ]);
      node = await reopen();
      expect(node.chain.height).toBe(last);

      // The same block on both: bob sends back, signing with the account number and sequence the new chain imported.
      const bobNumber = BaseAccount.decode(
        (await node.chain.query("/cosmos.auth.v1beta1.Query/Account", QueryAccountRequest, QueryAccountResponse, { address: bob.address })).account!.value,
      ).accountNumber;
      const tx = await sendTx(copy.chain, bob, bobNumber, 0n, alice.address, "34");
      const [before, after] = [await node.chain.block([tx]), await copy.chain.block([tx])];
      expect(after.height).toBe(BigInt(exported.initial_height)); // the new chain's first block
      expect(before.height).toBe(after.height);
      expect(after.txResults[0]).toMatchObject({ code: 0 });
      expect(before.txResults[0]).toMatchObject({ code: 0 });
      expect(plain(copy.app.exportAppState())).toEqual(plain(node.app.exportAppState()));
      expect(copy.app.info().lastBlockHeight).toBe(last + 1n);

      for (const address of [alice.address, bob.address]) expect(await balances(copy.chain, address)).toEqual(await balances(node.chain, address));
      expect((await balances(copy.chain, bob.address)).balances).toEqual([{ denom: "uhid", amount: "1200" }]);
      const did = await didDocument(copy.chain);
      expect(did.didDocument?.id).toBe(didId);
      expect(did).toEqual(await didDocument(node.chain));
      expect(copy.app.exportState().consensusParams).toEqual(consensusParamsFromJson(exported.consensus_params));
    } finally {
      await copy?.close();
      await node?.close();
    }
  });
});
