import { GenesisState } from "cosmjs-types/cosmos/mint/v1beta1/genesis";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import { defaultMinter, defaultMintParams, validateMinter, validateMintParams } from "./params";

export type MintGenesisState = GenesisState;

export const defaultMintGenesis = (): MintGenesisState => ({ minter: defaultMinter(), params: defaultMintParams() });
export const parseMintGenesis = (json: unknown): MintGenesisState => readSdkJson(GenesisState, json, { path: "mint genesis" });
export const mintGenesisToJson = (genesis: MintGenesisState): unknown => toSdkJson(GenesisState, genesis);

export function validateMintGenesis(genesis: MintGenesisState): void {
  validateMintParams(genesis.params);
  validateMinter(genesis.minter);
}
