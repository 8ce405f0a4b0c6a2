import type { Command } from "commander";
import { MsgExec } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { readTxFile } from "../../../../cli-kit/tx/tx-file";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { MSG_EXEC } from "../messages";

/**
 * `tx authz exec <tx_file> --from <grantee>`: the messages of a transaction in Cosmos JSON (what --generate-only
 * prints, e.g. `tx ssi create-did … --from <granter> --generate-only`) wrapped in MsgExec, signed by the grantee.
 * The node runs each as its signer (the granter) if a grant allows it. `-` reads the file from standard input.
 */
export function registerAuthzExec(authz: Command, ctx: LedgerContext): void {
  const cmd = authz
    .command("exec")
    .description("Run the messages of an unsigned transaction on the granter's behalf, as the grantee (--from)")
    .argument("<tx_file>", "a transaction as JSON, as --generate-only prints it; - for standard input");
  addTxFlags(cmd).action(async (file: string, _opts: unknown, self: Command) => {
    const tx = await txContext(self);
    const inner = await readTxFile(ctx, file);
    const msgs = inner.body?.messages ?? [];
    if (msgs.length === 0) throw new Error(`${file === "-" ? "standard input" : file}: the transaction has no messages to execute`);
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_EXEC, MsgExec.fromPartial({ grantee: tx.sender, msgs }))]);
  });
}
