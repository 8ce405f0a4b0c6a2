import { Params, type SendEnabled } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import { DecodeMemo } from "../../../store/decode-memo";
import { sumCoins, formatCoin, formatCoins, validateCoins, type Coin } from "../../../types/coins";
import type { Context } from "../../../module-kit/context";
import { ErrInsufficientFunds, ErrInvalidCoins } from "../../../types/sdk-errors";
import { ErrInputOutputMismatch, ErrSendDisabled } from "../errors";
import { coinReceivedEvent, coinSpentEvent, messageSenderEvent, transferEvent } from "../events";
import type { BankAccountKeeper } from "../expected-keepers";
import { encodeAmount } from "../types/amount";
import { balanceKey, denomOwnerKey, PARAMS_KEY, sendEnabledKey } from "../types/keys";
import { defaultBankParams, type BankParams } from "../types/params";
import { bankStore, isSendEnabled, sendEnabledStore, sendEnabledValue } from "./store";
import { ViewKeeper, type BankViewKeeper } from "./view";
import { utf8 } from "../../../types/utf8";

/** One side of a multi-send: an address and the coins it gives or gets. */
export interface Transfer {
  readonly address: Uint8Array;
  readonly coins: readonly Coin[];
}

/** Moving coins between accounts without changing the supply, and the send-enabled rules. */
export interface BankSendKeeper extends BankViewKeeper {
  /**
   * Moves `amount`; creates the recipient's account if it has none. Emits coin_spent, coin_received,
   * transfer{recipient, sender, amount} and message{sender}. Throws ErrInsufficientFunds (sdk 5).
   * Does not check blocked addresses or send-enabled flags: message handlers do.
   */
  sendCoins(ctx: Context, from: Uint8Array, to: Uint8Array, amount: readonly Coin[]): void;
  /** One input to many outputs (v0.47 MsgMultiSend); the input must equal the sum of the outputs. */
  inputOutputCoins(ctx: Context, input: Transfer, outputs: readonly Transfer[]): void;
  getParams(ctx: Context): BankParams;
  /** Stores params; deprecated `send_enabled` entries in them become per-denom flags, as in v0.47. */
  setParams(ctx: Context, params: BankParams): void;
  isSendEnabledDenom(ctx: Context, denom: string): boolean;
  /** Throws ErrSendDisabled (bank 5) naming the first denom that may not move. */
  isSendEnabledCoins(ctx: Context, coins: readonly Coin[]): void;
  getSendEnabledEntry(ctx: Context, denom: string): SendEnabled | undefined;
  setSendEnabled(ctx: Context, denom: string, enabled: boolean): void;
  deleteSendEnabled(ctx: Context, denom: string): void;
  iterateSendEnabledEntries(ctx: Context, visit: (entry: SendEnabled) => boolean | void): void;
  /** Addresses that must not receive funds through MsgSend or module-to-account sends. */
  blockedAddr(address: Uint8Array): boolean;
}

/** The SDK's `BaseSendKeeper`: the only code that changes balances, so every debit and credit emits its event. */
export class SendKeeper extends ViewKeeper implements BankSendKeeper {
  private readonly blocked: ReadonlySet<string>;
  private readonly defaultSendEnabledOf = new DecodeMemo((bytes) => Params.decode(bytes).defaultSendEnabled);

  constructor(accountKeeper: BankAccountKeeper, blockedAddresses: Iterable<Uint8Array>) {
    super(accountKeeper);
    this.blocked = new Set([...blockedAddresses].map(hex));
  }

  sendCoins(ctx: Context, from: Uint8Array, to: Uint8Array, amount: readonly Coin[]): void {
    this.subUnlockedCoins(ctx, from, amount);
    this.addCoins(ctx, to, amount);
    this.ensureAccount(ctx, to);
    const sender = this.addressCodec.encode(from);
    ctx.events.emit(transferEvent(this.addressCodec.encode(to), sender, amount));
    ctx.events.emit(messageSenderEvent(sender));
  }

  inputOutputCoins(ctx: Context, input: Transfer, outputs: readonly Transfer[]): void {
    assertValid(input.coins);
    outputs.forEach((out) => assertValid(out.coins));
    const totalOut = sumCoins(outputs.map((out) => out.coins));
    if (formatCoins(input.coins) !== formatCoins(totalOut)) throw ErrInputOutputMismatch.error();
    this.subUnlockedCoins(ctx, input.address, input.coins);
    ctx.events.emit(messageSenderEvent(this.addressCodec.encode(input.address)));
    for (const out of outputs) {
      this.addCoins(ctx, out.address, out.coins);
      ctx.events.emit(transferEvent(this.addressCodec.encode(out.address), undefined, out.coins));
      this.ensureAccount(ctx, out.address);
    }
  }

  getParams(ctx: Context): BankParams {
    const bytes = bankStore(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultBankParams() : Params.decode(bytes);
  }

  setParams(ctx: Context, params: BankParams): void {
    for (const entry of params.sendEnabled) this.setSendEnabled(ctx, entry.denom, entry.enabled);
    bankStore(ctx).set(PARAMS_KEY, Params.encode({ sendEnabled: [], defaultSendEnabled: params.defaultSendEnabled }).finish());
  }

  isSendEnabledDenom(ctx: Context, denom: string): boolean {
    return this.getSendEnabledEntry(ctx, denom)?.enabled ?? this.defaultSendEnabled(ctx);
  }

  isSendEnabledCoins(ctx: Context, coins: readonly Coin[]): void {
    if (coins.length === 0) return;
    const byDefault = this.defaultSendEnabled(ctx);
    for (const coin of coins) {
      const enabled = this.getSendEnabledEntry(ctx, coin.denom)?.enabled ?? byDefault;
      if (!enabled) throw ErrSendDisabled.wrap(`${coin.denom} transfers are currently disabled`);
    }
  }

  getSendEnabledEntry(ctx: Context, denom: string): SendEnabled | undefined {
    const bytes = bankStore(ctx).get(sendEnabledKey(denom));
    return bytes === undefined ? undefined : { denom, enabled: isSendEnabled(bytes) };
  }

  setSendEnabled(ctx: Context, denom: string, enabled: boolean): void {
    bankStore(ctx).set(sendEnabledKey(denom), sendEnabledValue(enabled));
  }

  deleteSendEnabled(ctx: Context, denom: string): void {
    bankStore(ctx).delete(sendEnabledKey(denom));
  }

  iterateSendEnabledEntries(ctx: Context, visit: (entry: SendEnabled) => boolean | void): void {
    for (const [denom, bytes] of sendEnabledStore(ctx).iterator()) {
      if (visit({ denom: utf8.decode(denom), enabled: isSendEnabled(bytes) }) === true) return;
    }
  }

  /** `getParams(ctx).defaultSendEnabled`, with the same store read, without decoding the params each time. */
  private defaultSendEnabled(ctx: Context): boolean {
    const bytes = bankStore(ctx).get(PARAMS_KEY);
    return bytes === undefined ? defaultBankParams().defaultSendEnabled : this.defaultSendEnabledOf.get(bytes);
  }

  blockedAddr(address: Uint8Array): boolean {
    return this.blocked.has(hex(address));
  }

  /** Debits every coin or none (the caller's branch is discarded on error); emits coin_spent. */
  protected subUnlockedCoins(ctx: Context, address: Uint8Array, amount: readonly Coin[]): void {
    assertValid(amount);
    for (const coin of amount) {
      const balance = this.getBalance(ctx, address, coin.denom);
      if (balance.amount < coin.amount) {
        const spendable = balance.amount === 0n ? "" : formatCoin(balance);
        throw ErrInsufficientFunds.wrap(`spendable balance ${spendable} is smaller than ${formatCoin(coin)}`);
      }
      this.setBalance(ctx, address, { denom: coin.denom, amount: balance.amount - coin.amount });
    }
    ctx.events.emit(coinSpentEvent(this.addressCodec.encode(address), amount));
  }

  /** Credits every coin; emits coin_received. */
  protected addCoins(ctx: Context, address: Uint8Array, amount: readonly Coin[]): void {
    assertValid(amount);
    for (const coin of amount) {
      const balance = this.getBalance(ctx, address, coin.denom);
      this.setBalance(ctx, address, { denom: coin.denom, amount: balance.amount + coin.amount });
    }
    ctx.events.emit(coinReceivedEvent(this.addressCodec.encode(address), amount));
  }

  /** Writes a balance and its denom-owner index entry; a zero balance is deleted, never stored. */
  protected setBalance(ctx: Context, address: Uint8Array, balance: Coin): void {
    const store = bankStore(ctx);
    const ownerKey = denomOwnerKey(balance.denom, address);
    if (balance.amount === 0n) {
      store.delete(balanceKey(address, balance.denom));
      store.delete(ownerKey);
      return;
    }
    store.set(balanceKey(address, balance.denom), encodeAmount(balance.amount));
    if (!store.has(ownerKey)) store.set(ownerKey, Uint8Array.of(0));
  }

  private ensureAccount(ctx: Context, address: Uint8Array): void {
    if (!this.accountKeeper.hasAccount(ctx, address)) this.accountKeeper.setAccount(ctx, this.accountKeeper.newAccountWithAddress(ctx, address));
  }
}

function assertValid(amount: readonly Coin[]): void {
  try {
    validateCoins(amount);
  } catch {
    throw ErrInvalidCoins.wrap(formatCoins(amount));
  }
}

function hex(address: Uint8Array): string {
  return Buffer.from(address).toString("hex");
}
