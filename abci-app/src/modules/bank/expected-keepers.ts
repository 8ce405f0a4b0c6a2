import type { Account } from "../../tx/expected-keepers";
import type { AddressCodec } from "../../types/address";
import type { Context } from "../../module-kit/context";
import type { ModuleAccount } from "../auth/types/account";

/** What x/bank needs of x/auth (the SDK's `types/expected_keepers.go` AccountKeeper). */
export interface BankAccountKeeper {
  readonly addressCodec: AddressCodec;
  getAccount(ctx: Context, address: Uint8Array): Account | undefined;
  hasAccount(ctx: Context, address: Uint8Array): boolean;
  setAccount(ctx: Context, account: Account): void;
  /** A BaseAccount with the next account number, not yet stored. */
  newAccountWithAddress(ctx: Context, address: Uint8Array): Account;
  /** Undefined for a module the app did not configure. */
  getModuleAddress(moduleName: string): Uint8Array | undefined;
  /** Creates the module account on first use; undefined for a module the app did not configure. */
  getModuleAccount(ctx: Context, moduleName: string): ModuleAccount | undefined;
  /** The configured module account names: blocked from receiving funds by default. */
  moduleAccountNames(): string[];
}
