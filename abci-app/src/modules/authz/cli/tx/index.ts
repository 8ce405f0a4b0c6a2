import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerAuthzExec } from "./exec";
import { registerAuthzGrant } from "./grant";
import { registerAuthzRevoke } from "./revoke";

/** `tx authz`: grant, exec and revoke. */
export function registerAuthzTxCommands(tx: Command, ctx: LedgerContext): void {
  const authz = tx.command("authz").description("Authorization transactions: let an account act for another (grant, exec, revoke)");
  registerAuthzGrant(authz, ctx);
  registerAuthzExec(authz, ctx);
  registerAuthzRevoke(authz, ctx);
}
