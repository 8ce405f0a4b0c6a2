import fs from "node:fs";
import path from "node:path";
import { fromBech32 } from "@cosmjs/encoding";
import { tempDir } from "../../unit/cli/fixtures";
import { cli } from "./harness";

interface Validator {
  address: string;
  pub_key: { type: string; value: string };
  power: string;
  name: string;
}

describe("idledger genesis add-validator and comet show-validator", () => {
  let dir: string;
  let cleanup: () => void;
  let genesisFile: string;
  const at = (home: string) => (args: readonly string[]) => cli(["--home", path.join(dir, home), ...args]);

  beforeEach(async () => {
    ({ dir, cleanup } = tempDir());
    genesisFile = path.join(dir, "n0", "config", "genesis.json");
    expect((await at("n0")(["init", "n0", "--chain-id", "multi-1"])).code).toBe(0);
    expect((await at("n1")(["init", "n1", "--chain-id", "multi-1"])).code).toBe(0);
  });
  afterEach(() => cleanup());

  const validators = (): Validator[] => JSON.parse(fs.readFileSync(genesisFile, "utf8")).validators;

  it("assembles a genesis with another node's validator, as show-validator prints it", async () => {
    const shown = await at("n1")(["comet", "show-validator"]);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^\{"type":"tendermint\/PubKeyEd25519","value":"[A-Za-z0-9+/]{43}="\}\n$/);
    expect(await at("n0")(["genesis", "add-validator", "n1", shown.stdout.trim(), "--power", "25"])).toEqual({ code: 0, stdout: "", stderr: "" });

    const n1Key = JSON.parse(fs.readFileSync(path.join(dir, "n1", "config", "priv_validator_key.json"), "utf8"));
    expect(validators()).toEqual([{ address: n1Key.address, pub_key: n1Key.pub_key, power: "25", name: "n1" }]);
    expect(fs.readFileSync(genesisFile, "utf8")).toBe(`${JSON.stringify(JSON.parse(fs.readFileSync(genesisFile, "utf8")), null, 2)}\n`);
  });

  it("accepts the SDK's JSON of the key and gives power 10 by default", async () => {
    const value = JSON.parse((await at("n1")(["comet", "show-validator"])).stdout).value;
    expect((await at("n0")(["genesis", "add-validator", "n1", JSON.stringify({ "@type": "/cosmos.crypto.ed25519.PubKey", key: value })])).code).toBe(0);
    expect(validators()[0]).toMatchObject({ pub_key: { type: "tendermint/PubKeyEd25519", value }, power: "10" });
  });

  it("prints the node ID and the bech32 consensus address", async () => {
    const key = JSON.parse(fs.readFileSync(path.join(dir, "n0", "config", "priv_validator_key.json"), "utf8"));
    expect((await at("n0")(["comet", "show-node-id"])).stdout).toMatch(/^[0-9a-f]{40}\n$/);
    expect((await at("n0")(["tendermint", "show-address"])).stdout).toMatch(/^hidvalcons1[02-9ac-hj-np-z]{38}\n$/);
    const address = fromBech32((await at("n0")(["cometbft", "show-address"])).stdout.trim(), 90);
    expect(Buffer.from(address.data).toString("hex").toUpperCase()).toBe(key.address);
  });

  it("refuses a key or a name already in genesis, and bad keys, leaving the file unchanged", async () => {
    const own = (await at("n0")(["comet", "show-validator"])).stdout.trim();
    const other = (await at("n1")(["comet", "show-validator"])).stdout.trim();
    expect((await at("n0")(["genesis", "add-validator", "n0", own])).code).toBe(0);
    const ownAddress = validators()[0]!.address;
    const before = fs.readFileSync(genesisFile, "utf8");
    const cases: [string[], string][] = [
      [["again", own], `Error: validator ${ownAddress} is already in genesis (as "n0")\n`],
      [["n0", other], 'Error: a validator named "n0" is already in genesis\n'],
      [["x", "{}"], "Error: unsupported public key type undefined: validators use Ed25519 (tendermint/PubKeyEd25519)\n"],
      [
        ["x", '{"type":"tendermint/PubKeySecp256k1","value":"A+aK"}'],
        'Error: unsupported public key type "tendermint/PubKeySecp256k1": validators use Ed25519 (tendermint/PubKeyEd25519)\n',
      ],
      [["x", '{"type":"tendermint/PubKeyEd25519","value":"AAAA"}'], "Error: invalid public key: an Ed25519 public key is 32 bytes, got 3\n"],
      [["x", "AAAA"], 'Error: invalid public key "AAAA": not JSON; expected {"type":"tendermint/PubKeyEd25519","value":"<base64>"}\n'],
      [[" ", other], "Error: the validator's name must not be empty\n"],
    ];
    for (const [args, stderr] of cases) {
      expect(await at("n0")(["genesis", "add-validator", ...args])).toEqual({ code: 1, stdout: "", stderr });
    }
    const power = await at("n0")(["genesis", "add-validator", "n1", other, "--power", "0"]);
    expect(power.code).toBe(1);
    expect(power.stderr).toContain("error: option '--power <power>' argument '0' is invalid. expected an integer from 1 to 1152921504606846975");
    expect(fs.readFileSync(genesisFile, "utf8")).toBe(before);
  });

  it("says to run init when the home has no genesis or keys", async () => {
    const empty = path.join(dir, "empty");
    expect(
      await cli([
        "--home",
        empty,
        "genesis",
        "add-validator",
        "x",
        '{"type":"tendermint/PubKeyEd25519","value":"xHN0HSoEipzeXh/BfuGeeRm1zv9tzprm7xskQc3FLo8="}',
      ]),
    ).toEqual({
      code: 1,
      stdout: "",
      stderr: `Error: genesis file not found: ${path.join(empty, "config", "genesis.json")}; run idledger init first\n`,
    });
    expect((await cli(["--home", empty, "comet", "show-validator"])).stderr).toBe(
      `Error: validator key not found: ${path.join(empty, "config", "priv_validator_key.json")}; run idledger init first\n`,
    );
    expect((await cli(["--home", empty, "comet", "show-node-id"])).stderr).toBe(
      `Error: node key not found: ${path.join(empty, "config", "node_key.json")}; run idledger init first\n`,
    );
  });
});
