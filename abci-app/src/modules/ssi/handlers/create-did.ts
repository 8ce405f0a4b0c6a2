import type { Context } from "../../../module-kit/context";
import type { Ed25519Job } from "../../../crypto/ed25519-board";
import { ErrDidDocExists } from "../errors";
import { didEvent, EVENT_CREATE_DID } from "../events";
import type { SsiModuleKeeper } from "../keeper/keeper";
import { validateDidDocument } from "../types/did-document";
import { Did } from "../types/generated/ssi/v1/did";
import type { MsgCreateDID, MsgCreateDIDResponse } from "../types/generated/ssi/v1/tx";
import { validateDidControllers } from "../verification/controllers";
import { didSignatureJobs, verifyDidSignatures } from "../verification/signatures";
import { didSigners } from "../verification/signers";
import { signBytes } from "../types/sign-payload";
import { newMetadata } from "./common";

/**
 * CreateDID, checks in hid-node's order: the document (ids, relationships, services), not registered yet
 * (103), controllers (104), signatures of its signers over it (107). Stores it with fresh metadata and
 * answers the DID count before the increment.
 */
export function createDid(ctx: Context, keeper: SsiModuleKeeper, msg: MsgCreateDID): MsgCreateDIDResponse {
  const doc = msg.didDocString ?? Did.fromPartial({});
  validateDidDocument(doc, keeper.getChainNamespace(ctx));
  if (keeper.hasDid(ctx, doc.id)) throw ErrDidDocExists.wrap(`DID already exists ${doc.id}`);
  validateDidControllers(ctx, keeper, doc);
  verifyDidSignatures(ctx, keeper, didSigners(doc), msg.signatures, createDidSignBytes(ctx, keeper, doc));

  const metadata = newMetadata(ctx);
  const id = keeper.createDid(ctx, { didDocument: doc, didDocumentMetadata: metadata });
  ctx.events.emit(didEvent(EVENT_CREATE_DID, doc.id, metadata.versionId, msg.creator));
  return { id };
}

/** The signature checks of createDid, for the signature threads (MsgRoute.ed25519Ahead). */
export function createDidSignatureJobs(ctx: Context, keeper: SsiModuleKeeper, msg: MsgCreateDID): Ed25519Job[] {
  const doc = msg.didDocString ?? Did.fromPartial({});
  return didSignatureJobs(didSigners(doc), msg.signatures, createDidSignBytes(ctx, keeper, doc));
}

/**
 * The sign bytes of each frozen document, by the document object: a block's board is planned from the same decoded
 * (and deep-frozen, tx/decode.ts) transaction that the block then runs (tx/decoded-tx-cache.ts), so the handler finds
 * what the planning encoded, for the chain id and signing mode it was encoded for. A document that is not frozen could
 * change, so its bytes are made every time. The mode is read from state on every call, as operationSignBytes reads it,
 * so the gas is the same whether the bytes are known or not.
 */
const signBytesOfDocument = new WeakMap<Did, { readonly chainId: string; readonly legacy: boolean; readonly bytes: Uint8Array }>();

function createDidSignBytes(ctx: Context, keeper: SsiModuleKeeper, doc: Did): Uint8Array {
  const legacy = keeper.legacySignatures(ctx);
  const known = signBytesOfDocument.get(doc);
  if (known !== undefined && known.chainId === ctx.chainId && known.legacy === legacy) return known.bytes;
  const bytes = signBytes({ chainId: ctx.chainId, operation: "CreateDID", version: "", document: Did.encode(doc).finish() }, legacy);
  if (Object.isFrozen(doc)) signBytesOfDocument.set(doc, { chainId: ctx.chainId, legacy, bytes });
  return bytes;
}
