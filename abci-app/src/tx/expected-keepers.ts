import type { Any } from "cosmjs-types/google/protobuf/any";
import type { AddressCodec } from "../types/address";
import type { Coin } from "../types/coins";
import type { Context } from "../module-kit/context";

/** x/auth parameters (`cosmos.auth.v1beta1.Params`) as the ante chain reads them. */
export interface AuthParams {
  readonly maxMemoCharacters: bigint;
  readonly txSigLimit: bigint;
  readonly txSizeCostPerByte: bigint;
  readonly sigVerifyCostEd25519: bigint;
  readonly sigVerifyCostSecp256k1: bigint;
}

/**
 * An account as the ante chain sees it: a BaseAccount, or a module account (which never signs).
 * Mutations go through `AccountKeeper.setAccount`.
 */
export interface Account {
  readonly address: Uint8Array;
  /** The `Any` public key (`/cosmos.crypto.secp256k1.PubKey`), unset until the account's first transaction. */
  readonly pubKey: Any | undefined;
  readonly accountNumber: bigint;
  readonly sequence: bigint;
  /** Set for module accounts (`fee_collector`, …). */
  readonly moduleName?: string;
}

/** What the transaction pipeline needs of x/auth. */
export interface AccountKeeper {
  readonly addressCodec: AddressCodec;
  getParams(ctx: Context): AuthParams;
  getAccount(ctx: Context, address: Uint8Array): Account | undefined;
  setAccount(ctx: Context, account: Account): void;
  moduleAddress(moduleName: string): Uint8Array;
}

/** What the transaction pipeline needs of x/bank: paying the fee into the fee collector. */
export interface BankKeeper {
  /** Moves coins; throws ErrInsufficientFunds (sdk 5) when the sender lacks them. Emits coin_spent/coin_received/transfer. */
  sendCoinsFromAccountToModule(ctx: Context, sender: Uint8Array, moduleName: string, amount: readonly Coin[]): void;
}

/** What the transaction pipeline needs of x/feegrant: paying a fee out of an allowance. */
export interface FeegrantKeeper {
  /**
   * Takes `fee` from the allowance `granter` gave `grantee`, for a transaction of messages of these types;
   * throws the refusal (no grant: sdk 38; over the limit, expired, message not allowed: feegrant 2, 3, 7).
   */
  useGrantedFees(ctx: Context, granter: Uint8Array, grantee: Uint8Array, fee: readonly Coin[], msgTypeUrls: readonly string[]): void;
}

export const FEE_COLLECTOR = "fee_collector";
