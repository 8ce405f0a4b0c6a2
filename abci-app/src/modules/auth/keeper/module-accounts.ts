import type { Account } from "../../../tx/expected-keepers";
import { FEE_COLLECTOR } from "../../../tx/expected-keepers";
import { moduleAddress } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { isModuleAccount, newModuleAccount, type ModuleAccount } from "../types/account";

/** Module name → permissions (`minter`, `burner`, `staking`), the SDK's `maccPerms`. */
export type ModuleAccountPermissions = Readonly<Record<string, readonly string[]>>;

/** What module accounts need of the account store. */
interface AccountStore {
  getAccount(ctx: Context, address: Uint8Array): Account | undefined;
  setAccount(ctx: Context, account: Account): void;
  nextAccountNumber(ctx: Context): bigint;
}

/** The app's configured module accounts: their fixed addresses and permissions, created in state on first use. */
export class ModuleAccounts {
  private readonly perms = new Map<string, readonly string[]>();
  private readonly addresses = new Map<string, Uint8Array>();

  constructor(
    private readonly accounts: AccountStore,
    permissions: ModuleAccountPermissions,
  ) {
    const all: ModuleAccountPermissions = { [FEE_COLLECTOR]: [], ...permissions };
    for (const name of Object.keys(all).sort()) {
      const list = all[name]!;
      if (name.trim() === "") throw new Error("module account name cannot be blank");
      if (list.some((p) => p.trim() === "")) throw new Error(`module account ${name}: permission cannot be blank`);
      this.perms.set(name, [...list]);
      this.addresses.set(name, moduleAddress(name));
    }
  }

  /** Configured module names, sorted. */
  names(): string[] {
    return [...this.perms.keys()];
  }

  address(name: string): Uint8Array | undefined {
    return this.addresses.get(name);
  }

  permissions(name: string): readonly string[] | undefined {
    return this.perms.get(name);
  }

  /**
   * The module account of a configured module, created with the next account number if it does not exist
   * yet (the SDK's `GetModuleAccount`); undefined for a name the app did not configure.
   */
  get(ctx: Context, name: string): ModuleAccount | undefined {
    const address = this.addresses.get(name);
    if (address === undefined) return undefined;
    const existing = this.accounts.getAccount(ctx, address);
    if (existing !== undefined) {
      if (!isModuleAccount(existing)) throw new Error(`account at module address of ${name} is not a module account`);
      return existing;
    }
    const account = newModuleAccount(address, name, this.perms.get(name)!, this.accounts.nextAccountNumber(ctx));
    this.accounts.setAccount(ctx, account);
    return account;
  }
}
