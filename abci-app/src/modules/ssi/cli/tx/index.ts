import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerCreateDid } from "./create-did";
import { registerCreateSchema } from "./create-schema";
import { registerDeactivateDid } from "./deactivate-did";
import { registerRegisterCredentialStatus } from "./register-credential-status";
import { registerUpdateDid } from "./update-did";

/** `tx ssi`: hid-node v0.1's five transaction commands. */
export function registerSsiTxCommands(tx: Command, ctx: LedgerContext): void {
  const ssi = tx.command("ssi").description("Identity transactions: DID documents, credential schemas, credential status");
  registerCreateDid(ssi, ctx);
  registerUpdateDid(ssi, ctx);
  registerDeactivateDid(ssi, ctx);
  registerCreateSchema(ssi, ctx);
  registerRegisterCredentialStatus(ssi, ctx);
}
