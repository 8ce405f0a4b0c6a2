import { Type } from "typebox";
import { REASON_CODES } from "../verification/reasons";
import { ErrorBody, errorResponses } from "./common";

/** POST /presentation/verify: which template, the presentation, and the challenge the verifier gave the holder. */
export const VerifyRequest = Type.Object(
  {
    templateId: Type.String({ minLength: 1, maxLength: 200, description: "one of the app's templates" }),
    presentation: Type.Object({}, { additionalProperties: true, description: "a W3C Verifiable Presentation (JSON-LD)" }),
    challenge: Type.Optional(Type.String({ minLength: 1, maxLength: 1000, description: "the challenge the holder's proof must carry" })),
  },
  { additionalProperties: false },
);

const Reason = Type.Object({
  code: Type.Enum([...REASON_CODES]),
  message: Type.String(),
  credential: Type.Optional(Type.String({ description: "the credential the reason is about: its id, or #<position> without one" })),
});

const CredentialResult = Type.Object({
  id: Type.String(),
  issuer: Type.Union([Type.String(), Type.Null()]),
  type: Type.Array(Type.String()),
  status: Type.Union([Type.String(), Type.Null()], { description: "the ledger's status: Live, Suspended, Revoked or Expired" }),
  verified: Type.Boolean(),
  reasons: Type.Array(Reason),
});

const QueryResult = Type.Object({
  index: Type.Integer(),
  type: Type.String(),
  satisfied: Type.Boolean(),
  reasons: Type.Optional(Type.Array(Reason)),
  credentialQueries: Type.Optional(
    Type.Array(
      Type.Object({
        index: Type.Integer(),
        required: Type.Boolean(),
        reason: Type.String(),
        satisfied: Type.Boolean(),
        matches: Type.Array(Type.String()),
        reasons: Type.Array(Reason),
      }),
    ),
  ),
});

export const VerifyResponse = {
  200: Type.Object({
    verified: Type.Boolean(),
    templateId: Type.String(),
    holder: Type.Union([Type.String(), Type.Null()]),
    checkedAt: Type.String({ format: "date-time" }),
    presentation: Type.Object({ verified: Type.Boolean(), reasons: Type.Array(Reason) }),
    credentials: Type.Array(CredentialResult),
    queries: Type.Array(QueryResult),
  }),
  ...errorResponses,
  429: ErrorBody,
  503: ErrorBody,
};
