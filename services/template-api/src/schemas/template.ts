import { Type, type Static } from "typebox";
import { QUERY_TYPES } from "../domain/query-types";
import { MAX_TEMPLATE_NAME_LENGTH, TEMPLATE_NAME_PATTERN } from "../domain/template-name";
import { STORABLE_TEXT_PATTERN } from "../../../shared/storable-text";
import { Pagination, Timestamp, errorResponses } from "./common";

/*
 * The presentation template of seed 2.9: a W3C "Verifiable Presentation Request" query with a name and the
 * verifier's domain. The schemas check shapes and sizes; domain/ checks what a schema cannot say clearly
 * (snake_case names, host names, DID and schema-id syntax, which query type needs which fields).
 */

const Did = Type.String({ minLength: 1, maxLength: 2048, description: "a DID of any method; did:hid DIDs must follow the ledger's syntax" });
const Uri = Type.String({ minLength: 1, maxLength: 2048 });

export const TrustedIssuer = Type.Object(
  { required: Type.Boolean(), issuer: Did },
  { additionalProperties: false, description: "an issuer the verifier trusts" },
);

export const CredentialSchemaRef = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 2048, description: "a ledger schema id (sch:hid:…) or the URL of a JSON schema" }),
    type: Type.String({ minLength: 1, maxLength: 200, description: "e.g. JsonSchemaValidator2018" }),
  },
  { additionalProperties: false },
);

export const CredentialSubject = Type.Object(
  {
    id: Type.Optional(Did),
    name: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: true, description: "the claims asked for; other fields are kept as sent" },
);

export const Example = Type.Object(
  {
    "@context": Type.Array(Uri, { minItems: 1, maxItems: 20 }),
    type: Type.String({ minLength: 1, maxLength: 200, description: "the credential type, e.g. AlumniCredential" }),
    credentialSubject: Type.Optional(CredentialSubject),
    credentialSchema: Type.Optional(CredentialSchemaRef),
    trustedIssuer: Type.Optional(Type.Array(TrustedIssuer, { maxItems: 50 })),
  },
  { additionalProperties: false, description: "what the credential must look like" },
);

export const CredentialQuery = Type.Object(
  {
    required: Type.Boolean(),
    reason: Type.String({ maxLength: 1000, description: "why the verifier asks, shown to the holder" }),
    example: Example,
  },
  { additionalProperties: false },
);

export const Query = Type.Object(
  {
    type: Type.Enum([...QUERY_TYPES]),
    credentialQuery: Type.Optional(
      Type.Array(CredentialQuery, { maxItems: 20, description: "at least one for QueryByExample; optional for DIDAuthentication" }),
    ),
    acceptedMethods: Type.Optional(
      Type.Array(Type.Object({ method: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }), {
        maxItems: 20,
        description: 'DIDAuthentication only: the DID methods accepted, e.g. [{method: "hid"}]',
      }),
    ),
    acceptedCryptosuites: Type.Optional(
      Type.Array(Type.Object({ cryptosuite: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false }), {
        maxItems: 20,
        description: "DIDAuthentication only: the proof suites accepted",
      }),
    ),
  },
  { additionalProperties: false },
);

const templateFields = {
  domain: Type.String({
    minLength: 1,
    maxLength: 300,
    pattern: STORABLE_TEXT_PATTERN,
    description: "the verifier's host name (fyre.hypersign.id) or http(s) origin",
  }),
  name: Type.String({
    minLength: 1,
    maxLength: MAX_TEMPLATE_NAME_LENGTH,
    description: `snake_case (${TEMPLATE_NAME_PATTERN}), unique for the app`,
  }),
  query: Type.Array(Query, { minItems: 1, maxItems: 20 }),
};

export const NewTemplate = Type.Object(templateFields, { additionalProperties: false });
export const TemplatePatch = Type.Partial(Type.Object(templateFields), {
  additionalProperties: false,
  minProperties: 1,
  description: "the fields to change; the template that results is validated as a whole",
});

export type QueryInput = Static<typeof Query>;
export type TemplateInput = Static<typeof NewTemplate>;

export const Template = Type.Object({
  _id: Type.String({ description: "the template id" }),
  appId: Type.String(),
  domain: Type.String(),
  name: Type.String(),
  // Items without a schema are serialized as they are stored, so keys come back in the order they were sent.
  query: Type.Array(Type.Unknown({ description: "a query, exactly as sent (see the request schema)" })),
  __v: Type.Integer({ description: "bumped on every update" }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const TemplateParams = Type.Object({ templateId: Type.String() });
export const ListQuery = Pagination;

export const TemplateResponse = { 200: Template, ...errorResponses };
export const TemplateCreatedResponse = { 201: Template, ...errorResponses };
export const TemplatesResponse = {
  200: Type.Object({ totalCount: Type.Integer({ description: "all of the app's templates" }), data: Type.Array(Template) }),
  ...errorResponses,
};
