import type { Command } from "commander";
import { MsgGrantAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, type TxFlags } from "../../../../cli-kit/tx";
import { MSG_GRANT_ALLOWANCE } from "../messages";
import { allowanceFromFlags, allowanceOptions, type AllowanceFlags } from "./allowance-flags";
import { granteeAddress, granterTxContext } from "./granter";

/**
 * `tx feegrant grant <granter> <grantee> [--spend-limit] [--expiration] [--period --period-limit]
 * [--allowed-messages]`: MsgGrantAllowance, signed by the granter (the first argument, a key name or address).
 */
export function registerFeegrantGrant(feegrant: Command, ctx: LedgerContext): void {
  const cmd = feegrant
    .command("grant")
    .description("Let another account's transactions pay their fees from the granter's account, within limits")
    .argument("<granter_key_or_address>", "the account that pays (a key in the keyring; it signs, as --from)")
    .argument("<grantee_address>", "the account whose fees are paid");
  for (const option of allowanceOptions()) cmd.addOption(option);
  addTxFlags(cmd).action(async (granter: string, grantee: string, opts: TxFlags & AllowanceFlags, self: Command) => {
    const allowance = allowanceFromFlags(opts);
    const tx = await granterTxContext(self, granter);
    const msg = MsgGrantAllowance.fromPartial({ granter: tx.sender, grantee: granteeAddress(self, grantee, tx), allowance });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_GRANT_ALLOWANCE, msg)]);
  });
}
