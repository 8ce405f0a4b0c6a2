import type { Command } from "commander";
import type { LedgerContext } from "../../../../cli-kit/context";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext } from "../../../../cli-kit/tx";
import { MsgCreateSchema } from "../../types/generated/ssi/v1/tx";
import { checkVerificationMethodId } from "../checks";
import { parseMessageArg } from "../documents";
import { SchemaDocument, SchemaProof } from "../../types/generated/ssi/v1/schema";
import { CREATE_SCHEMA } from "../msg-types";
import { signDocument, txSigningMode } from "../signing";
import { parseVerKey } from "../ver-key";
import { legacySignatureOption, verKeyOption, type SsiTxFlags } from "./options";

/**
 * `tx ssi create-schema <schema_document_json> <schema_proof_json>`: MsgCreateSchema. As in hid-node the proof
 * may come signed (proofValue filled, e.g. by `debug ed25519 sign-ssi-doc schema-doc`); with --ver-key the
 * command signs the schema document itself and fills proofValue.
 */
export function registerCreateSchema(ssi: Command, ctx: LedgerContext): void {
  const cmd = ssi
    .command("create-schema")
    .description("Register a credential schema, signed by an assertion key of its author's DID")
    .argument("<schema_document_json>", "the schema document as JSON (hid-node's SchemaDocument message)")
    .argument("<schema_proof_json>", "the proof as JSON (SchemaProof): type, created, verificationMethod, proofPurpose, and proofValue unless --ver-key")
    .addOption(verKeyOption(false))
    .addOption(legacySignatureOption());
  addTxFlags(cmd).action(async (documentJson: string, proofJson: string, opts: SsiTxFlags, self: Command) => {
    const tx = await txContext(self);
    const schemaDoc = parseMessageArg(documentJson, "schema_document_json", SchemaDocument);
    let schemaProof = parseMessageArg(proofJson, "schema_proof_json", SchemaProof);
    if (opts.verKey !== undefined) {
      if (schemaProof.proofValue !== "") throw new Error("schema_proof_json already has a proofValue: leave it empty when signing with --ver-key");
      checkVerificationMethodId(schemaProof.verificationMethod, "schema_proof_json verificationMethod");
      const key = parseVerKey(opts.verKey, "--ver-key");
      const proofValue = signDocument(key, await txSigningMode(self, tx), "CreateSchema", "", SchemaDocument.encode(schemaDoc).finish());
      schemaProof = { ...schemaProof, proofValue };
    } else if (schemaProof.proofValue === "") {
      throw new Error("schema_proof_json has no proofValue: sign with --ver-key, or fill it with debug ed25519 sign-ssi-doc schema-doc");
    }
    const msg = MsgCreateSchema.fromPartial({ creator: tx.sender, schemaDoc, schemaProof });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(CREATE_SCHEMA, msg)]);
  });
}
