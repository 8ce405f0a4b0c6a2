import { Params } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { Any } from "cosmjs-types/google/protobuf/any";
import type { QueryRoute } from "../../module-kit/module";
import { addressArgument, queryRoute } from "../../module-kit/query";
import { paginate } from "../../module-kit/pagination";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { AuthKeeper } from "./keeper/keeper";
import { accountToAny } from "./types/account";
import { AUTH_QUERY } from "./types/query";

const MAX_ADDRESS_BYTES = 255;

/** The `cosmos.auth.v1beta1.Query` service: each handler rejects a null request, validates, reads, wraps. */
export function authQueryRoutes(keeper: AuthKeeper): QueryRoute[] {
  const address = (text: string) => addressArgument(keeper.addressCodec, text);
  return [
    queryRoute(AUTH_QUERY.Accounts, (ctx, req) => {
      const page = paginate(keeper.accountStore(ctx), req.pagination, (_key, value) => Any.decode(value));
      return { accounts: page.items, pagination: page.pagination };
    }),
    queryRoute(AUTH_QUERY.Account, (ctx, req) => {
      const account = keeper.getAccountAny(ctx, address(req.address));
      if (account === undefined) throw notFound(`account ${req.address} not found`);
      return { account };
    }),
    queryRoute(AUTH_QUERY.AccountAddressByID, (ctx, req) => {
      if (req.id !== 0n) throw invalidArgument("requesting with id isn't supported, try to request using account-id");
      const found = keeper.getAccountAddressById(ctx, req.accountId);
      if (found === undefined) throw notFound(`account address not found with account number ${req.accountId}`);
      return { accountAddress: keeper.addressCodec.encode(found) };
    }),
    queryRoute(AUTH_QUERY.Params, (ctx) => ({ params: Params.fromPartial({ ...keeper.getParams(ctx) }) })),
    queryRoute(AUTH_QUERY.ModuleAccounts, (ctx) => ({
      accounts: keeper.moduleAccounts.names().map((name) => accountToAny(keeper.getModuleAccount(ctx, name)!, keeper.addressCodec)),
    })),
    queryRoute(AUTH_QUERY.ModuleAccountByName, (ctx, req) => {
      if (req.name.trim() === "") throw invalidArgument("module name is empty");
      const account = keeper.getModuleAccount(ctx, req.name);
      if (account === undefined) throw notFound(`account ${req.name} not found`);
      return { account: accountToAny(account, keeper.addressCodec) };
    }),
    queryRoute(AUTH_QUERY.Bech32Prefix, () => ({ bech32Prefix: keeper.addressCodec.prefix })),
    queryRoute(AUTH_QUERY.AddressBytesToString, (_ctx, req) => {
      if (req.addressBytes.length === 0) throw invalidArgument("empty address bytes is not allowed");
      if (req.addressBytes.length > MAX_ADDRESS_BYTES) {
        throw invalidArgument(`address length must be 1 to ${MAX_ADDRESS_BYTES} bytes, got ${req.addressBytes.length}`);
      }
      return { addressString: keeper.addressCodec.encode(req.addressBytes) };
    }),
    queryRoute(AUTH_QUERY.AddressStringToBytes, (_ctx, req) => {
      if (req.addressString.trim() === "") throw invalidArgument("empty address string is not allowed");
      return { addressBytes: address(req.addressString) };
    }),
    queryRoute(AUTH_QUERY.AccountInfo, (ctx, req) => {
      const account = keeper.getAccount(ctx, address(req.address));
      if (account === undefined) throw notFound(`account ${req.address} not found`);
      const { pubKey, accountNumber, sequence } = account;
      return { info: { address: keeper.addressCodec.encode(account.address), pubKey, accountNumber, sequence } };
    }),
  ];
}
