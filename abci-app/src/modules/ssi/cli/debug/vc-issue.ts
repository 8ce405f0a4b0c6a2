import { Option, type Command } from "commander";
import { PROOF_SUITES } from "../../../../../../lib/vc/suite-names";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags } from "../../../../cli-kit/tx";
import { verKeyOption } from "../tx/options";
import type { VcIssueFlags } from "./vc-issue-action";

/**
 * `debug vc issue <credential>`: signs a W3C Verifiable Credential with an issuer's key registered on the ledger (an
 * assertionMethod of the issuer's DID, checked against the node before signing) and registers its status, Live, in
 * one MsgRegisterCredentialStatus from --from. The signed credential is printed on stdout once the status is
 * committed; the transaction's answer goes to stderr. The credential's `id` names its status on the ledger (a
 * `vc:hid:…` id is drawn when it has none), and the status keeps the SHA-256 of its canonical form.
 */
export function registerVcIssue(vc: Command, ctx: LedgerContext): void {
  const cmd = vc
    .command("issue")
    .description("Sign a Verifiable Credential with a DID key on the ledger and register its status (Live)")
    .argument("<credential>", "the unsigned credential: JSON, or the path of a JSON file; issuer, expirationDate and credentialSubject are required")
    .addOption(verKeyOption(true))
    .addOption(new Option("--suite <suite>", "the proof suite").choices([...PROOF_SUITES]).default("Ed25519Signature2020"))
    .addOption(new Option("--verification-method <id>", "the issuer's verification method that signs (default <issuer>#key-1)"));
  addTxFlags(cmd).action(async (credentialArg: string, opts: VcIssueFlags, self: Command) => {
    // Required here, not at the top: the credential libraries (JSON-LD, the suites) take a while to load, and every
    // other idledger command would pay for it.
    const { issueAndRegister } = require("./vc-issue-action") as typeof import("./vc-issue-action");
    await issueAndRegister(ctx, self, credentialArg, opts);
  });
}
