import { BaseAccount as BaseAccountProto, ModuleAccount as ModuleAccountProto } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { BinaryWriter } from "cosmjs-types/binary";
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
  const base = baseProto(account, codec);
  if (account.moduleName === undefined) return { typeUrl: BASE_ACCOUNT_TYPE_URL, value: BaseAccountProto.encode(base).finish() };
  return { typeUrl: MODULE_ACCOUNT_TYPE_URL, value: ModuleAccountProto.encode(moduleProto(account, base)).finish() };
}

/**
 * The stored bytes of an account, `Any.encode(accountToAny(account, codec)).finish()`, written by one writer: the
 * account, nested in its `Any`, is not encoded into a buffer of its own first. (A base or module account never encodes
 * to nothing, which `Any.encode` would leave out: its address is set.)
 */
export function encodeAccount(account: Account, codec: AddressCodec): Uint8Array {
  const base = baseProto(account, codec);
  const writer = BinaryWriter.create();
  if (account.moduleName === undefined) {
    BaseAccountProto.encode(base, writer.uint32(ANY_TYPE_URL_TAG).string(BASE_ACCOUNT_TYPE_URL).uint32(ANY_VALUE_TAG).fork());
  } else {
    ModuleAccountProto.encode(moduleProto(account, base), writer.uint32(ANY_TYPE_URL_TAG).string(MODULE_ACCOUNT_TYPE_URL).uint32(ANY_VALUE_TAG).fork());
  }
  return writer.ldelim().finish();
}

/** What `unpackAccount` decodes from `encodeAccount(account, codec)`, without encoding or decoding. */
export function unpackedOf(account: Account, codec: AddressCodec): UnpackedAccount {
  const { pubKey, accountNumber, sequence, moduleName } = account;
  const unpacked = { address: codec.encode(account.address), pubKey, accountNumber, sequence };
  return moduleName === undefined ? unpacked : { ...unpacked, moduleName, permissions: permissionsOf(account) };
}

/** `Any`'s fields on the wire: type_url (1) and value (2), both length-delimited. */
const ANY_TYPE_URL_TAG = (1 << 3) | 2;
const ANY_VALUE_TAG = (2 << 3) | 2;

function baseProto(account: Account, codec: AddressCodec): BaseAccountProto {
  return { address: codec.encode(account.address), pubKey: account.pubKey, accountNumber: account.accountNumber, sequence: account.sequence };
}

function moduleProto(account: Account, base: BaseAccountProto): ModuleAccountProto {
  return { baseAccount: base, name: account.moduleName!, permissions: permissionsOf(account) };
}

function permissionsOf(account: Account): string[] {
  return [...((account as Partial<ModuleAccount>).permissions ?? [])];
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
