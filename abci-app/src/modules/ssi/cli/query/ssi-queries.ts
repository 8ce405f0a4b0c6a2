import { Option } from "commander";
import { toSdkJson } from "../../../../codec/sdk-json";
import type { QueryCommandSpec } from "../../../../cli-kit/query";
import { cosmosPageRequest } from "../../../../cli-kit/query/page-response";
import {
  type QueryCredentialRequest,
  QueryCredentialResponse,
  type QueryCredentialsRequest,
  QueryCredentialsResponse,
  type QueryDidDocumentRequest,
  QueryDidDocumentResponse,
  type QueryDidDocumentsRequest,
  QueryDidDocumentsResponse,
  QueryParamsResponse,
  type QueryParamsRequest,
  type QuerySchemaRequest,
  QuerySchemaResponse,
  type QuerySchemasRequest,
  QuerySchemasResponse,
} from "../../types/generated/ssi/v1/query";
import { SSI_QUERY } from "../../types/query";

/** The `q ssi` commands, one per query method of the ssi service. */
export const SSI_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "did",
    description: "Show a DID document and its metadata (versionId, created, updated, deactivated)",
    method: SSI_QUERY.QueryDidDocument,
    args: [{ name: "did_id", description: "the DID, e.g. did:hid:devnet:z…" }],
    buildRequest: ({ args }): QueryDidDocumentRequest => ({ didId: args[0]! }),
    toJson: (res: QueryDidDocumentResponse) => toSdkJson(QueryDidDocumentResponse, res),
  } satisfies QueryCommandSpec<QueryDidDocumentRequest, QueryDidDocumentResponse>,
  {
    name: "dids",
    description: "List DID documents with their metadata, and the number of DIDs registered",
    method: SSI_QUERY.QueryDidDocuments,
    options: () => [new Option("--count", "print only the number of DIDs registered (totalDidCount)")],
    pagination: { items: "DID documents" },
    buildRequest: ({ options, page }): QueryDidDocumentsRequest => ({ count: options["count"] === true, pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryDidDocumentsResponse) => toSdkJson(QueryDidDocumentsResponse, res),
  } satisfies QueryCommandSpec<QueryDidDocumentsRequest, QueryDidDocumentsResponse>,
  {
    name: "schema",
    description: "Show a credential schema; an id without its version (sch:hid:<ns>:<msi>) lists every version",
    method: SSI_QUERY.QuerySchema,
    args: [{ name: "schema_id", description: "the schema id, e.g. sch:hid:devnet:z…:1.0" }],
    buildRequest: ({ args }): QuerySchemaRequest => ({ schemaId: args[0]! }),
    toJson: (res: QuerySchemaResponse) => toSdkJson(QuerySchemaResponse, res),
  } satisfies QueryCommandSpec<QuerySchemaRequest, QuerySchemaResponse>,
  {
    name: "schemas",
    description: "List credential schemas, and the number registered",
    method: SSI_QUERY.QuerySchemas,
    pagination: { items: "schemas" },
    buildRequest: ({ page }): QuerySchemasRequest => ({ pagination: cosmosPageRequest(page!) }),
    toJson: (res: QuerySchemasResponse) => toSdkJson(QuerySchemasResponse, res),
  } satisfies QueryCommandSpec<QuerySchemasRequest, QuerySchemasResponse>,
  {
    name: "credential-status",
    description: "Show a credential status with its proof",
    method: SSI_QUERY.QueryCredential,
    args: [{ name: "credential_id", description: "the credential status id, e.g. vc:hid:devnet:z…" }],
    buildRequest: ({ args }): QueryCredentialRequest => ({ credId: args[0]! }),
    toJson: (res: QueryCredentialResponse) => toSdkJson(QueryCredentialResponse, res),
  } satisfies QueryCommandSpec<QueryCredentialRequest, QueryCredentialResponse>,
  {
    name: "credential-statuses",
    description: "List credential statuses, and the number of registrations and status changes",
    method: SSI_QUERY.QueryCredentials,
    pagination: { items: "credential statuses" },
    buildRequest: ({ page }): QueryCredentialsRequest => ({ pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryCredentialsResponse) => toSdkJson(QueryCredentialsResponse, res),
  } satisfies QueryCommandSpec<QueryCredentialsRequest, QueryCredentialsResponse>,
  {
    name: "params",
    description: "Show the ssi parameters: the chain namespace new document ids carry",
    method: SSI_QUERY.Params,
    buildRequest: (): QueryParamsRequest => ({}),
    toJson: (res: QueryParamsResponse) => toSdkJson(QueryParamsResponse, res),
  } satisfies QueryCommandSpec<QueryParamsRequest, QueryParamsResponse>,
];
