import type { Context } from "../../../module-kit/context";
import { ErrBadRequestIsRequired, ErrInvalidDate, ErrSchemaExists } from "../errors";
import { createSchemaEvent } from "../events";
import type { SsiModuleKeeper } from "../keeper/keeper";
import { parseDocumentDate } from "../types/credential-dates";
import { SchemaDocument, SchemaProof } from "../types/generated/ssi/v1/schema";
import type { MsgCreateSchema, MsgCreateSchemaResponse } from "../types/generated/ssi/v1/tx";
import { validateSchemaId } from "../types/ids";
import { compareInstants, instantOf } from "../../../types/rfc3339";
import { verifyAssertionSignature } from "../verification/signatures";
import { activeAuthorDid, operationSignBytes } from "./common";

/**
 * CreateSchema, checks in hid-node's order: the author's DID registered (sdk 22) and active (114), the
 * schema id (110), not registered yet (109), `authored` and `schemaProof.created` RFC 3339 and not after
 * the block time (121), the author's assertion-method signature over the SchemaDocument (107). Stores the
 * document with its proof and answers the schema count before the increment.
 */
export function createSchema(ctx: Context, keeper: SsiModuleKeeper, msg: MsgCreateSchema): MsgCreateSchemaResponse {
  if (msg.schemaDoc === undefined) throw ErrBadRequestIsRequired.wrap("schemaDoc");
  const doc = msg.schemaDoc;
  const proof = msg.schemaProof ?? SchemaProof.fromPartial({});
  const author = activeAuthorDid(ctx, keeper, doc.author, "schema author", "create a schema");
  validateSchemaId(doc.id, keeper.getChainNamespace(ctx));
  if (keeper.hasSchema(ctx, doc.id)) throw ErrSchemaExists.wrap(`Schema ID: ${doc.id}`);
  const now = instantOf(ctx.time);
  if (compareInstants(parseDocumentDate(doc.authored, "authored date"), now) > 0) {
    throw ErrInvalidDate.wrap("authored date provided shouldn't be greater than the current block time");
  }
  if (compareInstants(parseDocumentDate(proof.created, "created date"), now) > 0) {
    throw ErrInvalidDate.wrap("created date provided shouldn't be greater than the current block time");
  }
  const bytes = operationSignBytes(ctx, keeper, "CreateSchema", "", SchemaDocument.encode(doc).finish());
  verifyAssertionSignature(ctx, keeper, author, proof.verificationMethod, proof.proofValue, bytes);

  const { type, modelVersion, id, name, author: authorId, authored, schema } = doc;
  const count = keeper.createSchema(ctx, { type, modelVersion, id, name, author: authorId, authored, schema, proof });
  ctx.events.emit(createSchemaEvent(id, msg.creator));
  return { id: count };
}
