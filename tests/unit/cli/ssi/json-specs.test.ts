import { parseProtoJson, printProtoJson, type MessageSpec } from "../../../../abci-app/src/cli-kit/proto-json";
import * as specs from "../../../../abci-app/src/modules/ssi/cli/json-specs";
import { Claim, Credential, CredentialProof, CredentialStatus } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { Did, Metadata, Service, SignInfo, VerificationMethod } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import * as query from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { Schema, SchemaDocument, SchemaProof, SchemaProperty } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/schema";
import * as tx from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";

/** Every spec beside the generated codec it describes: a proto change that the specs miss fails here. */
const PAIRS: [MessageSpec, { create(): object }][] = [
  [specs.VerificationMethodSpec, VerificationMethod],
  [specs.ServiceSpec, Service],
  [specs.DidSpec, Did],
  [specs.MetadataSpec, Metadata],
  [specs.SignInfoSpec, SignInfo],
  [specs.SchemaPropertySpec, SchemaProperty],
  [specs.SchemaDocumentSpec, SchemaDocument],
  [specs.SchemaProofSpec, SchemaProof],
  [specs.SchemaSpec, Schema],
  [specs.ClaimSpec, Claim],
  [specs.CredentialStatusSpec, CredentialStatus],
  [specs.CredentialProofSpec, CredentialProof],
  [specs.CredentialSpec, Credential],
  [specs.MsgCreateDIDSpec, tx.MsgCreateDID],
  [specs.MsgUpdateDIDSpec, tx.MsgUpdateDID],
  [specs.MsgCreateSchemaSpec, tx.MsgCreateSchema],
  [specs.MsgDeactivateDIDSpec, tx.MsgDeactivateDID],
  [specs.MsgRegisterCredentialStatusSpec, tx.MsgRegisterCredentialStatus],
  [specs.QueryDidDocumentResponseSpec, query.QueryDidDocumentResponse],
  [specs.QueryDidDocumentsResponseSpec, query.QueryDidDocumentsResponse],
  [specs.QuerySchemaResponseSpec, query.QuerySchemaResponse],
  [specs.QuerySchemasResponseSpec, query.QuerySchemasResponse],
  [specs.QueryCredentialResponseSpec, query.QueryCredentialResponse],
  [specs.QueryCredentialsResponseSpec, query.QueryCredentialsResponse],
];

describe("ssi JSON specs", () => {
  it.each(PAIRS.map(([spec, codec]) => [spec.name, spec, codec] as const))(
    "%s lists the generated message's fields in field-number order",
    (_, spec, codec) => {
      expect(spec.fields.map((f) => f.name)).toEqual(Object.keys(codec.create()));
    },
  );

  it.each(PAIRS.map(([spec, codec]) => [spec.name, spec, codec] as const))("%s: the printed defaults parse back to the empty message", (_, spec, codec) => {
    expect(parseProtoJson(spec, printProtoJson(spec, codec.create()))).toEqual(codec.create());
  });

  it("gives the four snake_case fields their camelCase json_name, and no other field one", () => {
    const withJsonName = PAIRS.flatMap(([spec]) => spec.fields.filter((f) => f.jsonName !== undefined).map((f) => `${spec.name}.${f.name}=${f.jsonName}`));
    expect([...new Set(withJsonName)].sort()).toEqual([
      "MsgDeactivateDID.version_id=versionId",
      "MsgUpdateDID.version_id=versionId",
      "SignInfo.verification_method_id=verificationMethodId",
    ]);
  });
});
