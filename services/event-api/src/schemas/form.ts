import { Type } from "typebox";
import { EVENT_STATES } from "../domain/event-window";
import { MAX_PASSWORD_LENGTH } from "../domain/passwords";
import { SuccessEnvelope, Text, Timestamp, errorResponses } from "./common";
import { Event } from "./event";

const Token = Text({ minLength: 1, maxLength: 4096 });

export const GrantRequest = Type.Object({ slug: Text({ minLength: 1, maxLength: 100 }), userRedirectionToken: Token });
export const CredentialsRequest = Type.Object({
  email: Text({ minLength: 1, maxLength: 254 }),
  password: Text({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  userRedirectionToken: Token,
});
export const SlugParams = Type.Object({ slug: Text({ maxLength: 100 }) });
export const ActionParams = Type.Object({ slug: Text({ maxLength: 100 }), actionId: Text({ maxLength: 64 }) });
export const PerformRequest = Type.Object({ value: Text({ maxLength: 10_000 }) });

const Session = Type.Object({ sessionToken: Type.String(), email: Type.String() });
const Participation = Type.Object({
  score: Type.Integer(),
  performed: Type.Array(Type.Object({ actionId: Type.String(), value: Type.String(), performedAt: Timestamp })),
});

export const GrantResponse = {
  200: SuccessEnvelope(
    Type.Object({
      event: Event,
      eventState: Type.Enum(EVENT_STATES, {
        description: "whether actions are taken now: open; upcoming (before fromDate), closed (projectStatus false), ended (after toDate)",
      }),
      eventStateReason: Type.Optional(Type.String({ description: "why actions are refused now; absent when open" })),
      signedIn: Type.Boolean(),
      sessionToken: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()),
    }),
  ),
  ...errorResponses,
};
export const SessionResponse = { 200: SuccessEnvelope(Session), ...errorResponses };
export const ParticipationResponse = { 200: SuccessEnvelope(Participation), ...errorResponses };
