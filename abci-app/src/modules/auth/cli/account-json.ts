import type { Any } from "cosmjs-types/google/protobuf/any";
import { pubKeyToJson } from "../../../cli-kit/tx/pubkey-json";
import { unpackAccount, type UnpackedAccount } from "../types/account";

/**
 * An account Any as the SDK prints it (`q account`): `{"@type", address, pub_key, account_number, sequence}`,
 * `pub_key` null until the account's first transaction; a module account nests these in `base_account`.
 */
export function accountToJson(any: Any): Record<string, unknown> {
  const account = unpackAccount(any);
  if (account.moduleName === undefined) return { "@type": any.typeUrl, ...baseAccountJson(account) };
  return { "@type": any.typeUrl, base_account: baseAccountJson(account), name: account.moduleName, permissions: [...(account.permissions ?? [])] };
}

function baseAccountJson(account: UnpackedAccount): Record<string, unknown> {
  return {
    address: account.address,
    pub_key: account.pubKey === undefined ? null : pubKeyToJson(account.pubKey),
    account_number: account.accountNumber.toString(),
    sequence: account.sequence.toString(),
  };
}
