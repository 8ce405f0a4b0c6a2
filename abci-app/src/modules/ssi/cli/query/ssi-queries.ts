import { Option } from "commander";
import { printProtoJson } from "../../../../cli-kit/proto-json";
import type { PageRequestValues, QueryCommandSpec } from "../../../../cli-kit/query";
import type { PageRequest } from "../../types/generated/cosmos/base/query/v1beta1/pagination";
import type {
  QueryCredentialRequest,
  QueryCredentialResponse,
  QueryCredentialsRequest,
  QueryCredentialsResponse,
  QueryDidDocumentRequest,
  QueryDidDocumentResponse,
  QueryDidDocumentsRequest,
  QueryDidDocumentsResponse,
  QuerySchemaRequest,
  QuerySchemaResponse,
  QuerySchemasRequest,
  QuerySchemasResponse,
} from "../../types/generated/ssi/v1/query";
import {
  QueryCredentialResponseSpec,
  QueryCredentialsResponseSpec,
  QueryDidDocumentResponseSpec,
  QueryDidDocumentsResponseSpec,
  QuerySchemaResponseSpec,
  QuerySchemasResponseSpec,
} from "../json-specs";
import { SSI_QUERY } from "../../types/query";

/** The `q ssi` commands, one per query method of the ssi service. */
export const SSI_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "did",
    description: "Show a DID document and its metadata (versionId, created, updated, deactivated)",
    method: SSI_QUERY.QueryDidDocument,
    args: [{ name: "did_id", description: "the DID, e.g. did:hid:devnet:z…" }],
    buildRequest: ({ args }): QueryDidDocumentRequest => ({ didId: args[0]! }),
    toJson: (res: QueryDidDocumentResponse) => printProtoJson(QueryDidDocumentResponseSpec, res),
  } satisfies QueryCommandSpec<QueryDidDocumentRequest, QueryDidDocumentResponse>,
  {
    name: "dids",
    description: "List DID documents with their metadata, and the number of DIDs registered",
    method: SSI_QUERY.QueryDidDocuments,
    options: () => [new Option("--count", "print only the number of DIDs registered (totalDidCount)")],
    pagination: { items: "DID documents" },
    buildRequest: ({ options, page }): QueryDidDocumentsRequest => ({ count: options["count"] === true, pagination: pageRequest(page!) }),
    toJson: (res: QueryDidDocumentsResponse) => printProtoJson(QueryDidDocumentsResponseSpec, res),
  } satisfies QueryCommandSpec<QueryDidDocumentsRequest, QueryDidDocumentsResponse>,
  {
    name: "schema",
    description: "Show a credential schema; an id without its version (sch:hid:<ns>:<msi>) lists every version",
    method: SSI_QUERY.QuerySchema,
    args: [{ name: "schema_id", description: "the schema id, e.g. sch:hid:devnet:z…:1.0" }],
    buildRequest: ({ args }): QuerySchemaRequest => ({ schemaId: args[0]! }),
    toJson: (res: QuerySchemaResponse) => printProtoJson(QuerySchemaResponseSpec, res),
  } satisfies QueryCommandSpec<QuerySchemaRequest, QuerySchemaResponse>,
  {
    name: "schemas",
    description: "List credential schemas, and the number registered",
    method: SSI_QUERY.QuerySchemas,
    pagination: { items: "schemas" },
    buildRequest: ({ page }): QuerySchemasRequest => ({ pagination: pageRequest(page!) }),
    toJson: (res: QuerySchemasResponse) => printProtoJson(QuerySchemasResponseSpec, res),
  } satisfies QueryCommandSpec<QuerySchemasRequest, QuerySchemasResponse>,
  {
    name: "credential-status",
    description: "Show a credential status with its proof",
    method: SSI_QUERY.QueryCredential,
    args: [{ name: "credential_id", description: "the credential status id, e.g. vc:hid:devnet:z…" }],
    buildRequest: ({ args }): QueryCredentialRequest => ({ credId: args[0]! }),
    toJson: (res: QueryCredentialResponse) => printProtoJson(QueryCredentialResponseSpec, res),
  } satisfies QueryCommandSpec<QueryCredentialRequest, QueryCredentialResponse>,
  {
    name: "credential-statuses",
    description: "List credential statuses, and the number of registrations and status changes",
    method: SSI_QUERY.QueryCredentials,
    pagination: { items: "credential statuses" },
    buildRequest: ({ page }): QueryCredentialsRequest => ({ pagination: pageRequest(page!) }),
    toJson: (res: QueryCredentialsResponse) => printProtoJson(QueryCredentialsResponseSpec, res),
  } satisfies QueryCommandSpec<QueryCredentialsRequest, QueryCredentialsResponse>,
];

function pageRequest(page: PageRequestValues): PageRequest {
  return { key: page.key, offset: page.offset, limit: page.limit, count_total: page.countTotal, reverse: page.reverse };
}
