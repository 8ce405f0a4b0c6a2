import type { Channel } from "cosmjs-types-ibc-v7/ibc/core/channel/v1/channel";
import type { Height } from "cosmjs-types-ibc-v7/ibc/core/client/v1/client";
import type { Context } from "../../module-kit/context";
import type { Coin } from "../../types/coins";

/** What ICS-20 needs of IBC core's channel keeper: the channel a transfer leaves on, and sending its packet. */
export interface TransferChannels {
  getChannel(ctx: Context, portId: string, channelId: string): Channel | undefined;
  /** Commits the packet and returns its sequence; throws when the channel cannot send it (closed, bad timeout). */
  sendPacket(ctx: Context, sourcePort: string, sourceChannel: string, timeoutHeight: Height, timeoutTimestamp: bigint, data: Uint8Array): bigint;
}

/** What ICS-20 needs of the bank: moving, escrowing, minting and burning coins, and its send rules. */
export interface TransferBank {
  sendCoins(ctx: Context, from: Uint8Array, to: Uint8Array, amount: readonly Coin[]): void;
  sendCoinsFromAccountToModule(ctx: Context, sender: Uint8Array, recipientModule: string, amount: readonly Coin[]): void;
  sendCoinsFromModuleToAccount(ctx: Context, senderModule: string, recipient: Uint8Array, amount: readonly Coin[]): void;
  mintCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void;
  burnCoins(ctx: Context, moduleName: string, amount: readonly Coin[]): void;
  getBalance(ctx: Context, address: Uint8Array, denom: string): Coin;
  isSendEnabledDenom(ctx: Context, denom: string): boolean;
  blockedAddr(address: Uint8Array): boolean;
}
