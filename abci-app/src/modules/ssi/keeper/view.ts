import type { AddressCodec } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { Credential } from "../types/generated/ssi/v1/credential";
import { DidDocumentState } from "../types/generated/ssi/v1/did";
import { Schema } from "../types/generated/ssi/v1/schema";
import {
  CHAIN_NAMESPACE_KEY,
  CREDENTIAL_COUNT_KEY,
  credentialKey,
  decodeCount,
  DID_COUNT_KEY,
  didKey,
  LEGACY_SIGNATURES_KEY,
  SCHEMA_COUNT_KEY,
  schemaKey,
} from "../types/keys";
import { credentialStore, didStore, schemaStore, ssiStore } from "./store";

/** A stored credential status and its exact stored bytes (a status change's signature covers their hash). */
export interface StoredCredential {
  readonly credential: Credential;
  readonly bytes: Uint8Array;
}

/** Reading ssi state: what queries, other modules and the message handlers need. */
export interface SsiViewKeeper {
  readonly addressCodec: AddressCodec;
  /** "" on the main network. */
  getChainNamespace(ctx: Context): string;
  /** The gas one Ed25519 check of a document signature costs: auth's `sig_verify_cost_ed25519`, as for a tx's own. */
  ed25519VerifyGas(ctx: Context): bigint;
  /** True when signatures cover the document bytes alone (hid-node v0.1) instead of idledger's payload. */
  legacySignatures(ctx: Context): boolean;
  getDidCount(ctx: Context): bigint;
  getSchemaCount(ctx: Context): bigint;
  /** The number of registered credential statuses (a status change does not count). */
  getCredentialCount(ctx: Context): bigint;
  getDid(ctx: Context, id: string): DidDocumentState | undefined;
  hasDid(ctx: Context, id: string): boolean;
  getSchema(ctx: Context, id: string): Schema | undefined;
  hasSchema(ctx: Context, id: string): boolean;
  getCredential(ctx: Context, id: string): StoredCredential | undefined;
  hasCredential(ctx: Context, id: string): boolean;
  /** In id order; stops when `visit` returns true. */
  iterateDids(ctx: Context, visit: (state: DidDocumentState) => boolean | void): void;
  iterateSchemas(ctx: Context, visit: (schema: Schema) => boolean | void): void;
  iterateCredentials(ctx: Context, visit: (credential: Credential) => boolean | void): void;
}

const utf8 = new TextDecoder();

/** The reads of the ssi keeper (the keeper class extends it with the writes). */
export class ViewKeeper implements SsiViewKeeper {
  constructor(
    readonly addressCodec: AddressCodec,
    private readonly verifyGas: (ctx: Context) => bigint,
  ) {}

  ed25519VerifyGas(ctx: Context): bigint {
    return this.verifyGas(ctx);
  }

  getChainNamespace(ctx: Context): string {
    const bytes = ssiStore(ctx).get(CHAIN_NAMESPACE_KEY);
    return bytes === undefined ? "" : utf8.decode(bytes);
  }

  legacySignatures(ctx: Context): boolean {
    const bytes = ssiStore(ctx).get(LEGACY_SIGNATURES_KEY);
    return bytes !== undefined && bytes.length === 1 && bytes[0] === 1;
  }

  getDidCount(ctx: Context): bigint {
    return this.count(ctx, DID_COUNT_KEY);
  }

  getSchemaCount(ctx: Context): bigint {
    return this.count(ctx, SCHEMA_COUNT_KEY);
  }

  getCredentialCount(ctx: Context): bigint {
    return this.count(ctx, CREDENTIAL_COUNT_KEY);
  }

  getDid(ctx: Context, id: string): DidDocumentState | undefined {
    const bytes = ssiStore(ctx).get(didKey(id));
    return bytes === undefined ? undefined : DidDocumentState.decode(bytes);
  }

  hasDid(ctx: Context, id: string): boolean {
    return ssiStore(ctx).has(didKey(id));
  }

  getSchema(ctx: Context, id: string): Schema | undefined {
    const bytes = ssiStore(ctx).get(schemaKey(id));
    return bytes === undefined ? undefined : Schema.decode(bytes);
  }

  hasSchema(ctx: Context, id: string): boolean {
    return ssiStore(ctx).has(schemaKey(id));
  }

  getCredential(ctx: Context, id: string): StoredCredential | undefined {
    const bytes = ssiStore(ctx).get(credentialKey(id));
    return bytes === undefined ? undefined : { credential: Credential.decode(bytes), bytes };
  }

  hasCredential(ctx: Context, id: string): boolean {
    return ssiStore(ctx).has(credentialKey(id));
  }

  iterateDids(ctx: Context, visit: (state: DidDocumentState) => boolean | void): void {
    for (const [, bytes] of didStore(ctx).iterator()) if (visit(DidDocumentState.decode(bytes)) === true) return;
  }

  iterateSchemas(ctx: Context, visit: (schema: Schema) => boolean | void): void {
    for (const [, bytes] of schemaStore(ctx).iterator()) if (visit(Schema.decode(bytes)) === true) return;
  }

  iterateCredentials(ctx: Context, visit: (credential: Credential) => boolean | void): void {
    for (const [, bytes] of credentialStore(ctx).iterator()) if (visit(Credential.decode(bytes)) === true) return;
  }

  private count(ctx: Context, key: Uint8Array): bigint {
    const bytes = ssiStore(ctx).get(key);
    return bytes === undefined ? 0n : decodeCount(bytes);
  }
}
