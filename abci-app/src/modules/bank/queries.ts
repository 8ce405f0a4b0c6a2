import { Metadata, type SendEnabled } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import type { QueryAllBalancesRequest } from "cosmjs-types/cosmos/bank/v1beta1/query";
import type { Coin as ProtoCoin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import type { KVStore } from "../../store/types";
import { isValidDenom, type Coin } from "../../types/coins";
import type { QueryRoute } from "../../module-kit/module";
import { addressArgument, queryRoute } from "../../module-kit/query";
import { paginate } from "../../module-kit/pagination";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { BankKeeper } from "./keeper/keeper";
import { accountBalancesStore, denomMetadataStore, denomOwnersStore, isSendEnabled, sendEnabledStore, supplyStore } from "./keeper/store";
import { decodeAmount } from "./types/amount";
import { addressFromLengthPrefixed } from "./types/keys";
import { BANK_QUERY } from "./types/query";

const utf8 = new TextDecoder();

/** The `cosmos.bank.v1beta1.Query` service: each handler rejects a null request, validates, reads, wraps. */
export function bankQueryRoutes(keeper: BankKeeper): QueryRoute[] {
  const address = (text: string) => addressArgument(keeper.addressCodec, text);
  const coinPage = (store: KVStore, pagination: QueryAllBalancesRequest["pagination"]) =>
    paginate(store, pagination, (denom, amount) => toProto({ denom: utf8.decode(denom), amount: decodeAmount(amount) }));
  return [
    queryRoute(BANK_QUERY.Balance, (ctx, req) => {
      checkDenom(req.denom);
      return { balance: toProto(keeper.getBalance(ctx, address(req.address), req.denom)) };
    }),
    queryRoute(BANK_QUERY.AllBalances, (ctx, req) => {
      const page = coinPage(accountBalancesStore(ctx, address(req.address)), req.pagination);
      return { balances: page.items, pagination: page.pagination };
    }),
    queryRoute(BANK_QUERY.SpendableBalances, (ctx, req) => {
      // Without vesting accounts every balance is spendable.
      const page = coinPage(accountBalancesStore(ctx, address(req.address)), req.pagination);
      return { balances: page.items, pagination: page.pagination };
    }),
    queryRoute(BANK_QUERY.SpendableBalanceByDenom, (ctx, req) => {
      const owner = address(req.address);
      checkDenom(req.denom);
      return { balance: toProto(keeper.spendableCoin(ctx, owner, req.denom)) };
    }),
    queryRoute(BANK_QUERY.TotalSupply, (ctx, req) => {
      const page = coinPage(supplyStore(ctx), req.pagination);
      return { supply: page.items, pagination: page.pagination };
    }),
    queryRoute(BANK_QUERY.SupplyOf, (ctx, req) => {
      checkDenom(req.denom);
      return { amount: toProto(keeper.getSupply(ctx, req.denom)) };
    }),
    queryRoute(BANK_QUERY.Params, (ctx) => ({ params: keeper.getParams(ctx) })),
    queryRoute(BANK_QUERY.DenomsMetadata, (ctx, req) => {
      const page = paginate(denomMetadataStore(ctx), req.pagination, (_denom, bytes) => Metadata.decode(bytes));
      return { metadatas: page.items, pagination: page.pagination };
    }),
    queryRoute(BANK_QUERY.DenomMetadata, (ctx, req) => {
      checkDenom(req.denom);
      const metadata = keeper.getDenomMetadata(ctx, req.denom);
      if (metadata === undefined) throw notFound(`client metadata for denom ${req.denom}`);
      return { metadata };
    }),
    queryRoute(BANK_QUERY.DenomOwners, (ctx, req) => {
      checkDenom(req.denom);
      const page = paginate(denomOwnersStore(ctx, req.denom), req.pagination, (key) => {
        const owner = addressFromLengthPrefixed(key);
        return { address: keeper.addressCodec.encode(owner), balance: toProto(keeper.getBalance(ctx, owner, req.denom)) };
      });
      return { denomOwners: page.items, pagination: page.pagination };
    }),
    queryRoute(BANK_QUERY.SendEnabled, (ctx, req) => {
      if (req.denoms.length > 0) {
        const found = req.denoms.map((denom) => keeper.getSendEnabledEntry(ctx, denom)).filter((e): e is SendEnabled => e !== undefined);
        return { sendEnabled: found };
      }
      const page = paginate(sendEnabledStore(ctx), req.pagination, (denom, flag) => ({
        denom: utf8.decode(denom),
        enabled: isSendEnabled(flag),
      }));
      return { sendEnabled: page.items, pagination: page.pagination };
    }),
  ];
}

function checkDenom(denom: string): void {
  if (!isValidDenom(denom)) throw invalidArgument(`invalid denom: ${JSON.stringify(denom)}`);
}

function toProto(coin: Coin): ProtoCoin {
  return { denom: coin.denom, amount: coin.amount.toString() };
}
