import type { Account } from "../../tx/expected-keepers";
import type { AddressCodec } from "../../types/address";
import type { Context } from "../../module-kit/context";

/** What x/feegrant needs of x/auth (the SDK's `expected_keepers.go` AccountKeeper): creating a grantee's account. */
export interface FeegrantAccountKeeper {
  readonly addressCodec: AddressCodec;
  hasAccount(ctx: Context, address: Uint8Array): boolean;
  setAccount(ctx: Context, account: Account): void;
  /** A BaseAccount with the next account number, not yet stored. */
  newAccountWithAddress(ctx: Context, address: Uint8Array): Account;
}

/** What x/feegrant needs of x/bank: whether an address may receive funds (a new grantee's account may not be one). */
export interface FeegrantBankKeeper {
  blockedAddr(address: Uint8Array): boolean;
}
