import type { Command } from "commander";
import { registerDidDebugCommands, registerSsiDebugCommands, registerVcDebugCommands } from "../../../modules/ssi/cli";
import type { LedgerContext } from "../../../cli-kit/context";
import { registerEd25519Conversions } from "./ed25519-conversions";
import { registerEd25519Random } from "./ed25519-random";

/**
 * `debug`: developer tools; `debug ed25519` makes, converts and uses the Ed25519 keys of DID documents, `debug did`
 * writes DID documents, `debug vc` issues Verifiable Credentials with them.
 */
export function registerDebugCommands(program: Command, ctx: LedgerContext): void {
  const debug = program.command("debug").description("Tools for developers: keys, encodings, ssi signatures, DID documents, credentials");
  const ed25519 = debug.command("ed25519").description("Ed25519 keys of DID verification methods");
  registerEd25519Random(ed25519, ctx);
  registerEd25519Conversions(ed25519, ctx);
  registerSsiDebugCommands(ed25519, ctx);
  registerDidDebugCommands(debug.command("did").description("DID documents for the chain's ssi module"), ctx);
  registerVcDebugCommands(debug.command("vc").description("W3C Verifiable Credentials signed with DID keys on the ledger"), ctx);
}
