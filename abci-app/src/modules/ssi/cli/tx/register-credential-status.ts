import { Option, type Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxContext } from "../../../../cli-kit/tx";
import { MsgRegisterCredentialStatus } from "../../types/generated/ssi/v1/tx";
import { checkVerificationMethodId } from "../checks";
import { parseMessageArg, parseStoredCredentialArg } from "../documents";
import { CredentialProof, CredentialStatus } from "../../types/generated/ssi/v1/credential";
import { REGISTER_CREDENTIAL_STATUS } from "../msg-types";
import { signDocument, txSigningMode } from "../signing";
import { credentialVersion, fetchStoredCredential } from "../stored-state";
import { parseVerKey } from "../ver-key";
import { legacySignatureOption, verKeyOption, type SsiTxFlags } from "./options";

interface RegisterStatusFlags extends SsiTxFlags {
  readonly storedCredential?: string;
}

/**
 * `tx ssi register-credential-status <credential_status_json> <proof_json>`: MsgRegisterCredentialStatus, for a
 * new status and for a status change. With --ver-key the command signs; a status change then signs the hash of
 * the stored credential as its version, fetched from --node or given with --stored-credential.
 */
export function registerRegisterCredentialStatus(ssi: Command, ctx: LedgerContext): void {
  const cmd = ssi
    .command("register-credential-status")
    .description("Register a credential status or change it, signed by an assertion key of the issuer's DID")
    .argument("<credential_status_json>", "the credential status as JSON (hid-node's CredentialStatus message)")
    .argument("<proof_json>", "the proof as JSON (CredentialProof): type, created, updated, verificationMethod, proofPurpose, and proofValue unless --ver-key")
    .addOption(verKeyOption(false))
    .addOption(legacySignatureOption())
    .addOption(
      new Option(
        "--stored-credential <json>",
        "for a status change signed with --ver-key: the stored credential (a Credential, or the JSON output of q ssi credential-status) instead of fetching it from --node",
      ),
    );
  addTxFlags(cmd).action(async (statusJson: string, proofJson: string, opts: RegisterStatusFlags, self: Command) => {
    const tx = await txContext(self);
    const credentialStatus = parseMessageArg(statusJson, "credential_status_json", CredentialStatus);
    let proof = parseMessageArg(proofJson, "proof_json", CredentialProof);
    if (credentialStatus.claim === undefined || credentialStatus.claim.id === "") {
      throw new Error("credential_status_json has no claim.id: the claim's id names the credential status");
    }
    if (opts.verKey !== undefined) {
      if (proof.proofValue !== "") throw new Error("proof_json already has a proofValue: leave it empty when signing with --ver-key");
      checkVerificationMethodId(proof.verificationMethod, "proof_json verificationMethod");
      const key = parseVerKey(opts.verKey, "--ver-key");
      const mode = await txSigningMode(self, tx);
      const version = await statusVersion(credentialStatus, opts, tx);
      proof = { ...proof, proofValue: signDocument(key, mode, "RegisterCredentialStatus", version, CredentialStatus.encode(credentialStatus).finish()) };
    } else if (proof.proofValue === "") {
      throw new Error("proof_json has no proofValue: sign with --ver-key, or fill it with debug ed25519 sign-ssi-doc cred-status-doc");
    }
    const msg = MsgRegisterCredentialStatus.fromPartial({ creator: tx.sender, credentialStatus, proof });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(REGISTER_CREDENTIAL_STATUS, msg)]);
  });
}

/** "" for a new credential status; for a status change, the hash of the stored credential. */
async function statusVersion(status: CredentialStatus, opts: RegisterStatusFlags, tx: TxContext): Promise<string> {
  const credId = status.claim!.id;
  if (opts.storedCredential !== undefined) {
    const stored = parseStoredCredentialArg(opts.storedCredential, "--stored-credential");
    if (stored.claim?.id !== credId) throw new Error(`--stored-credential is the status of ${JSON.stringify(stored.claim?.id ?? "")}, not of ${credId}`);
    return credentialVersion(stored);
  }
  if (tx.offline) {
    if (status.claim!.currentStatus !== "Live") {
      throw new Error(
        `a ${status.claim!.currentStatus || "empty"} status is a status change: with --offline, give the stored credential with --stored-credential`,
      );
    }
    return "";
  }
  const stored = await fetchStoredCredential(tx.node, credId);
  return stored === undefined ? "" : credentialVersion(stored);
}
