import { Metadata } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import type { BankKeeper as TxBankKeeper } from "../../../tx/expected-keepers";
import { formatCoin, formatCoins, type Coin } from "../../../types/coins";
import type { Context } from "../../../module-kit/context";
import { ErrInsufficientFunds, ErrUnauthorized, ErrUnknownAddress } from "../../../types/sdk-errors";
import { BURNER, hasPermission, MINTER, STAKING, type ModuleAccount } from "../../auth/types/account";
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
  /** Stakes coins: from the delegator's account to a module account with the `staking` permission (a pool). */
  delegateCoinsFromAccountToModule(ctx: Context, delegator: Uint8Array, recipientModule: string, amount: readonly Coin[]): void;
  /** Returns staked coins: from a module account with the `staking` permission to the delegator's account. */
  undelegateCoinsFromModuleToAccount(ctx: Context, senderModule: string, delegator: Uint8Array, amount: readonly Coin[]): void;
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

  /**
   * The SDK's `DelegateCoinsFromAccountToModule`: every coin must be covered by the delegator's balance (locked
   * vesting coins included: there are no vesting accounts here); emits coin_spent and coin_received, no transfer.
   */
  delegateCoinsFromAccountToModule(ctx: Context, delegator: Uint8Array, recipientModule: string, amount: readonly Coin[]): void {
    const recipient = this.moduleAccount(ctx, recipientModule);
    if (!hasPermission(recipient, STAKING))
      throw ErrUnauthorized.wrap(`module account ${recipientModule} does not have permissions to receive delegated coins`);
    for (const coin of amount) {
      const balance = this.getBalance(ctx, delegator, coin.denom);
      if (balance.amount < coin.amount) throw ErrInsufficientFunds.wrap(`failed to delegate; ${formatCoin(balance)} is smaller than ${formatCoins(amount)}`);
    }
    this.subUnlockedCoins(ctx, delegator, amount);
    this.addCoins(ctx, recipient.address, amount);
  }

  /** The SDK's `UndelegateCoinsFromModuleToAccount`: emits coin_spent and coin_received, no transfer. */
  undelegateCoinsFromModuleToAccount(ctx: Context, senderModule: string, delegator: Uint8Array, amount: readonly Coin[]): void {
    const sender = this.moduleAccount(ctx, senderModule);
    if (!hasPermission(sender, STAKING)) throw ErrUnauthorized.wrap(`module account ${senderModule} does not have permissions to undelegate coins`);
    this.subUnlockedCoins(ctx, sender.address, amount);
    this.addCoins(ctx, delegator, amount);
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
