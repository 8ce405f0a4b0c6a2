import { defaultAppState } from "../../../abci-app/src/app/wiring";
import { consensusParamsJson } from "../../../abci-app/src/cli-kit/genesis/consensus-params";
import { defaultConsensusParams, newGenesisDoc } from "../../../abci-app/src/cli-kit/genesis/doc";
import { exportedGenesisDoc } from "../../../abci-app/src/cli/genesis/export";
import { addGenesisValidator } from "../../../abci-app/src/cli/genesis/validators";

/** The genesis document `idledger export` writes around an exported state (cli/genesis/export.ts). */
describe("exportedGenesisDoc", () => {
  const genesis = addGenesisValidator(
    newGenesisDoc({ chainId: "export-unit", initialHeight: 1n, genesisTimeNanos: 1_767_225_600_000_000_000n, appState: defaultAppState() }),
    { name: "val0", publicKey: new Uint8Array(32).fill(9), power: 10n },
  );
  const exported = { height: 41n, chainId: "export-unit", appState: defaultAppState(), consensusParams: undefined };

  it("keeps the file's validators when staking has none (genesis add-validator), and its consensus params when state keeps none", () => {
    const doc = exportedGenesisDoc(genesis, exported);
    expect(doc).toEqual({ ...genesis, initial_height: "42", app_state: exported.appState });
  });

  it("refuses a state of another chain than genesis.json's", () => {
    expect(() => exportedGenesisDoc(genesis, { ...exported, chainId: "other-1" })).toThrow(
      `the state is chain "other-1"'s but genesis.json is chain "export-unit"'s: export with the home that ran it`,
    );
  });

  it("writes stored consensus params as CometBFT's JSON, sections the state lacks from the file", () => {
    const stored = {
      block: { maxBytes: 1_000_000n, maxGas: 50_000_000n },
      evidence: { maxAgeNumBlocks: 5n, maxAgeDuration: { seconds: 3600n, nanos: 5 }, maxBytes: 1000n },
      validator: { pubKeyTypes: ["ed25519"] },
    };
    expect(consensusParamsJson(stored, defaultConsensusParams())).toEqual({
      block: { max_bytes: "1000000", max_gas: "50000000" },
      evidence: { max_age_num_blocks: "5", max_age_duration: "3600000000005", max_bytes: "1000" },
      validator: { pub_key_types: ["ed25519"] },
      version: { app: "0" },
      abci: { vote_extensions_enable_height: "0" },
    });
  });
});
