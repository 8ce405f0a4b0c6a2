import type { Params } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";

/** `ibc.applications.transfer.v1.Params`: whether tokens may leave this chain, and whether they may arrive. */
export type TransferParams = Params;

/** ibc-go's DefaultParams: both directions enabled. */
export const DEFAULT_TRANSFER_PARAMS: TransferParams = Object.freeze({ sendEnabled: true, receiveEnabled: true });
