import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { Did } from "../../types/generated/ssi/v1/did";
import { MsgCreateDID } from "../../types/generated/ssi/v1/tx";
import { checkKeyOfNewDocument, checkVerificationMethodId } from "../checks";
import { parseMessageArg } from "../documents";
import { CREATE_DID } from "../msg-types";
import { signDocument, txSigningMode } from "../signing";
import { parseVerKey } from "../ver-key";
import { legacySignatureOption, verKeyOption, type SsiTxFlags } from "./options";

/** `tx ssi create-did <did_document_json> <verification_method_id> --ver-key …`: MsgCreateDID with one signature. */
export function registerCreateDid(ssi: Command, ctx: LedgerContext): void {
  const cmd = ssi
    .command("create-did")
    .description("Register a new DID document, signed with the key of one of its verification methods")
    .argument("<did_document_json>", "the DID document as JSON (hid-node's Did message)")
    .argument("<verification_method_id>", "the verification method that signs, e.g. did:hid:devnet:z…#key-1")
    .addOption(verKeyOption(true))
    .addOption(legacySignatureOption());
  addTxFlags(cmd).action(async (documentJson: string, vmId: string, opts: SsiTxFlags, self: Command) => {
    const tx = await txContext(self);
    const document = parseMessageArg(documentJson, "did_document_json", Did);
    checkVerificationMethodId(vmId);
    const key = parseVerKey(opts.verKey!, "--ver-key");
    checkKeyOfNewDocument(document, vmId, key);
    const signature = signDocument(key, await txSigningMode(self, tx), "CreateDID", "", Did.encode(document).finish());
    const msg = MsgCreateDID.fromPartial({ didDocString: document, signatures: [{ verificationMethodId: vmId, signature }], creator: tx.sender });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(CREATE_DID, msg)]);
  });
}
