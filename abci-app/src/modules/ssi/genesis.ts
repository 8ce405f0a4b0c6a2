import type { Context } from "../../module-kit/context";
import type { SsiModuleKeeper } from "./keeper/keeper";
import type { Credential } from "./types/generated/ssi/v1/credential";
import type { DidDocumentState } from "./types/generated/ssi/v1/did";
import type { Schema } from "./types/generated/ssi/v1/schema";
import { validateSsiGenesis, type SsiGenesisState } from "./types/genesis";

/**
 * Loads ssi genesis: the namespace (stored as given: empty is the main network, v0.1.1+), the signature
 * mode, every document as it is (metadata included), the counters, and the expiry index of every
 * credential not yet Expired (one whose date has passed expires at the first block).
 */
export function initSsiGenesis(ctx: Context, keeper: SsiModuleKeeper, genesis: SsiGenesisState): void {
  validateSsiGenesis(genesis);
  keeper.setChainNamespace(ctx, genesis.chain_namespace);
  keeper.setLegacySignatures(ctx, genesis.legacy_signatures);
  for (const state of genesis.did_documents) keeper.setDid(ctx, state);
  for (const schema of genesis.schemas) keeper.setSchema(ctx, schema);
  for (const credential of genesis.credentials) keeper.importCredential(ctx, credential);
  keeper.setDidCount(ctx, genesis.did_count);
  keeper.setSchemaCount(ctx, genesis.schema_count);
  keeper.setCredentialCount(ctx, genesis.credential_count);
}

/** The state as genesis: documents in id order, the counters as stored. */
export function exportSsiGenesis(ctx: Context, keeper: SsiModuleKeeper): SsiGenesisState {
  const did_documents: DidDocumentState[] = [];
  keeper.iterateDids(ctx, (state) => void did_documents.push(state));
  const schemas: Schema[] = [];
  keeper.iterateSchemas(ctx, (schema) => void schemas.push(schema));
  const credentials: Credential[] = [];
  keeper.iterateCredentials(ctx, (credential) => void credentials.push(credential));
  return {
    chain_namespace: keeper.getChainNamespace(ctx),
    legacy_signatures: keeper.legacySignatures(ctx),
    did_documents,
    schemas,
    credentials,
    did_count: keeper.getDidCount(ctx),
    schema_count: keeper.getSchemaCount(ctx),
    credential_count: keeper.getCredentialCount(ctx),
  };
}
