import type { AddressCodec } from "../../types/address";
import type { Coin } from "../../types/coins";
import type { Context } from "../../module-kit/context";
import type { ModuleAccount } from "../auth/types/account";

/** What x/staking needs of x/auth (the SDK's `types/expected_keepers.go` AccountKeeper). */
export interface StakingAccountKeeper {
  readonly addressCodec: AddressCodec;
  getModuleAddress(moduleName: string): Uint8Array | undefined;
  getModuleAccount(ctx: Context, moduleName: string): ModuleAccount | undefined;
}

/** What x/staking needs of x/bank. */
export interface StakingBankKeeper {
  getBalance(ctx: Context, address: Uint8Array, denom: string): Coin;
  delegateCoinsFromAccountToModule(ctx: Context, delegator: Uint8Array, recipientModule: string, amount: readonly Coin[]): void;
  undelegateCoinsFromModuleToAccount(ctx: Context, senderModule: string, delegator: Uint8Array, amount: readonly Coin[]): void;
  sendCoinsFromModuleToModule(ctx: Context, senderModule: string, recipientModule: string, amount: readonly Coin[]): void;
  burnCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void;
}
