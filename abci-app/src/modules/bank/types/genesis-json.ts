import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { Metadata, Params, SendEnabled } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { GenesisState } from "cosmjs-types/cosmos/bank/v1beta1/genesis";
import { fromProtoJson } from "../../../codec/proto-json";
import type { TypeRegistry } from "../../../codec/registry";
import type { BankGenesisState } from "./genesis";

/** The bank section of `app_state` in Cosmos proto-JSON (snake_case, amounts as strings) to `BankGenesisState`. */
export function parseBankGenesis(json: unknown, registry: TypeRegistry): BankGenesisState {
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error("bank genesis must be a JSON object");
  try {
    return fromProtoJson(GenesisState, json, registry);
  } catch (err) {
    throw new Error(`bank genesis: ${(err as Error).message}`);
  }
}

/** Prints every field, defaults included, in the SDK's export form. */
export function bankGenesisToJson(genesis: BankGenesisState): Record<string, unknown> {
  return {
    params: bankParamsToJson(genesis.params),
    balances: genesis.balances.map((b) => ({ address: b.address, coins: coinsToJson(b.coins) })),
    supply: coinsToJson(genesis.supply),
    denom_metadata: genesis.denomMetadata.map(metadataToJson),
    send_enabled: genesis.sendEnabled.map(sendEnabledToJson),
  };
}

export function bankParamsToJson(params: Params): Record<string, unknown> {
  return { send_enabled: params.sendEnabled.map(sendEnabledToJson), default_send_enabled: params.defaultSendEnabled };
}

function coinsToJson(coins: readonly ProtoCoin[]): { denom: string; amount: string }[] {
  return coins.map((c) => ({ denom: c.denom, amount: c.amount }));
}

function sendEnabledToJson(entry: SendEnabled): Record<string, unknown> {
  return { denom: entry.denom, enabled: entry.enabled };
}

function metadataToJson(m: Metadata): Record<string, unknown> {
  return {
    description: m.description,
    denom_units: m.denomUnits.map((u) => ({ denom: u.denom, exponent: u.exponent, aliases: [...u.aliases] })),
    base: m.base,
    display: m.display,
    name: m.name,
    symbol: m.symbol,
    uri: m.uri,
    uri_hash: m.uriHash,
  };
}
