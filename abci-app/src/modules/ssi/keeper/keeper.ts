import type { AddressCodec } from "../../../types/address";
import type { Context } from "../../../module-kit/context";
import { ErrInvalidDate } from "../errors";
import { STATUS_EXPIRED } from "../types/credential-status";
import { Credential } from "../types/generated/ssi/v1/credential";
import { DidDocumentState } from "../types/generated/ssi/v1/did";
import { Schema } from "../types/generated/ssi/v1/schema";
import {
  CHAIN_NAMESPACE_KEY,
  CREDENTIAL_COUNT_KEY,
  credentialKey,
  DID_COUNT_KEY,
  didKey,
  encodeCount,
  expiryIndexKey,
  LEGACY_SIGNATURES_KEY,
  SCHEMA_COUNT_KEY,
  schemaKey,
} from "../types/keys";
import { parseRfc3339 } from "../../../types/rfc3339";
import { expireDueCredentials } from "./expiry";
import { expiryIndexStore, ssiStore } from "./store";
import { ViewKeeper, type SsiViewKeeper } from "./view";

export interface SsiKeeperOptions {
  /** The chain's account address codec: message creators are checked with it. */
  readonly addressCodec: AddressCodec;
  /** auth's `sig_verify_cost_ed25519` in the state `ctx` reads: what each document signature check costs. */
  readonly ed25519VerifyGas: (ctx: Context) => bigint;
}

/** Writing ssi state. Handlers validate first: these primitives store what they are given. */
export interface SsiModuleKeeper extends SsiViewKeeper {
  setChainNamespace(ctx: Context, namespace: string): void;
  setLegacySignatures(ctx: Context, legacy: boolean): void;
  setDidCount(ctx: Context, count: bigint): void;
  setSchemaCount(ctx: Context, count: bigint): void;
  setCredentialCount(ctx: Context, count: bigint): void;
  /** Stores a new DID and counts it; returns the count before (hid-node's CreateDID response id). */
  createDid(ctx: Context, state: DidDocumentState): bigint;
  /** Overwrites a DID document state (update, deactivation, genesis); the count is unchanged. */
  setDid(ctx: Context, state: DidDocumentState): void;
  /** Stores a new schema and counts it; returns the count before. */
  createSchema(ctx: Context, schema: Schema): bigint;
  setSchema(ctx: Context, schema: Schema): void;
  /** Stores a new credential status, indexes its expiration and counts it; returns the count before. */
  registerCredential(ctx: Context, credential: Credential): bigint;
  /** Overwrites a credential status whose dates are unchanged (a status change): the index stays valid. */
  updateCredential(ctx: Context, credential: Credential): void;
  /** Genesis: stores a credential status and indexes it unless it is Expired already. */
  importCredential(ctx: Context, credential: Credential): void;
  /** The start of a block: every indexed credential whose expiration is before the block time becomes Expired. */
  expireDueCredentials(ctx: Context): number;
}

/** The ssi keeper the app builds once; handlers and queries take it by the narrower interfaces. */
export class SsiKeeper extends ViewKeeper implements SsiModuleKeeper {
  constructor(options: SsiKeeperOptions) {
    super(options.addressCodec, options.ed25519VerifyGas);
  }

  setChainNamespace(ctx: Context, namespace: string): void {
    ssiStore(ctx).set(CHAIN_NAMESPACE_KEY, new TextEncoder().encode(namespace));
  }

  setLegacySignatures(ctx: Context, legacy: boolean): void {
    ssiStore(ctx).set(LEGACY_SIGNATURES_KEY, Uint8Array.of(legacy ? 1 : 0));
  }

  setDidCount(ctx: Context, count: bigint): void {
    ssiStore(ctx).set(DID_COUNT_KEY, encodeCount(count));
  }

  setSchemaCount(ctx: Context, count: bigint): void {
    ssiStore(ctx).set(SCHEMA_COUNT_KEY, encodeCount(count));
  }

  setCredentialCount(ctx: Context, count: bigint): void {
    ssiStore(ctx).set(CREDENTIAL_COUNT_KEY, encodeCount(count));
  }

  createDid(ctx: Context, state: DidDocumentState): bigint {
    const count = this.getDidCount(ctx);
    this.setDid(ctx, state);
    this.setDidCount(ctx, count + 1n);
    return count;
  }

  setDid(ctx: Context, state: DidDocumentState): void {
    ssiStore(ctx).set(didKey(state.didDocument?.id ?? ""), DidDocumentState.encode(state).finish());
  }

  createSchema(ctx: Context, schema: Schema): bigint {
    const count = this.getSchemaCount(ctx);
    this.setSchema(ctx, schema);
    this.setSchemaCount(ctx, count + 1n);
    return count;
  }

  setSchema(ctx: Context, schema: Schema): void {
    ssiStore(ctx).set(schemaKey(schema.id), Schema.encode(schema).finish());
  }

  registerCredential(ctx: Context, credential: Credential): bigint {
    const count = this.getCredentialCount(ctx);
    this.writeCredential(ctx, credential);
    this.indexExpiry(ctx, credential);
    this.setCredentialCount(ctx, count + 1n);
    return count;
  }

  updateCredential(ctx: Context, credential: Credential): void {
    this.writeCredential(ctx, credential);
  }

  importCredential(ctx: Context, credential: Credential): void {
    this.writeCredential(ctx, credential);
    if (credential.claim?.currentStatus !== STATUS_EXPIRED) this.indexExpiry(ctx, credential);
  }

  expireDueCredentials(ctx: Context): number {
    return expireDueCredentials(ctx, this);
  }

  private writeCredential(ctx: Context, credential: Credential): void {
    ssiStore(ctx).set(credentialKey(credential.claim?.id ?? ""), Credential.encode(credential).finish());
  }

  private indexExpiry(ctx: Context, credential: Credential): void {
    const expiration = parseRfc3339(credential.expirationDate);
    // Registration and genesis validate the date first; this guards the index against a caller that did not.
    if (expiration === undefined) throw ErrInvalidDate.wrap(`invalid expiration date format: ${JSON.stringify(credential.expirationDate)}`);
    expiryIndexStore(ctx).set(expiryIndexKey(expiration, credential.claim?.id ?? ""), Uint8Array.of(0));
  }
}
