import { Type } from "typebox";
import { Pagination, SuccessEnvelope, Text, errorResponses } from "./common";
import { Event, UserEvent } from "./event";

const seconds = (description: string) => Type.Integer({ minimum: 0, description });
const signedFields = {
  appId: Text({ minLength: 1, maxLength: 64 }),
  iat: seconds("signing time, Unix seconds"),
  exp: seconds("end of the signature's validity, Unix seconds; at most 24 hours after iat"),
};
const ExternalUserId = Text({ minLength: 1, maxLength: 320, description: "the user's id on the app's platform" });

/** The envelope every request has: the message, its EIP-191 signature and its hash. */
function SignedRequest<T extends Record<string, unknown>>(message: T) {
  return Type.Object({
    message: Type.Object(message as never),
    appsign: Type.Optional(Text({ maxLength: 200, description: "0x r‖s‖v: personal_sign of JSON.stringify(message)" })),
    fyresign: Type.Optional(Text({ maxLength: 200, description: "the original service's name for appsign" })),
    messageHash: Text({ maxLength: 100, description: "0x keccak256 EIP-191 hash of JSON.stringify(message)" }),
  });
}

export const AppEventsRequest = SignedRequest({ ...signedFields, metaData: Type.Optional(Pagination) });
export const UserEventsRequest = SignedRequest({
  ...signedFields,
  externalUserId: ExternalUserId,
  isEmail: Type.Optional(Type.Boolean()),
  metaData: Type.Optional(Pagination),
});
export const RedirectionRequest = SignedRequest({
  ...signedFields,
  externalUserId: ExternalUserId,
  eventId: Text({ minLength: 1, maxLength: 64 }),
  isEmail: Type.Boolean({ description: "whether externalUserId is an email address" }),
  metaData: Type.Optional(Pagination),
});

export const AppEventsResponse = { 200: SuccessEnvelope(Type.Array(Event)), ...errorResponses };
export const UserEventsResponse = { 200: SuccessEnvelope(Type.Array(UserEvent)), ...errorResponses };
export const RedirectionResponse = {
  200: SuccessEnvelope(Type.Object({ userRedirectionToken: Type.String(), redirectionUrl: Type.String() })),
  ...errorResponses,
};
