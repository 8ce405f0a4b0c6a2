import type { Metadata, SendEnabled } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { coinsFromProto, coinsToProto, type Coin } from "../../types/coins";
import type { Context } from "../../module-kit/context";
import type { BankKeeper } from "./keeper/keeper";
import { validateBankGenesis, type BankGenesisState } from "./types/genesis";

/**
 * Loads bank genesis after auth's (the address prefix must be set): params and send-enabled flags, balances
 * (no events, no account creation), the supply computed from the balances, and denom metadata.
 */
export function initBankGenesis(ctx: Context, keeper: BankKeeper, genesis: BankGenesisState): void {
  const total = validateBankGenesis(genesis, keeper.addressCodec);
  keeper.setParams(ctx, genesis.params);
  for (const entry of genesis.sendEnabled) keeper.setSendEnabled(ctx, entry.denom, entry.enabled);
  for (const balance of genesis.balances) {
    keeper.initBalances(ctx, keeper.addressCodec.decode(balance.address), coinsFromProto(balance.coins));
  }
  for (const coin of total) keeper.setSupply(ctx, coin);
  for (const metadata of genesis.denomMetadata) keeper.setDenomMetadata(ctx, metadata);
}

/** The state as genesis: balances in address-byte order, supply, metadata and flags in denom order. */
export function exportBankGenesis(ctx: Context, keeper: BankKeeper): BankGenesisState {
  const supply: Coin[] = [];
  keeper.iterateTotalSupply(ctx, (coin) => void supply.push(coin));
  const denomMetadata: Metadata[] = [];
  keeper.iterateAllDenomMetadata(ctx, (metadata) => void denomMetadata.push(metadata));
  const sendEnabled: SendEnabled[] = [];
  keeper.iterateSendEnabledEntries(ctx, (entry) => void sendEnabled.push(entry));
  return {
    params: keeper.getParams(ctx),
    balances: keeper.getAccountsBalances(ctx).map((b) => ({ address: keeper.addressCodec.encode(b.address), coins: coinsToProto(b.coins) })),
    supply: coinsToProto(supply),
    denomMetadata,
    sendEnabled,
  };
}
