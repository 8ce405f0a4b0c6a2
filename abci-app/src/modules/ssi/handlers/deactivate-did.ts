import type { Context } from "../../../module-kit/context";
import { ErrKeyNotFound } from "../../../types/sdk-errors";
import { ErrDidDocDeactivated, ErrUnexpectedDidVersion } from "../errors";
import { didEvent, EVENT_DEACTIVATE_DID } from "../events";
import type { SsiModuleKeeper } from "../keeper/keeper";
import { Did } from "../types/generated/ssi/v1/did";
import type { MsgDeactivateDID, MsgDeactivateDIDResponse } from "../types/generated/ssi/v1/tx";
import { validateDidId } from "../types/ids";
import { validateDidControllers } from "../verification/controllers";
import { verifyDidSignatures } from "../verification/signatures";
import { didSigners } from "../verification/signers";
import { newMetadata, operationSignBytes } from "./common";

/**
 * DeactivateDID, checks in hid-node's order: the id, registered (sdk 22), not deactivated (114), version
 * (113), the stored document's controllers (104), signatures of its signers over the stored document (107).
 * The document is kept; its metadata says deactivated. There is no way back. Answers `id: 1`, as hid-node.
 */
export function deactivateDid(ctx: Context, keeper: SsiModuleKeeper, msg: MsgDeactivateDID): MsgDeactivateDIDResponse {
  validateDidId(msg.didId, keeper.getChainNamespace(ctx));
  const stored = keeper.getDid(ctx, msg.didId);
  if (stored?.didDocument === undefined || stored.didDocumentMetadata === undefined) throw ErrKeyNotFound.wrap(`DID ${msg.didId} is not registered`);
  const doc = stored.didDocument;
  const oldMetadata = stored.didDocumentMetadata;
  if (oldMetadata.deactivated) throw ErrDidDocDeactivated.wrap(`DidDoc ID: ${msg.didId}`);
  if (msg.versionId !== oldMetadata.versionId) {
    throw ErrUnexpectedDidVersion.wrap(`Expected ${msg.didId} with version ${oldMetadata.versionId}. Got version ${msg.versionId}`);
  }
  validateDidControllers(ctx, keeper, doc);
  const bytes = operationSignBytes(ctx, keeper, "DeactivateDID", oldMetadata.versionId, Did.encode(doc).finish());
  verifyDidSignatures(ctx, keeper, didSigners(doc), msg.signatures, bytes);

  const metadata = { ...newMetadata(ctx), created: oldMetadata.created, deactivated: true };
  keeper.setDid(ctx, { didDocument: doc, didDocumentMetadata: metadata });
  ctx.events.emit(didEvent(EVENT_DEACTIVATE_DID, doc.id, metadata.versionId, msg.creator));
  return { id: 1n };
}
