import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerFeegrantGrant } from "./grant";
import { registerFeegrantRevoke } from "./revoke";

/** `tx feegrant`: grant and revoke fee allowances. */
export function registerFeegrantTxCommands(tx: Command, ctx: LedgerContext): void {
  const feegrant = tx.command("feegrant").description("Fee allowances: let another account's transactions pay their fees from yours (grant, revoke)");
  registerFeegrantGrant(feegrant, ctx);
  registerFeegrantRevoke(feegrant, ctx);
}
