import type { Context } from "../../../module-kit/context";
import { ErrKeyNotFound } from "../../../types/sdk-errors";
import { ErrDidDocDeactivated, ErrUnexpectedDidVersion } from "../errors";
import { didEvent, EVENT_UPDATE_DID } from "../events";
import type { SsiModuleKeeper } from "../keeper/keeper";
import { validateDidDocument } from "../types/did-document";
import { Did } from "../types/generated/ssi/v1/did";
import type { MsgUpdateDID, MsgUpdateDIDResponse } from "../types/generated/ssi/v1/tx";
import { validateDidControllers } from "../verification/controllers";
import { verifyDidSignatures } from "../verification/signatures";
import { updateSigners } from "../verification/signers";
import { newMetadata, operationSignBytes } from "./common";

/**
 * UpdateDID, checks in hid-node's order: the new document, registered (sdk 22), not deactivated (114),
 * `version_id` equal to the stored one (113), controllers (104), signatures of the update signers over the
 * new document (107; idledger's payload also binds the stored version). Keeps `created`.
 */
export function updateDid(ctx: Context, keeper: SsiModuleKeeper, msg: MsgUpdateDID): MsgUpdateDIDResponse {
  const doc = msg.didDocString ?? Did.fromPartial({});
  validateDidDocument(doc, keeper.getChainNamespace(ctx));
  const stored = keeper.getDid(ctx, doc.id);
  if (stored?.didDocument === undefined || stored.didDocumentMetadata === undefined) throw ErrKeyNotFound.wrap(`DID ${doc.id} is not registered`);
  const oldMetadata = stored.didDocumentMetadata;
  if (oldMetadata.deactivated) throw ErrDidDocDeactivated.wrap(`DidDoc ID: ${doc.id}`);
  if (msg.versionId !== oldMetadata.versionId) {
    throw ErrUnexpectedDidVersion.wrap(`Expected ${doc.id} with version ${oldMetadata.versionId}. Got version ${msg.versionId}`);
  }
  validateDidControllers(ctx, keeper, doc);
  const bytes = operationSignBytes(ctx, keeper, "UpdateDID", oldMetadata.versionId, Did.encode(doc).finish());
  verifyDidSignatures(ctx, keeper, updateSigners(stored.didDocument, doc), msg.signatures, bytes);

  const metadata = { ...newMetadata(ctx), created: oldMetadata.created, deactivated: oldMetadata.deactivated };
  keeper.setDid(ctx, { didDocument: doc, didDocumentMetadata: metadata });
  ctx.events.emit(didEvent(EVENT_UPDATE_DID, doc.id, metadata.versionId, msg.creator));
  return { updateId: doc.id };
}
