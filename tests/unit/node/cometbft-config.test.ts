import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import { readCometConfig, rpcUrlOf, setCometConfigValues } from "../../../abci-app/src/node/cometbft/config-file";
import { NODE_MODES, renderCometConfig, type NodeMode } from "../../../abci-app/src/node/cometbft/config-template";
import { tempDir } from "../cli/fixtures";

type Table = Record<string, unknown>;

function rendered(mode: NodeMode, moniker = "node0"): Table {
  return parse(renderCometConfig(mode, { moniker, proxyApp: "tcp://127.0.0.1:26658" })) as Table;
}

/** "section.key" → value, for comparing templates. */
function flatten(table: Table, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(table)) {
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Table, `${prefix}${key}.`)) out.set(k, v);
    } else out.set(`${prefix}${key}`, value);
  }
  return out;
}

function differences(a: Map<string, unknown>, b: Map<string, unknown>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => JSON.stringify(a.get(k)) !== JSON.stringify(b.get(k))).sort();
}

describe("config.toml templates", () => {
  it.each(NODE_MODES)("%s: valid TOML with the moniker, the ABCI address and the node's standard ports", (mode) => {
    const config = rendered(mode) as { [k: string]: Table };
    expect(config["moniker"]).toBe("node0");
    expect(config["proxy_app"]).toBe("tcp://127.0.0.1:26658");
    expect(config["rpc"]!["laddr"]).toBe("tcp://127.0.0.1:26657");
    expect(config["p2p"]!["laddr"]).toBe("tcp://0.0.0.0:26656");
    expect(config["tx_index"]!["indexer"]).toBe("kv");
    expect(config["p2p"]!["pex"]).toBe(true);
    expect(config["p2p"]!["seed_mode"]).toBe(mode === "seed");
    expect(config["consensus"]!["timeout_commit"]).toBe("5s");
    expect(config["mempool"]!["recheck"]).toBe(true);
  });

  it("differ between modes only in the peer limits, seed mode and transaction relay", () => {
    const validator = flatten(rendered("validator"));
    expect(differences(validator, flatten(rendered("full")))).toEqual(["p2p.max_num_inbound_peers"]);
    expect(differences(validator, flatten(rendered("seed")))).toEqual([
      "mempool.broadcast",
      "p2p.max_num_inbound_peers",
      "p2p.max_num_outbound_peers",
      "p2p.seed_mode",
    ]);
  });

  it("writes any moniker as a TOML string", () => {
    for (const moniker of ['my "node"', "back\\slash", "nœud-été", "del\u007f"]) expect(rendered("validator", moniker)["moniker"]).toBe(moniker);
  });

  it("names a missing template", () => {
    expect(() => renderCometConfig("validator", { moniker: "n", proxyApp: "tcp://x:1" }, "/nonexistent")).toThrow(
      /^cannot read the CometBFT config template \/nonexistent\/validator\.toml: /,
    );
  });
});

describe("config.toml in a home", () => {
  let home: string;
  let cleanup: () => void;
  let file: string;
  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    file = path.join(home, "config", "config.toml");
    fs.mkdirSync(path.dirname(file));
    fs.writeFileSync(file, renderCometConfig("validator", { moniker: "n0", proxyApp: "tcp://127.0.0.1:26658" }));
  });
  afterEach(() => cleanup());

  it("reads the settings idledger needs", () => {
    expect(readCometConfig(home)).toEqual({
      moniker: "n0",
      proxyApp: "tcp://127.0.0.1:26658",
      rpcListenAddress: "tcp://127.0.0.1:26657",
      p2pListenAddress: "tcp://0.0.0.0:26656",
    });
  });

  it("sets keys in place, top-level and in sections, keeping the comments", () => {
    const before = fs.readFileSync(file, "utf8");
    setCometConfigValues(file, {
      moniker: "n1",
      "rpc.laddr": "tcp://127.0.0.1:5",
      "consensus.timeout_commit": "300ms",
      "p2p.max_num_inbound_peers": 7,
      "p2p.pex": false,
    });
    const after = fs.readFileSync(file, "utf8");
    expect(after.split("\n").length).toBe(before.split("\n").length);
    expect(after.split("\n").filter((l) => l.startsWith("#"))).toEqual(before.split("\n").filter((l) => l.startsWith("#")));
    const config = parse(after) as { [k: string]: Table };
    expect(config["moniker"]).toBe("n1");
    expect(config["rpc"]!["laddr"]).toBe("tcp://127.0.0.1:5");
    expect(config["p2p"]!["laddr"]).toBe("tcp://0.0.0.0:26656");
    expect(config["consensus"]!["timeout_commit"]).toBe("300ms");
    expect(config["p2p"]!["max_num_inbound_peers"]).toBe(7);
    expect(config["p2p"]!["pex"]).toBe(false);
  });

  it("refuses a key the file does not have, and leaves the file alone", () => {
    const before = fs.readFileSync(file, "utf8");
    expect(() => setCometConfigValues(file, { "rpc.laddr": "tcp://x:1", "rpc.ladr": "tcp://x:1" })).toThrow(`${file} has no rpc.ladr`);
    expect(fs.readFileSync(file, "utf8")).toBe(before);
  });

  it("says to run init when there is no config.toml, and names a TOML error's place", () => {
    fs.rmSync(file);
    expect(() => readCometConfig(home)).toThrow(`CometBFT config not found: ${file}; run idledger init first`);
    fs.writeFileSync(file, "moniker = \n");
    expect(() => readCometConfig(home)).toThrow(new RegExp(`^invalid TOML in ${file} at line 1, column \\d+: `));
  });
});

describe("rpcUrlOf", () => {
  it.each([
    ["tcp://127.0.0.1:26657", "http://127.0.0.1:26657"],
    ["tcp://0.0.0.0:26657", "http://127.0.0.1:26657"],
    ["tcp://:26657", "http://127.0.0.1:26657"],
    ["tcp://[::]:26657", "http://[::1]:26657"],
    ["tcp://rpc.example.org:443", "http://rpc.example.org:443"],
    ["unix:///var/run/comet.sock", "unix:///var/run/comet.sock"],
  ])("%s → %s", (laddr, url) => expect(rpcUrlOf(laddr)).toBe(url));
});
