import { field, messageSpec, repeated } from "../../../cli-kit/proto-json";

/**
 * The ssi messages' fields for their Cosmos JSON form (proto/ssi/v1/*.proto, hid-node v0.1's names and order).
 * tests/unit/cli/ssi/json-specs.test.ts fails when one drifts from the generated code.
 */
export const VerificationMethodSpec = messageSpec("VerificationMethod", [
  field("id", "string"),
  field("type", "string"),
  field("controller", "string"),
  field("publicKeyMultibase", "string"),
]);

export const ServiceSpec = messageSpec("Service", [field("id", "string"), field("type", "string"), field("serviceEndpoint", "string")]);

export const DidSpec = messageSpec("Did", [
  repeated("context", "string"),
  field("id", "string"),
  repeated("controller", "string"),
  repeated("alsoKnownAs", "string"),
  repeated("verificationMethod", VerificationMethodSpec),
  repeated("authentication", "string"),
  repeated("assertionMethod", "string"),
  repeated("keyAgreement", "string"),
  repeated("capabilityInvocation", "string"),
  repeated("capabilityDelegation", "string"),
  repeated("service", ServiceSpec),
]);

export const MetadataSpec = messageSpec("Metadata", [
  field("created", "string"),
  field("updated", "string"),
  field("deactivated", "bool"),
  field("versionId", "string"),
]);

export const SignInfoSpec = messageSpec("SignInfo", [field("verification_method_id", "string"), field("signature", "string")]);

export const SchemaPropertySpec = messageSpec("SchemaProperty", [
  field("schema", "string"),
  field("description", "string"),
  field("type", "string"),
  field("properties", "string"),
  repeated("required", "string"),
  field("additionalProperties", "bool"),
]);

const schemaDocumentFields = [
  field("type", "string"),
  field("modelVersion", "string"),
  field("id", "string"),
  field("name", "string"),
  field("author", "string"),
  field("authored", "string"),
  field("schema", SchemaPropertySpec),
];

export const SchemaDocumentSpec = messageSpec("SchemaDocument", schemaDocumentFields);

export const SchemaProofSpec = messageSpec("SchemaProof", [
  field("type", "string"),
  field("created", "string"),
  field("verificationMethod", "string"),
  field("proofPurpose", "string"),
  field("proofValue", "string"),
]);

export const SchemaSpec = messageSpec("Schema", [...schemaDocumentFields, field("proof", SchemaProofSpec)]);

export const ClaimSpec = messageSpec("Claim", [field("id", "string"), field("currentStatus", "string"), field("statusReason", "string")]);

const credentialStatusFields = [
  field("claim", ClaimSpec),
  field("issuer", "string"),
  field("issuanceDate", "string"),
  field("expirationDate", "string"),
  field("credentialHash", "string"),
];

export const CredentialStatusSpec = messageSpec("CredentialStatus", credentialStatusFields);

export const CredentialProofSpec = messageSpec("CredentialProof", [
  field("type", "string"),
  field("created", "string"),
  field("updated", "string"),
  field("verificationMethod", "string"),
  field("proofPurpose", "string"),
  field("proofValue", "string"),
]);

export const CredentialSpec = messageSpec("Credential", [...credentialStatusFields, field("proof", CredentialProofSpec)]);

export const MsgCreateDIDSpec = messageSpec("MsgCreateDID", [field("didDocString", DidSpec), repeated("signatures", SignInfoSpec), field("creator", "string")]);

export const MsgUpdateDIDSpec = messageSpec("MsgUpdateDID", [
  field("didDocString", DidSpec),
  field("version_id", "string"),
  repeated("signatures", SignInfoSpec),
  field("creator", "string"),
]);

export const MsgCreateSchemaSpec = messageSpec("MsgCreateSchema", [
  field("creator", "string"),
  field("schemaDoc", SchemaDocumentSpec),
  field("schemaProof", SchemaProofSpec),
]);

export const MsgDeactivateDIDSpec = messageSpec("MsgDeactivateDID", [
  field("creator", "string"),
  field("didId", "string"),
  field("version_id", "string"),
  repeated("signatures", SignInfoSpec),
]);

export const MsgRegisterCredentialStatusSpec = messageSpec("MsgRegisterCredentialStatus", [
  field("creator", "string"),
  field("credentialStatus", CredentialStatusSpec),
  field("proof", CredentialProofSpec),
]);

export const QueryDidDocumentResponseSpec = messageSpec("QueryDidDocumentResponse", [
  field("didDocument", DidSpec),
  field("didDocumentMetadata", MetadataSpec),
]);

export const QueryDidDocumentsResponseSpec = messageSpec("QueryDidDocumentsResponse", [
  field("totalDidCount", "uint64"),
  repeated("didDocList", QueryDidDocumentResponseSpec),
]);

export const QuerySchemaResponseSpec = messageSpec("QuerySchemaResponse", [repeated("schema", SchemaSpec)]);

export const QuerySchemasResponseSpec = messageSpec("QuerySchemasResponse", [field("totalCount", "uint64"), repeated("schemaList", SchemaSpec)]);

export const QueryCredentialResponseSpec = messageSpec("QueryCredentialResponse", [field("credStatus", CredentialSpec)]);

export const QueryCredentialsResponseSpec = messageSpec("QueryCredentialsResponse", [field("totalCount", "uint64"), repeated("credentials", CredentialSpec)]);
