import { Option, type Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxContext } from "../../../../cli-kit/tx";
import { Did } from "../../types/generated/ssi/v1/did";
import { MsgDeactivateDID } from "../../types/generated/ssi/v1/tx";
import { checkVerificationMethodId } from "../checks";
import { parseStoredDidArg, type StoredDid } from "../documents";
import { DEACTIVATE_DID } from "../msg-types";
import { signDocument, txSigningMode } from "../signing";
import { fetchStoredDid } from "../stored-state";
import { parseVerKey } from "../ver-key";
import { legacySignatureOption, verKeyOption, type SsiTxFlags } from "./options";

interface DeactivateFlags extends SsiTxFlags {
  readonly didDocument?: string;
}

/**
 * `tx ssi deactivate-did <did_id> <version_id> <verification_method_id> --ver-key …`: MsgDeactivateDID, whose
 * signature covers the STORED document, fetched from --node or given with --did-document.
 */
export function registerDeactivateDid(ssi: Command, ctx: LedgerContext): void {
  const cmd = ssi
    .command("deactivate-did")
    .description("Deactivate a DID for good, signed by a key of its stored document or of one of its controllers")
    .argument("<did_id>", "the DID to deactivate")
    .argument("<version_id>", "the versionId of the stored document")
    .argument("<verification_method_id>", "the verification method that signs, e.g. did:hid:devnet:z…#key-1")
    .addOption(verKeyOption(true))
    .addOption(legacySignatureOption())
    .addOption(
      new Option(
        "--did-document <json>",
        "the stored DID document (a Did, or the JSON output of q ssi did) instead of fetching it from --node; needed with --offline",
      ),
    );
  addTxFlags(cmd).action(async (didId: string, versionId: string, vmId: string, opts: DeactivateFlags, self: Command) => {
    const tx = await txContext(self);
    if (versionId.trim() === "") throw new Error("version_id must not be empty: give the versionId of the stored document");
    checkVerificationMethodId(vmId);
    const key = parseVerKey(opts.verKey!, "--ver-key");
    const mode = await txSigningMode(self, tx);
    const stored = await storedDocument(didId, opts, tx);
    checkStoredVersion(stored, didId, versionId);
    const signature = signDocument(key, mode, "DeactivateDID", versionId, Did.encode(stored.document).finish());
    const msg = MsgDeactivateDID.fromPartial({ creator: tx.sender, didId, versionId: versionId, signatures: [{ verificationMethodId: vmId, signature }] });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(DEACTIVATE_DID, msg)]);
  });
}

async function storedDocument(didId: string, opts: DeactivateFlags, tx: TxContext): Promise<StoredDid> {
  if (opts.didDocument !== undefined) {
    const stored = parseStoredDidArg(opts.didDocument, "--did-document");
    if (stored.document.id !== didId) throw new Error(`--did-document is the document of ${JSON.stringify(stored.document.id)}, not of ${didId}`);
    return stored;
  }
  if (tx.offline) throw new Error("deactivate-did signs the stored document: with --offline, give it with --did-document");
  return fetchStoredDid(tx.node, didId);
}

/** With metadata at hand, a deactivation the chain would refuse is refused here, before anything is signed. */
function checkStoredVersion(stored: StoredDid, didId: string, versionId: string): void {
  if (stored.metadata === undefined) return;
  if (stored.metadata.deactivated) throw new Error(`DID ${didId} is already deactivated`);
  if (stored.metadata.versionId !== versionId) {
    throw new Error(`DID ${didId} is at version ${stored.metadata.versionId}, not ${versionId}: give the current versionId`);
  }
}
