import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import { GenesisState } from "./generated/ssi/v1/genesis";
import type { SsiGenesisState } from "./genesis";

/** The ssi section of `app_state` in Cosmos JSON (proto names, uint64 as strings) to `SsiGenesisState`; unknown fields are errors. */
export function parseSsiGenesis(json: unknown): SsiGenesisState {
  return readSdkJson(GenesisState, json, { path: "ssi genesis" });
}

/** Prints every field, defaults included, as the SDK exports genesis. */
export function ssiGenesisToJson(genesis: SsiGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}
