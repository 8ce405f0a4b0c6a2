import type { QueryRoute } from "../../module-kit/module";
import { paginate } from "../../module-kit/pagination";
import { queryRoute } from "../../module-kit/query";
import { invalidArgument, notFound } from "../../types/query-errors";
import type { SsiViewKeeper } from "./keeper/view";
import { credentialStore, didStore, schemaStore } from "./keeper/store";
import { Credential } from "./types/generated/ssi/v1/credential";
import { DidDocumentState } from "./types/generated/ssi/v1/did";
import { Schema } from "./types/generated/ssi/v1/schema";
import { SSI_QUERY } from "./types/query";

/** The gRPC service of the ssi queries; ABCI query paths are `<service>/<Method>`. */

const SCHEMA_VERSION = /^(\d+\.)?(\d+)$/;

/**
 * The `hypersignprotocol.hidnode.ssi.Query` service. Unknown documents are NotFound (hid-node v0.1 answered
 * empty objects); lists page with offset/limit or key (the document id) and report the counters as totals. `Params`
 * (idledger's) answers the chain namespace governance may change, and the genesis `legacy_signatures` beside it (not a
 * param), so that clients learn which payload the chain's signatures cover.
 */
export function ssiQueryRoutes(keeper: SsiViewKeeper): QueryRoute[] {
  return [
    queryRoute(SSI_QUERY.QuerySchema, (ctx, req) => {
      const id = required(req.schemaId, "schemaId");
      const versions = [...schemaStore(ctx).iterator(utf8(`${id}:`), utf8(`${id};`))]
        .map(([, bytes]) => Schema.decode(bytes))
        .filter((schema) => SCHEMA_VERSION.test(schema.id.slice(id.length + 1)));
      const exact = keeper.getSchema(ctx, id);
      const schema = exact === undefined ? versions : [exact, ...versions];
      if (schema.length === 0) throw notFound(`schema ${id}`);
      return { schema };
    }),
    queryRoute(SSI_QUERY.QuerySchemas, (ctx, req) => {
      const page = paginate(schemaStore(ctx), req.pagination, (_id, bytes) => Schema.decode(bytes));
      return { totalCount: keeper.getSchemaCount(ctx), schemaList: page.items };
    }),
    queryRoute(SSI_QUERY.QueryDidDocument, (ctx, req) => {
      const id = required(req.didId, "didId");
      const state = keeper.getDid(ctx, id);
      if (state === undefined) throw notFound(`DID document ${id}`);
      return { didDocument: state.didDocument, didDocumentMetadata: state.didDocumentMetadata };
    }),
    queryRoute(SSI_QUERY.QueryDidDocuments, (ctx, req) => {
      const totalDidCount = keeper.getDidCount(ctx);
      if (req.count) return { totalDidCount, didDocList: [] };
      const page = paginate(didStore(ctx), req.pagination, (_id, bytes) => {
        const state = DidDocumentState.decode(bytes);
        return { didDocument: state.didDocument, didDocumentMetadata: state.didDocumentMetadata };
      });
      return { totalDidCount, didDocList: page.items };
    }),
    queryRoute(SSI_QUERY.QueryCredential, (ctx, req) => {
      const id = required(req.credId, "credId");
      const stored = keeper.getCredential(ctx, id);
      if (stored === undefined) throw notFound(`credential status ${id}`);
      return { credStatus: stored.credential };
    }),
    queryRoute(SSI_QUERY.QueryCredentials, (ctx, req) => {
      const page = paginate(credentialStore(ctx), req.pagination, (_id, bytes) => Credential.decode(bytes));
      return { totalCount: keeper.getCredentialCount(ctx), credentials: page.items };
    }),
    queryRoute(SSI_QUERY.Params, (ctx) => ({
      params: { chainNamespace: keeper.getChainNamespace(ctx) },
      legacySignatures: keeper.legacySignatures(ctx),
    })),
  ];
}

function required(value: string, field: string): string {
  if (value.trim() === "") throw invalidArgument(`${field} cannot be empty`);
  return value;
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}
