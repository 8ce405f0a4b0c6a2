import type { Account } from "../../tx/expected-keepers";
import type { AddressCodec } from "../../types/address";
import type { Context } from "../../module-kit/context";
import type { MsgRoute } from "../../module-kit/module";

/** What x/authz needs of x/auth (the SDK's `authz.AccountKeeper`): creating the grantee's account on a grant. */
export interface AuthzAccountKeeper {
  readonly addressCodec: AddressCodec;
  hasAccount(ctx: Context, address: Uint8Array): boolean;
  /** A BaseAccount with the next account number, not yet stored. */
  newAccountWithAddress(ctx: Context, address: Uint8Array): Account;
  setAccount(ctx: Context, account: Account): void;
}

/** What x/authz needs of x/bank (the SDK's `authz.BankKeeper`): no account is created for a blocked address. */
export interface AuthzBankKeeper {
  blockedAddr(address: Uint8Array): boolean;
}

/**
 * The app's message router (the SDK's MsgServiceRouter): MsgExec runs inner messages through it, and MsgGrant
 * refuses a message type it does not route. The app builds it from every module's table, authz's included, so
 * the keeper receives it after construction.
 */
export interface AuthzMsgRouter {
  route(typeUrl: string): MsgRoute | undefined;
}
