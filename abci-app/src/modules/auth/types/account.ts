import { BaseAccount as BaseAccountProto, ModuleAccount as ModuleAccountProto } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Account } from "../../../tx/expected-keepers";
import type { AddressCodec } from "../../../types/address";

export type { Account };

export const BASE_ACCOUNT_TYPE_URL = "/cosmos.auth.v1beta1.BaseAccount";
export const MODULE_ACCOUNT_TYPE_URL = "/cosmos.auth.v1beta1.ModuleAccount";

/** Module account permissions (the SDK's `authtypes.Minter`, `Burner`, `Staking`). */
export const MINTER = "minter";
export const BURNER = "burner";
export const STAKING = "staking";

/** A module account: owned by a module, never signs, and may mint, burn or hold stake by permission. */
export interface ModuleAccount extends Account {
  readonly moduleName: string;
  readonly permissions: readonly string[];
}

/** An account as its proto holds it: the address still bech32. */
export interface UnpackedAccount {
  readonly address: string;
  readonly pubKey: Any | undefined;
  readonly accountNumber: bigint;
  readonly sequence: bigint;
  readonly moduleName?: string;
  readonly permissions?: readonly string[];
}

export function isModuleAccount(account: Account): account is ModuleAccount {
  return account.moduleName !== undefined;
}

export function hasPermission(account: ModuleAccount, permission: string): boolean {
  return account.permissions.includes(permission);
}

export function newBaseAccount(address: Uint8Array, accountNumber: bigint): Account {
  return { address, pubKey: undefined, accountNumber, sequence: 0n };
}

export function newModuleAccount(address: Uint8Array, name: string, permissions: readonly string[], accountNumber: bigint): ModuleAccount {
  return { address, pubKey: undefined, accountNumber, sequence: 0n, moduleName: name, permissions: [...permissions] };
}

/** The `Any` that the store keeps and queries return: a BaseAccount, or a ModuleAccount when `moduleName` is set. */
export function accountToAny(account: Account, codec: AddressCodec): Any {
  const base: BaseAccountProto = {
    address: codec.encode(account.address),
    pubKey: account.pubKey,
    accountNumber: account.accountNumber,
    sequence: account.sequence,
  };
  if (account.moduleName === undefined) {
    return { typeUrl: BASE_ACCOUNT_TYPE_URL, value: BaseAccountProto.encode(base).finish() };
  }
  const permissions = (account as Partial<ModuleAccount>).permissions ?? [];
  const module: ModuleAccountProto = { baseAccount: base, name: account.moduleName, permissions: [...permissions] };
  return { typeUrl: MODULE_ACCOUNT_TYPE_URL, value: ModuleAccountProto.encode(module).finish() };
}

/** Decodes an account `Any`; throws for any type other than BaseAccount and ModuleAccount. */
export function unpackAccount(any: Any): UnpackedAccount {
  if (any.typeUrl === BASE_ACCOUNT_TYPE_URL) return fromBase(BaseAccountProto.decode(any.value));
  if (any.typeUrl === MODULE_ACCOUNT_TYPE_URL) {
    const module = ModuleAccountProto.decode(any.value);
    const base = fromBase(module.baseAccount ?? BaseAccountProto.fromPartial({}));
    return { ...base, moduleName: module.name, permissions: module.permissions };
  }
  throw new Error(`unknown account type ${any.typeUrl}: expected ${BASE_ACCOUNT_TYPE_URL} or ${MODULE_ACCOUNT_TYPE_URL}`);
}

function fromBase(base: BaseAccountProto): UnpackedAccount {
  return { address: base.address, pubKey: base.pubKey, accountNumber: base.accountNumber, sequence: base.sequence };
}

/** The keeper's view of an unpacked account, at an address already decoded. */
export function toAccount(unpacked: UnpackedAccount, address: Uint8Array): Account {
  const { pubKey, accountNumber, sequence, moduleName, permissions } = unpacked;
  if (moduleName === undefined) return { address, pubKey, accountNumber, sequence };
  return { address, pubKey, accountNumber, sequence, moduleName, permissions: permissions ?? [] } as ModuleAccount;
}
