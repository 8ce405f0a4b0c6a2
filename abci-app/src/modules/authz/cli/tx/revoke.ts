import type { Command } from "commander";
import { MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions } from "../../../../../../lib/cli-kit/options";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { AddressCodec } from "../../../../types/address";
import { MSG_REVOKE } from "../messages";

/** `tx authz revoke <grantee_address> <msg_type_url> --from <granter>`: MsgRevoke, deleting the grant for that message type. */
export function registerAuthzRevoke(authz: Command, ctx: LedgerContext): void {
  const cmd = authz
    .command("revoke")
    .description("Withdraw the grant you (the granter, --from) gave a grantee for one message type")
    .argument("<grantee_address>", "the account that held the grant")
    .argument("<msg_type_url>", "the message type of the grant, e.g. /hypersignprotocol.hidnode.ssi.MsgCreateDID");
  addTxFlags(cmd).action(async (grantee: string, msgTypeUrl: string, _opts: unknown, self: Command) => {
    new AddressCodec(homeBech32Prefix(globalOptions(self).home)).decode(grantee, "grantee address");
    if (msgTypeUrl.trim() === "") throw new Error("the message type URL cannot be empty");
    const tx = await txContext(self);
    const msg = MsgRevoke.fromPartial({ granter: tx.sender, grantee: grantee.toLowerCase(), msgTypeUrl: msgTypeUrl.trim() });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_REVOKE, msg)]);
  });
}
