import type { Command } from "commander";
import { MsgRevokeAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, type TxFlags } from "../../../../cli-kit/tx";
import { MSG_REVOKE_ALLOWANCE } from "../messages";
import { granteeAddress, granterTxContext } from "./granter";

/** `tx feegrant revoke <granter> <grantee>`: MsgRevokeAllowance, signed by the granter. */
export function registerFeegrantRevoke(feegrant: Command, ctx: LedgerContext): void {
  const cmd = feegrant
    .command("revoke")
    .description("End the fee allowance a granter gave a grantee")
    .argument("<granter_key_or_address>", "the account that gave the allowance (a key in the keyring; it signs, as --from)")
    .argument("<grantee_address>", "the account that holds it");
  addTxFlags(cmd).action(async (granter: string, grantee: string, _opts: TxFlags, self: Command) => {
    const tx = await granterTxContext(self, granter);
    const msg = MsgRevokeAllowance.fromPartial({ granter: tx.sender, grantee: granteeAddress(self, grantee, tx) });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_REVOKE_ALLOWANCE, msg)]);
  });
}
