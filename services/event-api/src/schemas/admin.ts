import { Type } from "typebox";
import { Id, Pagination, SuccessEnvelope, Text, Timestamp, errorResponses } from "./common";
import { ActionType, Event } from "./event";

const HttpUrl = Text({ minLength: 1, maxLength: 2048, description: "an http(s) URL" });
export const SLUG_PATTERN = "^[a-z0-9]+(?:-[a-z0-9]+)*$";

export const AppParams = Type.Object({ appId: Text({ maxLength: 64 }) });
export const EventParams = Type.Object({ eventId: Text({ maxLength: 64 }) });
export const ActionParams = Type.Object({ eventId: Text({ maxLength: 64 }), actionId: Text({ maxLength: 64 }) });
export const ListQuery = Pagination;

const appFields = {
  name: Text({ minLength: 1, maxLength: 200 }),
  baseUrl: Text({ ...HttpUrl, description: "the app's origin; requests must carry it as their Origin header" }),
  walletAddress: Type.String({ pattern: "^0x[0-9a-fA-F]{40}$", description: "the Ethereum address whose key signs the app's requests" }),
};
export const NewApp = Type.Object(appFields, { additionalProperties: false });
export const AppPatch = Type.Partial(Type.Object(appFields), { additionalProperties: false, minProperties: 1 });

export const App = Type.Object({
  appId: Id,
  name: Type.String(),
  baseUrl: Type.String(),
  walletAddress: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

const actionFields = {
  order: Type.Integer({ minimum: 0, maximum: 10_000, description: "position in the form; default: after the last" }),
  type: ActionType,
  title: Text({ minLength: 1, maxLength: 500 }),
  score: Type.Integer({ minimum: 0, maximum: 1_000_000, description: "default 10" }),
  isManadatory: Type.Boolean({ description: "default true" }),
  value: Text({ maxLength: 10_000, description: "the link of HYPERLINK_URL, the text of INFO_TEXT; default empty" }),
  placeHolder: Text({ maxLength: 500 }),
};
export const NewAction = Type.Object(
  {
    type: actionFields.type,
    title: actionFields.title,
    order: Type.Optional(actionFields.order),
    score: Type.Optional(actionFields.score),
    isManadatory: Type.Optional(actionFields.isManadatory),
    value: Type.Optional(actionFields.value),
    placeHolder: Type.Optional(actionFields.placeHolder),
  },
  { additionalProperties: false },
);
export const ActionPatch = Type.Partial(Type.Object(actionFields), { additionalProperties: false, minProperties: 1 });

const eventFields = {
  projectName: Text({ minLength: 1, maxLength: 200 }),
  logoUrl: Text({ maxLength: 2048 }),
  fromDate: Type.String({ format: "date-time" }),
  toDate: Type.String({ format: "date-time" }),
  projectStatus: Type.Boolean({ description: "true: open; a new event is closed unless this says otherwise" }),
  slug: Type.String({ pattern: SLUG_PATTERN, maxLength: 100, description: "default: made from projectName" }),
};
export const NewEvent = Type.Object(
  {
    projectName: eventFields.projectName,
    fromDate: eventFields.fromDate,
    toDate: eventFields.toDate,
    logoUrl: Type.Optional(eventFields.logoUrl),
    projectStatus: Type.Optional(eventFields.projectStatus),
    slug: Type.Optional(eventFields.slug),
    actions: Type.Optional(Type.Array(NewAction, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export const EventPatch = Type.Partial(Type.Object(eventFields), { additionalProperties: false, minProperties: 1 });

export const AdminEvent = Type.Object({
  ...Event.properties,
  appId: Id,
  __v: Type.Integer(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});

export const Participant = Type.Object({
  userId: Id,
  email: Type.String(),
  score: Type.Integer(),
  performed: Type.Array(Type.Object({ actionId: Id, value: Type.String(), performedAt: Timestamp })),
});

export const AppResponse = { 200: SuccessEnvelope(App), ...errorResponses };
export const AppCreatedResponse = { 201: SuccessEnvelope(App), ...errorResponses };
export const AppsResponse = { 200: SuccessEnvelope(Type.Array(App)), ...errorResponses };
export const EventResponse = { 200: SuccessEnvelope(AdminEvent), ...errorResponses };
export const EventCreatedResponse = { 201: SuccessEnvelope(AdminEvent), ...errorResponses };
export const EventsResponse = { 200: SuccessEnvelope(Type.Array(AdminEvent)), ...errorResponses };
export const ParticipantsResponse = { 200: SuccessEnvelope(Type.Array(Participant)), ...errorResponses };
