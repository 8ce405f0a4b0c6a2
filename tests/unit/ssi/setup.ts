import { DEFAULT_AUTH_PARAMS } from "../../../abci-app/src/modules/auth/types/params";
import { TypeRegistry } from "../../../abci-app/src/codec/registry";
import { ed25519PublicKey, signEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { SsiKeeper } from "../../../abci-app/src/modules/ssi/keeper/keeper";
import { createSsiModule, ssiModule } from "../../../abci-app/src/modules/ssi/module";
import { ssiMsgRoutes } from "../../../abci-app/src/modules/ssi/msgs";
import { encodeStdBase64 } from "../../../abci-app/src/modules/ssi/types/base64";
import {
  CredentialStatus as CredentialStatusCodec,
  type Credential,
  type CredentialProof,
  type CredentialStatus,
} from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { Did, type SignInfo } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { SchemaDocument, type SchemaProof } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import {
  MsgCreateDID,
  MsgCreateSchema,
  MsgDeactivateDID,
  MsgRegisterCredentialStatus,
  MsgUpdateDID,
} from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { encodeBase58btc } from "../../../lib/multibase";
import { signBytes, type SsiOperation } from "../../../abci-app/src/modules/ssi/types/sign-payload";
import { upperHexSha256 } from "../../../abci-app/src/modules/ssi/types/version";
import { MemoryMultiStore } from "../../../abci-app/src/store/memory";
import type { CacheMultiStore } from "../../../abci-app/src/store/types";
import { AddressCodec } from "../../../abci-app/src/types/address";
import { AppError, type ErrorKind } from "../../../abci-app/src/types/errors";
import { Context } from "../../../abci-app/src/module-kit/context";
import { runMsg, type AppModule, type MsgRoute } from "../../../abci-app/src/module-kit/module";
import { sha256 } from "../../../abci-app/src/types/hash";
import { parseRfc3339 } from "../../../abci-app/src/types/rfc3339";

export const CHAIN_ID = "idledger-test";
/** 2024-01-01T00:00:00Z */
export const T0 = 1_704_067_200n;
export const codec = new AddressCodec();
export const CREATOR = codec.encode(new Uint8Array(20).fill(7));

/** An Ed25519 key with a DID on some namespace. */
export interface Key {
  readonly privateKey: Uint8Array;
  /** `z` + base58btc of the public key: 45 characters. */
  readonly multibase: string;
}

function keyFromPrivate(privateKey: Uint8Array): Key {
  return { privateKey, multibase: encodeBase58btc(ed25519PublicKey(privateKey)) };
}

/** A deterministic key whose multibase form has the 45 characters a method-specific id needs. */
export function testKey(label: string): Key {
  for (let i = 0; ; i++) {
    const key = keyFromPrivate(sha256(new TextEncoder().encode(`${label}/${i}`)));
    if (key.multibase.length === 45) return key;
  }
}

export interface Ssi {
  keeper: SsiKeeper;
  module: AppModule;
  registry: TypeRegistry;
  store: CacheMultiStore;
  namespace: string;
  legacy: boolean;
  /** The context of the current block. */
  ctx: Context;
  /** Moves to a new block at `seconds` (same state). */
  at(seconds: bigint, nanos?: number): Context;
  routes: MsgRoute[];
}

export function newSsi(options: { namespace?: string; legacy?: boolean; genesis?: unknown; chainId?: string; ed25519VerifyGas?: bigint } = {}): Ssi {
  const namespace = options.namespace ?? "devnet";
  const legacy = options.legacy ?? false;
  const registry = new TypeRegistry().registerAll(ssiModule.anyTypes);
  const keeper = new SsiKeeper({ addressCodec: codec, ed25519VerifyGas: () => options.ed25519VerifyGas ?? DEFAULT_AUTH_PARAMS.sigVerifyCostEd25519 });
  const module = createSsiModule(keeper);
  const store = new MemoryMultiStore(["ssi"]).branch();
  const context = (seconds: bigint, nanos = 0) =>
    Context.create({ chainId: options.chainId ?? CHAIN_ID, height: 1n, time: { seconds, nanos }, proposer: new Uint8Array(20) }, "finalize", store);
  const ssi: Ssi = {
    keeper,
    module,
    registry,
    store,
    namespace,
    legacy,
    ctx: context(T0),
    at(seconds, nanos = 0) {
      ssi.ctx = context(seconds, nanos);
      return ssi.ctx;
    },
    routes: ssiMsgRoutes(keeper),
  };
  module.initGenesis(Context.create(ssi.ctx.block, "genesis", store), options.genesis ?? { chain_namespace: namespace, legacy_signatures: legacy });
  return ssi;
}

export function didOf(ssi: Pick<Ssi, "namespace">, key: Key): string {
  return ssi.namespace === "" ? `did:hid:${key.multibase}` : `did:hid:${ssi.namespace}:${key.multibase}`;
}

/** A DID document in the shape of hid-node's tests: key-1 in authentication and assertionMethod. */
export function didDocument(ssi: Pick<Ssi, "namespace">, key: Key, overrides: Partial<Did> = {}): Did {
  const id = didOf(ssi, key);
  return Did.fromPartial({
    context: ["https://www.w3.org/ns/did/v1"],
    id,
    controller: [id],
    verificationMethod: [{ id: `${id}#key-1`, type: "Ed25519VerificationKey2020", controller: id, publicKeyMultibase: key.multibase }],
    authentication: [`${id}#key-1`],
    assertionMethod: [`${id}#key-1`],
    ...overrides,
  });
}

/** The signing mode of this chain applied to an operation. */
export function payload(ssi: Pick<Ssi, "legacy">, operation: SsiOperation, version: string, document: Uint8Array): Uint8Array {
  return signBytes({ chainId: CHAIN_ID, operation, version, document }, ssi.legacy);
}

export function sign(bytes: Uint8Array, key: Key): string {
  return encodeStdBase64(signEd25519(bytes, key.privateKey));
}

export function signDid(ssi: Pick<Ssi, "legacy">, operation: SsiOperation, version: string, doc: Did, key: Key, methodId: string): SignInfo {
  return { verificationMethodId: methodId, signature: sign(payload(ssi, operation, version, Did.encode(doc).finish()), key) };
}

/** Runs a message as the pipeline does (ValidateBasic, then the handler) in a tx whose bytes are the message's. */
export function run<T>(ssi: Ssi, typeUrl: string, msg: T): unknown {
  const route = ssi.routes.find((r) => r.typeUrl === typeUrl)! as MsgRoute<T>;
  try {
    route.validateBasic(msg);
    return runMsg(route, ssi.ctx.withTxBytes(route.codec.encode(msg).finish()), msg);
  } catch (err) {
    return err;
  }
}

export function expectOk(outcome: unknown): void {
  if (outcome instanceof Error) throw new Error(`expected success, got ${(outcome as AppError).codespace}/${(outcome as AppError).code}: ${outcome.message}`);
}

export function expectError(outcome: unknown, kind: ErrorKind, message?: string | RegExp): void {
  expect(outcome).toBeInstanceOf(AppError);
  const err = outcome as AppError;
  expect(`${err.codespace}/${err.code} ${err.message}`).toMatch(new RegExp(`^${kind.codespace}/${kind.code} `));
  if (typeof message === "string") expect(err.message).toContain(message);
  else if (message !== undefined) expect(err.message).toMatch(message);
}

// ——— message builders ———

export const TYPE = {
  createDid: "/hypersignprotocol.hidnode.ssi.MsgCreateDID",
  updateDid: "/hypersignprotocol.hidnode.ssi.MsgUpdateDID",
  deactivateDid: "/hypersignprotocol.hidnode.ssi.MsgDeactivateDID",
  createSchema: "/hypersignprotocol.hidnode.ssi.MsgCreateSchema",
  registerCredentialStatus: "/hypersignprotocol.hidnode.ssi.MsgRegisterCredentialStatus",
} as const;

export function createDidMsg(ssi: Ssi, doc: Did, signers: readonly [Key, string][]): MsgCreateDID {
  return MsgCreateDID.fromPartial({ didDocString: doc, signatures: signers.map(([key, vm]) => signDid(ssi, "CreateDID", "", doc, key, vm)), creator: CREATOR });
}

/** Creates a self-controlled DID for `key` (or `doc`) and returns it. */
export function registerDid(ssi: Ssi, key: Key, doc: Did = didDocument(ssi, key)): Did {
  expectOk(run(ssi, TYPE.createDid, createDidMsg(ssi, doc, [[key, `${didOf(ssi, key)}#key-1`]])));
  return doc;
}

/** Puts a DID straight into the store (for states no transaction can reach). */
export function storeDid(ssi: Ssi, doc: Did, deactivated = false): void {
  ssi.keeper.createDid(ssi.ctx, {
    didDocument: doc,
    didDocumentMetadata: { created: "2024-01-01T00:00:00Z", updated: "2024-01-01T00:00:00Z", deactivated, versionId: "V0" },
  });
}

export function storedVersion(ssi: Ssi, id: string): string {
  return ssi.keeper.getDid(ssi.ctx, id)!.didDocumentMetadata!.versionId;
}

export function updateDidMsg(ssi: Ssi, doc: Did, signers: readonly [Key, string][], version = storedVersion(ssi, doc.id)): MsgUpdateDID {
  return MsgUpdateDID.fromPartial({
    didDocString: doc,
    versionId: version,
    signatures: signers.map(([key, vm]) => signDid(ssi, "UpdateDID", version, doc, key, vm)),
    creator: CREATOR,
  });
}

export function deactivateDidMsg(ssi: Ssi, id: string, signers: readonly [Key, string][], version = storedVersion(ssi, id)): MsgDeactivateDID {
  const stored = ssi.keeper.getDid(ssi.ctx, id)?.didDocument ?? Did.fromPartial({});
  return MsgDeactivateDID.fromPartial({
    didId: id,
    versionId: version,
    signatures: signers.map(([key, vm]) => signDid(ssi, "DeactivateDID", version, stored, key, vm)),
    creator: CREATOR,
  });
}

export function schemaDocument(ssi: Pick<Ssi, "namespace">, author: Key, idKey: Key, version = "1.0", overrides: Partial<SchemaDocument> = {}): SchemaDocument {
  const ns = ssi.namespace === "" ? "" : `${ssi.namespace}:`;
  return SchemaDocument.fromPartial({
    type: "https://w3c-ccg.github.io/vc-json-schemas/v1/schema/1.0/schema.json",
    modelVersion: "v1.0",
    id: `sch:hid:${ns}${idKey.multibase}:${version}`,
    name: "HS credential template",
    author: didOf(ssi, author),
    authored: "2023-08-16T10:22:12Z",
    schema: {
      schema: "http://json-schema.org/draft-07/schema",
      description: "test",
      type: "object",
      properties: "{myString:{type:string}}",
      required: ["myString"],
      additionalProperties: false,
    },
    ...overrides,
  });
}

export function createSchemaMsg(ssi: Ssi, doc: SchemaDocument, key: Key, methodId = `${doc.author}#key-1`, proof: Partial<SchemaProof> = {}): MsgCreateSchema {
  return MsgCreateSchema.fromPartial({
    creator: CREATOR,
    schemaDoc: doc,
    schemaProof: {
      type: "Ed25519VerificationKey2020",
      created: "2023-08-16T10:22:12Z",
      verificationMethod: methodId,
      proofPurpose: "assertion",
      proofValue: sign(payload(ssi, "CreateSchema", "", SchemaDocument.encode(doc).finish()), key),
      ...proof,
    },
  });
}

const HASH = "a".repeat(64);

export function credentialId(ssi: Pick<Ssi, "namespace">, key: Key): string {
  return ssi.namespace === "" ? `vc:hid:${key.multibase}` : `vc:hid:${ssi.namespace}:${key.multibase}`;
}

export function credentialStatus(
  ssi: Pick<Ssi, "namespace">,
  issuer: Key,
  idKey: Key,
  overrides: Partial<CredentialStatus> & { status?: string; reason?: string } = {},
): CredentialStatus {
  const { status, reason, ...rest } = overrides;
  return CredentialStatusCodec.fromPartial({
    claim: { id: credentialId(ssi, idKey), currentStatus: status ?? "Live", statusReason: reason ?? "" },
    issuer: didOf(ssi, issuer),
    issuanceDate: "2024-01-01T00:00:00Z",
    expirationDate: "2025-01-01T00:00:00Z",
    credentialHash: HASH,
    ...rest,
  });
}

/** The signing version of a status change: the hash of the stored record. */
export function credentialVersion(ssi: Ssi, id: string): string {
  const stored = ssi.keeper.getCredential(ssi.ctx, id);
  return stored === undefined ? "" : upperHexSha256(stored.bytes);
}

export function registerStatusMsg(
  ssi: Ssi,
  status: CredentialStatus,
  key: Key,
  proof: Partial<CredentialProof> = {},
  version = credentialVersion(ssi, status.claim!.id),
): MsgRegisterCredentialStatus {
  return MsgRegisterCredentialStatus.fromPartial({
    creator: CREATOR,
    credentialStatus: status,
    proof: {
      type: "Ed25519VerificationKey2020",
      created: "2024-01-01T00:00:00Z",
      updated: "2024-01-01T00:00:00Z",
      verificationMethod: `${status.issuer}#key-1`,
      proofPurpose: "assertion",
      proofValue: sign(payload(ssi, "RegisterCredentialStatus", version, CredentialStatusCodec.encode(status).finish()), key),
      ...proof,
    },
  });
}

export function storedCredential(ssi: Ssi, id: string): Credential | undefined {
  return ssi.keeper.getCredential(ssi.ctx, id)?.credential;
}

/** Seconds since the epoch of an RFC 3339 date (test convenience). */
export function secondsOf(date: string): bigint {
  return parseRfc3339(date)!.seconds;
}
