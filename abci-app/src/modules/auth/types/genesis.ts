import type { Any } from "cosmjs-types/google/protobuf/any";
import type { AuthParams } from "../../../tx/expected-keepers";
import { AddressCodec, DEFAULT_BECH32_PREFIX, moduleAddress } from "../../../types/address";
import { unpackAccount, type UnpackedAccount } from "./account";
import { DEFAULT_AUTH_PARAMS, validateAuthParams } from "./params";
import { pubKeyAddress } from "./pubkey";

/** x/auth genesis: the SDK's `GenesisState{params, accounts}` plus the chain's bech32 prefix. */
export interface AuthGenesisState {
  readonly params: AuthParams;
  /** BaseAccount / ModuleAccount `Any`s. */
  readonly accounts: readonly Any[];
  readonly bech32Prefix: string;
}

export function defaultAuthGenesis(): AuthGenesisState {
  return { params: DEFAULT_AUTH_PARAMS, accounts: [], bech32Prefix: DEFAULT_BECH32_PREFIX };
}

/**
 * Stateless checks of an auth genesis: a valid prefix, positive params, and accounts of known types with
 * addresses in that prefix, no address or account number twice, public keys matching their addresses and
 * module accounts at their modules' addresses. Throws an Error naming the offending account.
 */
export function validateAuthGenesis(genesis: AuthGenesisState): void {
  let codec: AddressCodec;
  try {
    codec = new AddressCodec(genesis.bech32Prefix);
  } catch (err) {
    throw new Error(`auth genesis: ${(err as Error).message}`);
  }
  validateAuthParams(genesis.params);
  const seenAddresses = new Map<string, number>();
  const seenNumbers = new Map<bigint, string>();
  genesis.accounts.forEach((any, i) => {
    const where = `auth genesis account ${i}`;
    let account: UnpackedAccount;
    try {
      account = unpackAccount(any);
      validateGenesisAccount(account, codec);
    } catch (err) {
      throw new Error(`${where}: ${(err as Error).message}`);
    }
    const key = Buffer.from(codec.decode(account.address)).toString("hex");
    if (seenAddresses.has(key)) throw new Error(`${where}: duplicate account address ${account.address} (also account ${seenAddresses.get(key)})`);
    const holder = seenNumbers.get(account.accountNumber);
    if (holder !== undefined) throw new Error(`${where}: duplicate account number ${account.accountNumber} (${account.address} and ${holder})`);
    seenAddresses.set(key, i);
    seenNumbers.set(account.accountNumber, account.address);
  });
}

function validateGenesisAccount(account: UnpackedAccount, codec: AddressCodec): void {
  const address = codec.decode(account.address);
  if (account.pubKey !== undefined && !sameBytes(pubKeyAddress(account.pubKey), address)) {
    throw new Error(`account address ${account.address} and pubkey address do not match`);
  }
  if (account.moduleName === undefined) return;
  if (account.moduleName.trim() === "") throw new Error(`module account ${account.address}: module name cannot be blank`);
  if (!sameBytes(moduleAddress(account.moduleName), address)) {
    throw new Error(`module account ${account.address} cannot be derived from the module name "${account.moduleName}"`);
  }
  const seen = new Set<string>();
  for (const permission of account.permissions ?? []) {
    if (permission.trim() === "") throw new Error(`module account ${account.moduleName}: permission cannot be blank`);
    if (seen.has(permission)) throw new Error(`module account ${account.moduleName}: duplicate permission ${permission}`);
    seen.add(permission);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return Buffer.compare(a, b) === 0;
}
