import type { Command } from "commander";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions } from "../../../../../../lib/cli-kit/options";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxFlags } from "../../../../cli-kit/tx";
import { AddressCodec } from "../../../../types/address";
import { coinsToProto, parseCoins, type Coin } from "../../../../types/coins";
import { MSG_SEND } from "../messages";

/** `tx bank send <from_key_or_address> <to_address> <amount>`: MsgSend, the sender being the first argument (it sets --from). */
export function registerBankSend(bank: Command, ctx: LedgerContext): void {
  const cmd = bank
    .command("send")
    .description("Send coins from one account to another")
    .argument("<from_key_or_address>", "the sender: the name or address of a key in the keyring (any address with --generate-only)")
    .argument("<to_address>", "the recipient's address")
    .argument("<amount>", "the coins to send, e.g. 1000uhid or 1000uhid,5stake");
  addTxFlags(cmd).action(async (from: string, to: string, amountText: string, opts: TxFlags, self: Command) => {
    if (opts.from !== undefined && opts.from !== from)
      throw new Error(`--from ${opts.from} differs from the sender argument ${from}: the first argument is the sender`);
    const codec = new AddressCodec(homeBech32Prefix(globalOptions(self).home));
    codec.decode(to, "to address");
    const amount = parseAmount(amountText);
    const tx = await txContext(self, { from });
    const msg = MsgSend.fromPartial({ fromAddress: tx.sender, toAddress: to.toLowerCase(), amount: coinsToProto(amount) });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_SEND, msg)]);
  });
}

function parseAmount(text: string): Coin[] {
  let coins: Coin[];
  try {
    coins = parseCoins(text);
  } catch (err) {
    throw new Error(`invalid amount ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
  if (coins.length === 0) throw new Error(`invalid amount ${JSON.stringify(text)}: there is nothing to send`);
  return coins;
}
