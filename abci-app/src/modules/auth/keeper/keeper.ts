import { Params } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { Any } from "cosmjs-types/google/protobuf/any";
import { DecodeMemo } from "../../../store/decode-memo";
import { PrefixStore } from "../../../store/prefix";
import type { KVStore } from "../../../store/types";
import type { Account, AccountKeeper, AuthParams } from "../../../tx/expected-keepers";
import { AddressCodec, moduleAddress } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { encodeAccount, toAccount, unpackAccount, unpackedOf, type ModuleAccount, type UnpackedAccount } from "../types/account";
import { ACCOUNT_PREFIX, accountKey, accountNumberKey, AUTH_STORE_KEY, BECH32_PREFIX_KEY, GLOBAL_ACCOUNT_NUMBER_KEY, PARAMS_KEY } from "../types/keys";
import { DEFAULT_AUTH_PARAMS } from "../types/params";
import { decodeUInt64Value, encodeUInt64Value } from "../types/uint64-value";
import { ModuleAccounts, type ModuleAccountPermissions } from "./module-accounts";

export interface AuthKeeperOptions {
  /** The codec shared by every module; its prefix is set from genesis. Default: a new codec with prefix "hid". */
  readonly addressCodec?: AddressCodec;
  /** The app's module accounts and their permissions (the SDK's `maccPerms`); `fee_collector` is always there. */
  readonly moduleAccountPermissions?: ModuleAccountPermissions;
}

/**
 * x/auth state: accounts by address, the global account number, the account-number index, params and the
 * bech32 prefix. Implements what the transaction pipeline needs (`AccountKeeper`) and what bank needs.
 */
export class AuthKeeper implements AccountKeeper {
  readonly addressCodec: AddressCodec;
  readonly moduleAccounts: ModuleAccounts;
  private readonly accounts = new DecodeMemo<UnpackedAccount>((bytes) => unpackAccount(Any.decode(bytes)));
  private readonly params = new DecodeMemo<AuthParams>((bytes) => Object.freeze(Params.decode(bytes)));

  constructor(options: AuthKeeperOptions = {}) {
    this.addressCodec = options.addressCodec ?? new AddressCodec();
    this.moduleAccounts = new ModuleAccounts(this, options.moduleAccountPermissions ?? {});
  }

  getAccount(ctx: Context, address: Uint8Array): Account | undefined {
    const bytes = store(ctx).get(accountKey(address));
    return bytes === undefined ? undefined : toAccount(this.accounts.get(bytes), address);
  }

  /** The stored `Any` of an account, as queries return it. */
  getAccountAny(ctx: Context, address: Uint8Array): Any | undefined {
    const bytes = store(ctx).get(accountKey(address));
    return bytes === undefined ? undefined : Any.decode(bytes);
  }

  hasAccount(ctx: Context, address: Uint8Array): boolean {
    return store(ctx).has(accountKey(address));
  }

  /**
   * Writes the account and its account-number index entry (both, as SDK v0.47 does on every write). The bytes written
   * are remembered as decoding to the account, so the next read of them (the signer's next transaction) decodes nothing.
   */
  setAccount(ctx: Context, account: Account): void {
    const s = store(ctx);
    const full = this.withPermissions(account);
    const bytes = encodeAccount(full, this.addressCodec);
    this.accounts.remember(bytes, unpackedOf(full, this.addressCodec));
    s.set(accountKey(account.address), bytes);
    s.set(accountNumberKey(account.accountNumber), account.address);
  }

  removeAccount(ctx: Context, account: Account): void {
    const s = store(ctx);
    s.delete(accountKey(account.address));
    s.delete(accountNumberKey(account.accountNumber));
  }

  /** A new BaseAccount with the next account number; not stored until `setAccount`. */
  newAccountWithAddress(ctx: Context, address: Uint8Array): Account {
    return { address, pubKey: undefined, accountNumber: this.nextAccountNumber(ctx), sequence: 0n };
  }

  /** Takes the next account number and advances the counter. */
  nextAccountNumber(ctx: Context): bigint {
    const s = store(ctx);
    const bytes = s.get(GLOBAL_ACCOUNT_NUMBER_KEY);
    const next = bytes === undefined ? 0n : decodeUInt64Value(bytes);
    s.set(GLOBAL_ACCOUNT_NUMBER_KEY, encodeUInt64Value(next + 1n));
    return next;
  }

  /** Sets the counter so that the next new account gets `next` (genesis, after importing accounts). */
  setNextAccountNumber(ctx: Context, next: bigint): void {
    store(ctx).set(GLOBAL_ACCOUNT_NUMBER_KEY, encodeUInt64Value(next));
  }

  /** Every account in address order; stops when `visit` returns true. */
  iterateAccounts(ctx: Context, visit: (account: Account) => boolean | void): void {
    for (const [address, bytes] of accountsByAddress(ctx).iterator()) {
      if (visit(toAccount(unpackAccount(Any.decode(bytes)), address)) === true) return;
    }
  }

  /** The raw stored `Any`s in address order: what queries and genesis export return. */
  accountStore(ctx: Context): KVStore {
    return accountsByAddress(ctx);
  }

  getAccountAddressById(ctx: Context, accountNumber: bigint): Uint8Array | undefined {
    return store(ctx).get(accountNumberKey(accountNumber));
  }

  /** Stored params, or the defaults before genesis. */
  getParams(ctx: Context): AuthParams {
    const bytes = store(ctx).get(PARAMS_KEY);
    return bytes === undefined ? DEFAULT_AUTH_PARAMS : this.params.get(bytes);
  }

  setParams(ctx: Context, params: AuthParams): void {
    store(ctx).set(PARAMS_KEY, Params.encode({ ...params }).finish());
  }

  /** Stores the chain's prefix and switches the codec to it (InitChain). */
  setBech32Prefix(ctx: Context, prefix: string): void {
    this.addressCodec.usePrefix(prefix);
    store(ctx).set(BECH32_PREFIX_KEY, new TextEncoder().encode(prefix));
  }

  /** Switches the codec to the prefix in state, if any (at start-up, before serving); returns the prefix in use. */
  loadPrefix(ctx: Context): string {
    const bytes = store(ctx).get(BECH32_PREFIX_KEY);
    if (bytes !== undefined) this.addressCodec.usePrefix(new TextDecoder().decode(bytes));
    return this.addressCodec.prefix;
  }

  /** The address of any module name, configured or not. */
  moduleAddress(moduleName: string): Uint8Array {
    return moduleAddress(moduleName);
  }

  /** The address of a configured module account, undefined for other names. */
  getModuleAddress(moduleName: string): Uint8Array | undefined {
    return this.moduleAccounts.address(moduleName);
  }

  /** The module account of a configured module, created on first use; undefined for other names. */
  getModuleAccount(ctx: Context, moduleName: string): ModuleAccount | undefined {
    return this.moduleAccounts.get(ctx, moduleName);
  }

  /** The configured module account names, sorted. */
  moduleAccountNames(): string[] {
    return this.moduleAccounts.names();
  }

  /** Module accounts keep their permissions when a caller rebuilds one from the `Account` fields alone. */
  private withPermissions(account: Account): Account {
    if (account.moduleName === undefined || "permissions" in account) return account;
    return { ...account, permissions: this.moduleAccounts.permissions(account.moduleName) ?? [] } as Account;
  }
}

function store(ctx: Context): KVStore {
  return ctx.kvStore(AUTH_STORE_KEY);
}

function accountsByAddress(ctx: Context): KVStore {
  return new PrefixStore(store(ctx), ACCOUNT_PREFIX);
}
