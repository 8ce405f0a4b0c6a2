import { Metadata } from "cosmjs-types/cosmos/bank/v1beta1/bank";
import type { AddressCodec } from "../../../types/address";
import type { Coin } from "../../../types/coins";
import type { Context } from "../../../module-kit/context";
import type { BankAccountKeeper } from "../expected-keepers";
import { decodeAmount } from "../types/amount";
import { addressFromLengthPrefixed, balanceKey, denomMetadataKey, supplyKey } from "../types/keys";
import { accountBalancesStore, allBalancesStore, bankStore, denomMetadataStore, supplyStore } from "./store";
import { utf8 } from "../../../types/utf8";

/** One account's balances, as genesis export lists them. */
export interface AccountBalances {
  readonly address: Uint8Array;
  readonly coins: Coin[];
}

/** Read-only access to balances, supply and denom metadata: what most modules need of bank. */
export interface BankViewKeeper {
  readonly addressCodec: AddressCodec;
  /** Always a coin: zero when the account holds none of `denom`. */
  getBalance(ctx: Context, address: Uint8Array, denom: string): Coin;
  hasBalance(ctx: Context, address: Uint8Array, coin: Coin): boolean;
  /** Every non-zero balance of the account, sorted by denom. */
  getAllBalances(ctx: Context, address: Uint8Array): Coin[];
  /** What the account may spend; without vesting accounts that is everything it holds. */
  spendableCoins(ctx: Context, address: Uint8Array): Coin[];
  spendableCoin(ctx: Context, address: Uint8Array, denom: string): Coin;
  /** Balances of one account in denom order; stops when `visit` returns true. */
  iterateAccountBalances(ctx: Context, address: Uint8Array, visit: (coin: Coin) => boolean | void): void;
  /** Every balance, by address bytes then denom; stops when `visit` returns true. */
  iterateAllBalances(ctx: Context, visit: (address: Uint8Array, coin: Coin) => boolean | void): void;
  getAccountsBalances(ctx: Context): AccountBalances[];
  /** Always a coin: zero for an unknown denom. */
  getSupply(ctx: Context, denom: string): Coin;
  hasSupply(ctx: Context, denom: string): boolean;
  /** Non-zero supplies in denom order; stops when `visit` returns true. */
  iterateTotalSupply(ctx: Context, visit: (coin: Coin) => boolean | void): void;
  getDenomMetadata(ctx: Context, denom: string): Metadata | undefined;
  hasDenomMetadata(ctx: Context, denom: string): boolean;
  iterateAllDenomMetadata(ctx: Context, visit: (metadata: Metadata) => boolean | void): void;
}

/** The SDK's `BaseViewKeeper`. */
export class ViewKeeper implements BankViewKeeper {
  constructor(protected readonly accountKeeper: BankAccountKeeper) {}

  get addressCodec(): AddressCodec {
    return this.accountKeeper.addressCodec;
  }

  getBalance(ctx: Context, address: Uint8Array, denom: string): Coin {
    const bytes = bankStore(ctx).get(balanceKey(address, denom));
    return { denom, amount: bytes === undefined ? 0n : decodeAmount(bytes) };
  }

  hasBalance(ctx: Context, address: Uint8Array, coin: Coin): boolean {
    return this.getBalance(ctx, address, coin.denom).amount >= coin.amount;
  }

  getAllBalances(ctx: Context, address: Uint8Array): Coin[] {
    const coins: Coin[] = [];
    this.iterateAccountBalances(ctx, address, (coin) => void coins.push(coin));
    return coins;
  }

  spendableCoins(ctx: Context, address: Uint8Array): Coin[] {
    return this.getAllBalances(ctx, address);
  }

  spendableCoin(ctx: Context, address: Uint8Array, denom: string): Coin {
    return this.getBalance(ctx, address, denom);
  }

  iterateAccountBalances(ctx: Context, address: Uint8Array, visit: (coin: Coin) => boolean | void): void {
    for (const [denom, amount] of accountBalancesStore(ctx, address).iterator()) {
      if (visit({ denom: utf8.decode(denom), amount: decodeAmount(amount) }) === true) return;
    }
  }

  iterateAllBalances(ctx: Context, visit: (address: Uint8Array, coin: Coin) => boolean | void): void {
    for (const [key, amount] of allBalancesStore(ctx).iterator()) {
      const address = addressFromLengthPrefixed(key);
      const denom = utf8.decode(key.subarray(1 + address.length));
      if (visit(address, { denom, amount: decodeAmount(amount) }) === true) return;
    }
  }

  getAccountsBalances(ctx: Context): AccountBalances[] {
    const out: AccountBalances[] = [];
    this.iterateAllBalances(ctx, (address, coin) => {
      const last = out[out.length - 1];
      if (last !== undefined && Buffer.compare(last.address, address) === 0) last.coins.push(coin);
      else out.push({ address: Uint8Array.from(address), coins: [coin] });
    });
    return out;
  }

  getSupply(ctx: Context, denom: string): Coin {
    const bytes = bankStore(ctx).get(supplyKey(denom));
    return { denom, amount: bytes === undefined ? 0n : decodeAmount(bytes) };
  }

  hasSupply(ctx: Context, denom: string): boolean {
    return bankStore(ctx).has(supplyKey(denom));
  }

  iterateTotalSupply(ctx: Context, visit: (coin: Coin) => boolean | void): void {
    for (const [denom, amount] of supplyStore(ctx).iterator()) {
      if (visit({ denom: utf8.decode(denom), amount: decodeAmount(amount) }) === true) return;
    }
  }

  getDenomMetadata(ctx: Context, denom: string): Metadata | undefined {
    const bytes = bankStore(ctx).get(denomMetadataKey(denom));
    return bytes === undefined ? undefined : Metadata.decode(bytes);
  }

  hasDenomMetadata(ctx: Context, denom: string): boolean {
    return bankStore(ctx).has(denomMetadataKey(denom));
  }

  iterateAllDenomMetadata(ctx: Context, visit: (metadata: Metadata) => boolean | void): void {
    for (const [, bytes] of denomMetadataStore(ctx).iterator()) {
      if (visit(Metadata.decode(bytes)) === true) return;
    }
  }
}
