import { type Command, Option } from "commander";
import { MsgTransfer } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/tx";
import type { LedgerContext } from "../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageCodec, messageToAny, txContext, type TxFlags } from "../../../cli-kit/tx";
import { parseCoins } from "../../../types/coins";
import { TRANSFER_MSG_TYPE } from "../types/msgs";
import { DEFAULT_RELATIVE_TIMEOUT_HEIGHT, DEFAULT_RELATIVE_TIMEOUT_NANOS, packetTimeouts, type TimeoutFlags } from "./timeouts";

export const MSG_TRANSFER = messageCodec(TRANSFER_MSG_TYPE);

/**
 * `tx ibc-transfer transfer <src-port> <src-channel> <receiver> <amount>`: MsgTransfer, as ibc-go's command, with
 * --packet-timeout-height, --packet-timeout-timestamp, --absolute-timeouts and --memo.
 */
export function registerTransferTxCommands(tx: Command, ctx: LedgerContext): void {
  const transfer = tx.command("ibc-transfer").description("Send tokens to another chain over IBC (ICS-20)");
  const cmd = transfer
    .command("transfer")
    .description("Send tokens over an IBC channel: they leave this account now, and come back if the packet fails or times out")
    .argument("<src-port>", "the channel's port on this chain: transfer")
    .argument("<src-channel>", "the channel on this chain, e.g. channel-0")
    .argument("<receiver>", "the receiving address on the other chain")
    .argument("<amount>", "one coin, e.g. 1000uhid or 5ibc/27394FB0…")
    .addOption(
      new Option("--packet-timeout-height <revision-height>", "the counterparty height at which the packet times out (0-0: none)").default(
        DEFAULT_RELATIVE_TIMEOUT_HEIGHT,
      ),
    )
    .addOption(
      new Option("--packet-timeout-timestamp <nanoseconds>", "the counterparty time at which the packet times out, in ns (0: none)").default(
        DEFAULT_RELATIVE_TIMEOUT_NANOS.toString(),
      ),
    )
    .addOption(new Option("--absolute-timeouts", "take the timeouts as absolute, not added to the latest height and time the channel's client knows"))
    .addOption(new Option("--ibc-memo <text>", "the packet's memo, read by the receiving chain (the tx's own memo is --note)").default(""));
  addTxFlags(cmd).action(
    async (port: string, channel: string, receiver: string, amount: string, opts: TxFlags & TimeoutFlags & { ibcMemo: string }, self: Command) => {
      const coins = parseCoins(amount);
      if (coins.length !== 1) throw new Error(`amount must be one coin, not ${JSON.stringify(amount)}`);
      const context = await txContext(self);
      const timeouts = await packetTimeouts(context.node, port, channel, opts);
      const msg = MsgTransfer.fromPartial({
        sourcePort: port,
        sourceChannel: channel,
        token: { denom: coins[0]!.denom, amount: coins[0]!.amount.toString() },
        sender: context.sender,
        receiver,
        timeoutHeight: timeouts.height,
        timeoutTimestamp: timeouts.timestamp,
        memo: opts.ibcMemo,
      });
      await generateOrBroadcast(ctx, self, context, [messageToAny(MSG_TRANSFER, msg)]);
    },
  );
}
