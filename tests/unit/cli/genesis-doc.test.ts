import { validateChainId } from "../../../abci-app/src/cli-kit/genesis/chain-id";
import { formatRfc3339Nano, newGenesisDoc, wallClockNanos } from "../../../abci-app/src/cli-kit/genesis/doc";
import { sortedJson } from "../../../abci-app/src/cli-kit/json";

describe("formatRfc3339Nano", () => {
  it("writes UTC with up to nine fractional digits and drops trailing zeros, as Go's RFC3339Nano", () => {
    expect(formatRfc3339Nano(1_700_000_000_123_456_789n)).toBe("2023-11-14T22:13:20.123456789Z");
    expect(formatRfc3339Nano(1_700_000_000_120_000_000n)).toBe("2023-11-14T22:13:20.12Z");
    expect(formatRfc3339Nano(1_700_000_000_000_000_000n)).toBe("2023-11-14T22:13:20Z");
  });

  it("tracks the wall clock", () => {
    const parsed = Date.parse(formatRfc3339Nano(wallClockNanos()));
    expect(Math.abs(parsed - Date.now())).toBeLessThan(1000);
  });
});

describe("newGenesisDoc", () => {
  it("has CometBFT v0.38's default consensus params, no validators and the given app state", () => {
    const doc = newGenesisDoc({ chainId: "c-1", initialHeight: 5n, genesisTimeNanos: 1_700_000_000_000_000_001n, appState: { x: {} } });
    expect(doc).toEqual({
      genesis_time: "2023-11-14T22:13:20.000000001Z",
      chain_id: "c-1",
      initial_height: "5",
      consensus_params: {
        block: { max_bytes: "22020096", max_gas: "-1" },
        evidence: { max_age_num_blocks: "100000", max_age_duration: "172800000000000", max_bytes: "1048576" },
        validator: { pub_key_types: ["ed25519"] },
        version: { app: "0" },
        abci: { vote_extensions_enable_height: "0" },
      },
      validators: [],
      app_hash: "",
      app_state: { x: {} },
    });
  });
});

describe("validateChainId", () => {
  it("accepts up to 50 characters without whitespace", () => {
    expect(() => validateChainId("idledger-local")).not.toThrow();
    expect(() => validateChainId("x".repeat(50))).not.toThrow();
  });

  it.each([
    ["", "chain-id must not be empty"],
    ["my chain", "must not contain whitespace"],
    ["tab\there", "must not contain whitespace"],
    ["x".repeat(51), "at most 50 characters, got 51"],
  ])("rejects %j", (id, message) => {
    expect(() => validateChainId(id)).toThrow(message);
  });
});

describe("sortedJson", () => {
  it("sorts keys at every level and keeps array order", () => {
    expect(sortedJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[3,{"y":2,"z":1}]},"b":1}');
  });
});
