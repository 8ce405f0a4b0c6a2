import { Metadata } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import type { BankKeeper as TxBankKeeper } from "../../../tx/expected-keepers";
import type { Coin } from "../../../types/coins";
import type { Context } from "../../../module-kit/context";
import { ErrUnauthorized, ErrUnknownAddress } from "../../../types/sdk-errors";
import { BURNER, hasPermission, MINTER, type ModuleAccount } from "../../auth/types/account";
import { burnEvent, coinbaseEvent } from "../events";
import type { BankAccountKeeper } from "../expected-keepers";
import { encodeAmount } from "../types/amount";
import { denomMetadataKey, supplyKey } from "../types/keys";
import { bankStore } from "./store";
import { SendKeeper, type BankSendKeeper } from "./send";

export interface BankKeeperOptions {
  readonly accountKeeper: BankAccountKeeper;
  /**
   * Addresses that may not receive funds through MsgSend, MsgMultiSend or module-to-account sends.
   * Default: every module account the account keeper knows (simapp additionally lets gov receive).
   */
  readonly blockedAddresses?: Iterable<Uint8Array>;
}

/** Module-account transfers, minting and burning (with permissions), supply and denom metadata. */
export interface BankModuleKeeper extends BankSendKeeper, TxBankKeeper {
  sendCoinsFromModuleToAccount(ctx: Context, senderModule: string, recipient: Uint8Array, amount: readonly Coin[]): void;
  sendCoinsFromModuleToModule(ctx: Context, senderModule: string, recipientModule: string, amount: readonly Coin[]): void;
  /** Creates coins in a module account with the `minter` permission; emits coin_received and coinbase. */
  mintCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void;
  /** Destroys coins of a module account with the `burner` permission; emits coin_spent and burn. */
  burnCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void;
  setDenomMetadata(ctx: Context, metadata: Metadata): void;
}

/** The SDK's `BaseKeeper`: the full bank keeper the app builds once and hands out by narrower interfaces. */
export class BankKeeper extends SendKeeper implements BankModuleKeeper {
  constructor(options: BankKeeperOptions) {
    const ak = options.accountKeeper;
    super(ak, options.blockedAddresses ?? ak.moduleAccountNames().map((name) => ak.getModuleAddress(name)!));
  }

  sendCoinsFromAccountToModule(ctx: Context, sender: Uint8Array, recipientModule: string, amount: readonly Coin[]): void {
    this.sendCoins(ctx, sender, this.moduleAccount(ctx, recipientModule).address, amount);
  }

  sendCoinsFromModuleToAccount(ctx: Context, senderModule: string, recipient: Uint8Array, amount: readonly Coin[]): void {
    const sender = this.moduleAddress(senderModule);
    if (this.blockedAddr(recipient)) throw ErrUnauthorized.wrap(`${this.addressCodec.encode(recipient)} is not allowed to receive funds`);
    this.sendCoins(ctx, sender, recipient, amount);
  }

  sendCoinsFromModuleToModule(ctx: Context, senderModule: string, recipientModule: string, amount: readonly Coin[]): void {
    const sender = this.moduleAddress(senderModule);
    this.sendCoins(ctx, sender, this.moduleAccount(ctx, recipientModule).address, amount);
  }

  mintCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void {
    const account = this.moduleAccount(ctx, moduleName);
    if (!hasPermission(account, MINTER)) throw ErrUnauthorized.wrap(`module account ${moduleName} does not have permissions to mint tokens`);
    this.addCoins(ctx, account.address, amount);
    for (const coin of amount) this.setSupply(ctx, { denom: coin.denom, amount: this.getSupply(ctx, coin.denom).amount + coin.amount });
    ctx.events.emit(coinbaseEvent(this.addressCodec.encode(account.address), amount));
  }

  burnCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void {
    const account = this.moduleAccount(ctx, moduleName);
    if (!hasPermission(account, BURNER)) throw ErrUnauthorized.wrap(`module account ${moduleName} does not have permissions to burn tokens`);
    this.subUnlockedCoins(ctx, account.address, amount);
    for (const coin of amount) this.setSupply(ctx, { denom: coin.denom, amount: this.getSupply(ctx, coin.denom).amount - coin.amount });
    ctx.events.emit(burnEvent(this.addressCodec.encode(account.address), amount));
  }

  setDenomMetadata(ctx: Context, metadata: Metadata): void {
    bankStore(ctx).set(denomMetadataKey(metadata.base), Metadata.encode(metadata).finish());
  }

  /** Genesis only: balances without events or account creation (auth genesis holds the accounts). */
  initBalances(ctx: Context, address: Uint8Array, coins: readonly Coin[]): void {
    for (const coin of coins) this.setBalance(ctx, address, coin);
  }

  /** Genesis and mint/burn only: a zero supply is deleted. */
  setSupply(ctx: Context, coin: Coin): void {
    if (coin.amount === 0n) bankStore(ctx).delete(supplyKey(coin.denom));
    else bankStore(ctx).set(supplyKey(coin.denom), encodeAmount(coin.amount));
  }

  private moduleAccount(ctx: Context, moduleName: string): ModuleAccount {
    const account = this.accountKeeper.getModuleAccount(ctx, moduleName);
    if (account === undefined) throw ErrUnknownAddress.wrap(`module account ${moduleName} does not exist`);
    return account;
  }

  private moduleAddress(moduleName: string): Uint8Array {
    const address = this.accountKeeper.getModuleAddress(moduleName);
    if (address === undefined) throw ErrUnknownAddress.wrap(`module account ${moduleName} does not exist`);
    return address;
  }
}
