import {
  QueryCredentialRequest,
  QueryCredentialResponse,
  QueryCredentialsRequest,
  QueryCredentialsResponse,
  QueryDidDocumentRequest,
  QueryDidDocumentResponse,
  QueryDidDocumentsRequest,
  QueryDidDocumentsResponse,
  QueryParamsRequest,
  QueryParamsResponse,
  QuerySchemaRequest,
  QuerySchemaResponse,
  QuerySchemasRequest,
  QuerySchemasResponse,
} from "./generated/ssi/v1/query";
import { grpcService } from "../../../codec/proto-codec";
import { SSI_PROTO_PACKAGE } from "./msgs";

/** hid-node's `hypersignprotocol.hidnode.ssi.Query` service (plus idledger's `Params`), declared once for its routes, REST paths and CLI. */
export const SSI_QUERY = grpcService(`/${SSI_PROTO_PACKAGE}.Query`, {
  QuerySchema: [QuerySchemaRequest, QuerySchemaResponse],
  QuerySchemas: [QuerySchemasRequest, QuerySchemasResponse],
  QueryDidDocument: [QueryDidDocumentRequest, QueryDidDocumentResponse],
  QueryDidDocuments: [QueryDidDocumentsRequest, QueryDidDocumentsResponse],
  QueryCredential: [QueryCredentialRequest, QueryCredentialResponse],
  QueryCredentials: [QueryCredentialsRequest, QueryCredentialsResponse],
  Params: [QueryParamsRequest, QueryParamsResponse],
} as const);
