import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { Did } from "../../types/generated/ssi/v1/did";
import { MsgUpdateDID } from "../../types/generated/ssi/v1/tx";
import { checkVerificationMethodId } from "../checks";
import { parseMessageArg } from "../documents";
import { UPDATE_DID } from "../msg-types";
import { signDocument, txSigningMode } from "../signing";
import { parseVerKey } from "../ver-key";
import { legacySignatureOption, verKeyOption, type SsiTxFlags } from "./options";

/** `tx ssi update-did <did_document_json> <version_id> <verification_method_id> --ver-key …`: MsgUpdateDID. */
export function registerUpdateDid(ssi: Command, ctx: LedgerContext): void {
  const cmd = ssi
    .command("update-did")
    .description("Replace a DID document, signed by a key of the document or of one of its controllers")
    .argument("<did_document_json>", "the new DID document as JSON")
    .argument("<version_id>", "the versionId of the stored document (q ssi did <id> shows it in didDocumentMetadata)")
    .argument("<verification_method_id>", "the verification method that signs, e.g. did:hid:devnet:z…#key-1")
    .addOption(verKeyOption(true))
    .addOption(legacySignatureOption());
  addTxFlags(cmd).action(async (documentJson: string, versionId: string, vmId: string, opts: SsiTxFlags, self: Command) => {
    const tx = await txContext(self);
    const document = parseMessageArg(documentJson, "did_document_json", Did);
    if (versionId.trim() === "") throw new Error("version_id must not be empty: give the versionId of the stored document");
    checkVerificationMethodId(vmId);
    const key = parseVerKey(opts.verKey!, "--ver-key");
    const signature = signDocument(key, await txSigningMode(self, tx), "UpdateDID", versionId, Did.encode(document).finish());
    const msg = MsgUpdateDID.fromPartial({
      didDocString: document,
      versionId: versionId,
      signatures: [{ verificationMethodId: vmId, signature }],
      creator: tx.sender,
    });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(UPDATE_DID, msg)]);
  });
}
