import { Params } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { Any } from "cosmjs-types/google/protobuf/any";
import { anyToProtoJson, fromProtoJson } from "../../../codec/proto-json";
import type { TypeRegistry } from "../../../codec/registry";
import type { AuthParams } from "../../../tx/expected-keepers";
import { DEFAULT_BECH32_PREFIX } from "../../../types/address";
import { unpackAccount } from "./account";
import type { AuthGenesisState } from "./genesis";

/**
 * The auth section of `app_state` in Cosmos proto-JSON ⇄ `AuthGenesisState`. Accounts are `Any`s written
 * `{"@type": …, …}`; the registry must know the account and public key types (`registerAuthTypes`).
 * A missing `bech32_prefix` means the default, so SDK genesis files load unchanged.
 */
export function parseAuthGenesis(json: unknown, registry: TypeRegistry): AuthGenesisState {
  const section = asObject(json, "auth genesis");
  const prefix = section.bech32_prefix ?? DEFAULT_BECH32_PREFIX;
  if (typeof prefix !== "string") throw new Error(`auth genesis: bech32_prefix must be a string, got ${JSON.stringify(prefix)}`);
  let params: Params;
  try {
    params = fromProtoJson(Params, asObject(section.params, "params"), registry);
  } catch (err) {
    throw new Error(`auth genesis params: ${(err as Error).message}`);
  }
  const accounts = section.accounts ?? [];
  if (!Array.isArray(accounts)) throw new Error("auth genesis: accounts must be an array");
  return {
    params,
    bech32Prefix: prefix,
    accounts: accounts.map((account, i) => {
      try {
        return fromProtoJson(Any, asObject(account, "account"), registry);
      } catch (err) {
        throw new Error(`auth genesis account ${i}: ${(err as Error).message}`);
      }
    }),
  };
}

/** Prints every field, defaults included (`"pub_key": null`, `"sequence": "0"`), as the SDK exports genesis. */
export function authGenesisToJson(genesis: AuthGenesisState, registry: TypeRegistry): Record<string, unknown> {
  return {
    params: authParamsToJson(genesis.params),
    accounts: genesis.accounts.map((any) => accountToJson(any, registry)),
    bech32_prefix: genesis.bech32Prefix,
  };
}

export function authParamsToJson(params: AuthParams): Record<string, string> {
  return {
    max_memo_characters: params.maxMemoCharacters.toString(),
    tx_sig_limit: params.txSigLimit.toString(),
    tx_size_cost_per_byte: params.txSizeCostPerByte.toString(),
    sig_verify_cost_ed25519: params.sigVerifyCostEd25519.toString(),
    sig_verify_cost_secp256k1: params.sigVerifyCostSecp256k1.toString(),
  };
}

function accountToJson(any: Any, registry: TypeRegistry): Record<string, unknown> {
  const account = unpackAccount(any);
  const base = {
    address: account.address,
    pub_key: account.pubKey === undefined ? null : anyToProtoJson(account.pubKey.typeUrl, account.pubKey.value, registry),
    account_number: account.accountNumber.toString(),
    sequence: account.sequence.toString(),
  };
  if (account.moduleName === undefined) return { "@type": any.typeUrl, ...base };
  return { "@type": any.typeUrl, base_account: base, name: account.moduleName, permissions: [...(account.permissions ?? [])] };
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`${what} must be a JSON object`);
  return value as Record<string, unknown>;
}
