import fs from "node:fs";
import path from "node:path";
import { MNEMONIC, cosmjsAccount, tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

const OTHER = "hid1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5a320ne";

describe("idledger genesis add-account", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  let genesisFile: string;

  beforeEach(async () => {
    ({ dir: home, cleanup } = tempDir());
    idledger = cliAt(home);
    genesisFile = path.join(home, "config", "genesis.json");
    await idledger(["init", "n"]);
  });
  afterEach(() => cleanup());

  const appState = (): { auth: { accounts: Record<string, string>[] }; bank: { balances: unknown[]; supply: unknown[] } } =>
    JSON.parse(fs.readFileSync(genesisFile, "utf8")).app_state;

  it("adds an account named by its key, and one given by address through the legacy alias", async () => {
    await idledger(["keys", "add", "alice", "--recover"], { stdin: MNEMONIC });
    const alice = (await cosmjsAccount(MNEMONIC)).address;

    expect(await idledger(["genesis", "add-account", "alice", "1000uhid,5stake"])).toEqual({ code: 0, stdout: "", stderr: "" });
    expect((await idledger(["add-genesis-account", OTHER, "7uhid"])).code).toBe(0);

    const state = appState();
    expect(state.auth.accounts).toEqual([
      { "@type": "/cosmos.auth.v1beta1.BaseAccount", address: alice, pub_key: null, account_number: "0", sequence: "0" },
      { "@type": "/cosmos.auth.v1beta1.BaseAccount", address: OTHER, pub_key: null, account_number: "1", sequence: "0" },
    ]);
    expect(state.bank.balances).toEqual([
      { address: OTHER, coins: [{ denom: "uhid", amount: "7" }] },
      {
        address: alice,
        coins: [
          { denom: "stake", amount: "5" },
          { denom: "uhid", amount: "1000" },
        ],
      },
    ]);
    expect(state.bank.supply).toEqual([
      { denom: "stake", amount: "5" },
      { denom: "uhid", amount: "1007" },
    ]);
  });

  it("with --append adds coins to an account already in genesis", async () => {
    await idledger(["genesis", "add-account", OTHER, "7uhid"]);
    expect((await idledger(["genesis", "add-account", OTHER, "3uhid", "--append"])).code).toBe(0);
    expect(appState().bank.balances).toEqual([{ address: OTHER, coins: [{ denom: "uhid", amount: "10" }] }]);
    expect(appState().bank.supply).toEqual([{ denom: "uhid", amount: "10" }]);
  });

  it("keeps the rest of the file intact, with 2-space indentation", async () => {
    const doc = JSON.parse(fs.readFileSync(genesisFile, "utf8"));
    doc.app_state.ssi = { chain_namespace: "devnet" };
    doc.validators = [{ name: "v" }];
    fs.writeFileSync(genesisFile, JSON.stringify(doc));
    await idledger(["genesis", "add-account", OTHER, "1uhid"]);
    const text = fs.readFileSync(genesisFile, "utf8");
    const after = JSON.parse(text);
    expect(text).toBe(`${JSON.stringify(after, null, 2)}\n`);
    expect(after.app_state.ssi).toEqual({ chain_namespace: "devnet" });
    expect(after.validators).toEqual([{ name: "v" }]);
    expect(after.genesis_time).toBe(doc.genesis_time);
    expect(after.consensus_params).toEqual(doc.consensus_params);
  });

  it.each([
    [[OTHER, "1.5uhid"], 'Error: failed to parse coins "1.5uhid": invalid coin expression: 1.5uhid: invalid coins\n'],
    [[OTHER, "uhid"], 'Error: failed to parse coins "uhid": invalid coin expression: uhid: invalid coins\n'],
    [[OTHER, "0uhid"], "Error: no coins to add: give at least one positive amount, e.g. 1000000uhid\n"],
    [
      ["cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu", "1uhid"],
      "Error: invalid address cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu: invalid Bech32 prefix; expected hid, got cosmos: invalid address\n",
    ],
    [["nobody", "1uhid"], 'Error: "nobody" is neither a valid hid address nor the name of a key in the test keyring\n'],
  ])("rejects %j and leaves the file unchanged", async (args, message) => {
    const before = fs.readFileSync(genesisFile, "utf8");
    expect(await idledger(["genesis", "add-account", ...args])).toEqual({ code: 1, stdout: "", stderr: message });
    expect(fs.readFileSync(genesisFile, "utf8")).toBe(before);
  });

  it("rejects an account that is already there", async () => {
    await idledger(["genesis", "add-account", OTHER, "1uhid"]);
    const before = fs.readFileSync(genesisFile, "utf8");
    expect((await idledger(["genesis", "add-account", OTHER, "1uhid"])).stderr).toBe(`Error: cannot add account at existing address ${OTHER}\n`);
    expect(fs.readFileSync(genesisFile, "utf8")).toBe(before);
  });

  it("asks to run init first when there is no genesis, and names a malformed one", async () => {
    fs.rmSync(genesisFile);
    expect((await idledger(["genesis", "add-account", OTHER, "1uhid"])).stderr).toBe(
      `Error: genesis file not found: ${genesisFile}; run idledger init first\n`,
    );
    fs.writeFileSync(genesisFile, "{ nope");
    expect((await idledger(["genesis", "add-account", OTHER, "1uhid"])).stderr).toMatch(`Error: invalid JSON in genesis file ${genesisFile}: `);
  });
});
