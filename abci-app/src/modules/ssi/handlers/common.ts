import type { Context } from "../../../module-kit/context";
import { ErrKeyNotFound } from "../../../types/sdk-errors";
import { ErrDidDocDeactivated } from "../errors";
import type { SsiViewKeeper } from "../keeper/view";
import type { Did, Metadata } from "../types/generated/ssi/v1/did";
import { formatRfc3339, instantOf } from "../../../types/rfc3339";
import { signBytes, type SsiOperation } from "../types/sign-payload";
import { upperHexSha256 } from "../types/version";

/** The bytes the operation's signatures must cover on this chain, in the genesis-chosen mode. */
export function operationSignBytes(ctx: Context, keeper: SsiViewKeeper, operation: SsiOperation, version: string, document: Uint8Array): Uint8Array {
  return signBytes({ chainId: ctx.chainId, operation, version, document }, keeper.legacySignatures(ctx));
}

/** Metadata of a document written by this transaction: block time (RFC 3339, seconds, UTC) and the tx hash. */
export function newMetadata(ctx: Context): Metadata {
  const now = formatRfc3339(instantOf(ctx.time));
  return { created: now, updated: now, deactivated: false, versionId: upperHexSha256(ctx.txBytes) };
}

/**
 * The DID of a schema author or credential issuer: registered (sdk 22, where hid-node panicked for an
 * author) and not deactivated (114).
 */
export function activeAuthorDid(ctx: Context, keeper: SsiViewKeeper, id: string, role: string, purpose: string): Did {
  const state = keeper.getDid(ctx, id);
  if (state?.didDocument === undefined) throw ErrKeyNotFound.wrap(`${role} DID ${id === "" ? '""' : id} is not registered`);
  if (state.didDocumentMetadata?.deactivated === true) throw ErrDidDocDeactivated.wrap(`${id} is deactivated and cannot be used to ${purpose}`);
  return state.didDocument;
}
