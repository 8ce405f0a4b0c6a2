import type { Context } from "../../module-kit/context";
import { ErrUnknownAddress } from "../../types/sdk-errors";
import type { Account, AccountKeeper } from "../expected-keepers";

/** The account of a signer, which must exist (GetSignerAcc). */
export function signerAccount(ctx: Context, accounts: AccountKeeper, address: Uint8Array): Account {
  const account = accounts.getAccount(ctx, address);
  if (account === undefined) throw ErrUnknownAddress.wrap(`account ${accounts.addressCodec.encode(address)} does not exist`);
  return account;
}
