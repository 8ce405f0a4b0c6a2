import { GenesisState } from "cosmjs-types/cosmos/bank/v1beta1/genesis";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { BankGenesisState } from "./genesis";

/** The bank section of `app_state` in Cosmos JSON (proto names, amounts as strings) to `BankGenesisState`; unknown fields are errors. */
export function parseBankGenesis(json: unknown): BankGenesisState {
  return readSdkJson(GenesisState, json, { path: "bank genesis" });
}

/** Prints every field, defaults included, in the SDK's export form. */
export function bankGenesisToJson(genesis: BankGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}
