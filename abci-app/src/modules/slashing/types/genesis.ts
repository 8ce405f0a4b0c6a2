import { GenesisState } from "cosmjs-types/cosmos/slashing/v1beta1/genesis";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import type { AddressCodec } from "../../../types/address";
import { defaultSlashingParams, validateSlashingParams } from "./params";

export type SlashingGenesisState = GenesisState;

export function defaultSlashingGenesis(): SlashingGenesisState {
  return { params: defaultSlashingParams(), signingInfos: [], missedBlocks: [] };
}

export function parseSlashingGenesis(json: unknown): SlashingGenesisState {
  return readSdkJson(GenesisState, json, { path: "slashing genesis" });
}

export function slashingGenesisToJson(genesis: SlashingGenesisState): unknown {
  return toSdkJson(GenesisState, genesis);
}

/** Valid params, and valid consensus addresses in the signing infos and missed blocks. */
export function validateSlashingGenesis(genesis: SlashingGenesisState, codec: AddressCodec): void {
  validateSlashingParams(genesis.params);
  for (const [i, entry] of genesis.signingInfos.entries()) codec.consensus.decode(entry.address, `slashing genesis.signing_infos[${i}].address`);
  for (const [i, entry] of genesis.missedBlocks.entries()) codec.consensus.decode(entry.address, `slashing genesis.missed_blocks[${i}].address`);
}
