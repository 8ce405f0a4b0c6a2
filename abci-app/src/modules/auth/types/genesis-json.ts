import { Params } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { Any } from "cosmjs-types/google/protobuf/any";
import type { TypeRegistry } from "../../../codec/registry";
import { toSdkJson } from "../../../codec/sdk-json";
import { readSdkJson } from "../../../codec/sdk-json-reader";
import { DEFAULT_BECH32_PREFIX } from "../../../types/address";
import type { AuthGenesisState } from "./genesis";

/**
 * The auth section of `app_state` in Cosmos JSON ⇄ `AuthGenesisState`. Accounts are `Any`s written
 * `{"@type": …, …}` of the account types the registry knows (`registerAuthTypes`). `bech32_prefix` is ours, beside
 * the SDK's fields; when missing it means the default, so SDK genesis files load unchanged.
 */
export function parseAuthGenesis(json: unknown, registry: TypeRegistry): AuthGenesisState {
  if (json === null || typeof json !== "object" || Array.isArray(json)) throw new Error("auth genesis must be a JSON object");
  const { params, accounts = [], bech32_prefix: prefix = DEFAULT_BECH32_PREFIX, ...unknown } = json as Record<string, unknown>;
  const extra = Object.keys(unknown);
  if (extra.length > 0) throw new Error(`auth genesis: unknown field ${JSON.stringify(extra[0])}`);
  if (typeof prefix !== "string") throw new Error(`auth genesis: bech32_prefix must be a string, got ${JSON.stringify(prefix)}`);
  if (!Array.isArray(accounts)) throw new Error("auth genesis: accounts must be an array");
  return {
    params: readSdkJson(Params, params ?? {}, { path: "auth genesis params" }),
    bech32Prefix: prefix,
    accounts: accounts.map((account, i) => readSdkJson(Any, account, { path: `auth genesis account ${i}`, anyTypes: registry })),
  };
}

/** Prints every field, defaults included (`"pub_key": null`, `"sequence": "0"`), as the SDK exports genesis. */
export function authGenesisToJson(genesis: AuthGenesisState): Record<string, unknown> {
  return {
    params: toSdkJson(Params, Params.fromPartial(genesis.params)),
    accounts: genesis.accounts.map((account) => toSdkJson(Any, account)),
    bech32_prefix: genesis.bech32Prefix,
  };
}
