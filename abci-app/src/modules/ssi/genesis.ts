import { CREDENTIAL_ID, DID_ID, SCHEMA_ID } from "../../../../lib/hid-ids";
import type { Context } from "../../module-kit/context";
import type { SsiModuleKeeper } from "./keeper/keeper";
import type { Credential } from "./types/generated/ssi/v1/credential";
import type { DidDocumentState } from "./types/generated/ssi/v1/did";
import type { Schema } from "./types/generated/ssi/v1/schema";
import { validateSsiGenesis, type SsiGenesisState } from "./types/genesis";
import { namespaceOf } from "./types/ids";

/**
 * Loads ssi genesis: the namespace (stored as given: empty is the main network, v0.1.1+), the signature
 * mode, every document as it is (metadata included), the counters, and the expiry index of every
 * credential not yet Expired (one whose date has passed expires at the first block).
 */
export function initSsiGenesis(ctx: Context, keeper: SsiModuleKeeper, genesis: SsiGenesisState): void {
  validateSsiGenesis(genesis);
  keeper.setChainNamespace(ctx, genesis.chainNamespace);
  keeper.setLegacySignatures(ctx, genesis.legacySignatures);
  for (const state of genesis.didDocuments) keeper.setDid(ctx, state);
  for (const schema of genesis.schemas) keeper.setSchema(ctx, schema);
  for (const credential of genesis.credentials) keeper.importCredential(ctx, credential);
  keeper.setDidCount(ctx, genesis.didCount);
  keeper.setSchemaCount(ctx, genesis.schemaCount);
  keeper.setCredentialCount(ctx, genesis.credentialCount);
}

/**
 * The state as genesis: documents in id order, the counters as stored, and the namespaces other than the chain's
 * that documents carry (written before governance changed it), sorted.
 */
export function exportSsiGenesis(ctx: Context, keeper: SsiModuleKeeper): SsiGenesisState {
  const didDocuments: DidDocumentState[] = [];
  keeper.iterateDids(ctx, (state) => void didDocuments.push(state));
  const schemas: Schema[] = [];
  keeper.iterateSchemas(ctx, (schema) => void schemas.push(schema));
  const credentials: Credential[] = [];
  keeper.iterateCredentials(ctx, (credential) => void credentials.push(credential));
  const chainNamespace = keeper.getChainNamespace(ctx);
  const namespaces = new Set([
    ...didDocuments.map((state) => namespaceOf(state.didDocument?.id ?? "", DID_ID)),
    ...schemas.map((schema) => namespaceOf(schema.id, SCHEMA_ID)),
    ...credentials.map((credential) => namespaceOf(credential.claim?.id ?? "", CREDENTIAL_ID)),
  ]);
  namespaces.delete(chainNamespace);
  return {
    chainNamespace,
    legacySignatures: keeper.legacySignatures(ctx),
    didDocuments,
    schemas,
    credentials,
    didCount: keeper.getDidCount(ctx),
    schemaCount: keeper.getSchemaCount(ctx),
    credentialCount: keeper.getCredentialCount(ctx),
    formerNamespaces: [...namespaces].sort(),
  };
}
