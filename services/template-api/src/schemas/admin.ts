import { Type } from "typebox";
import { STORABLE_TEXT_PATTERN } from "../../../shared/storable-text";
import { Timestamp, errorResponses } from "./common";

const AllowedOrigins = Type.Array(Type.String({ minLength: 1, maxLength: 300, pattern: STORABLE_TEXT_PATTERN }), {
  minItems: 1,
  maxItems: 100,
  description: 'http(s) origins (https://app.example.org, http://localhost:3000) browsers may call from; "*" allows every origin',
});
const appFields = { name: Type.String({ minLength: 1, maxLength: 200, pattern: STORABLE_TEXT_PATTERN }), allowedOrigins: AllowedOrigins };

export const NewApp = Type.Object(appFields, { additionalProperties: false });
export const AppPatch = Type.Partial(Type.Object(appFields), { additionalProperties: false, minProperties: 1 });
export const AppParams = Type.Object({ appId: Type.String() });

export const App = Type.Object({
  appId: Type.String(),
  name: Type.String(),
  allowedOrigins: Type.Array(Type.String()),
  secretVersion: Type.Integer({ description: "bumped by every rotation of the API secret" }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export const AppWithSecret = Type.Object({
  ...App.properties,
  apiSecretKey: Type.String({ description: "shown this once: only its hash is kept" }),
});

export const AppResponse = { 200: App, ...errorResponses };
export const AppsResponse = { 200: Type.Array(App), ...errorResponses };
export const AppCreatedResponse = { 201: AppWithSecret, ...errorResponses };
export const AppSecretResponse = { 200: AppWithSecret, ...errorResponses };
