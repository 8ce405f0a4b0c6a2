import { Type } from "typebox";
import { errorResponses } from "./common";

export const OAuthHeaders = Type.Object({
  "x-api-secret-key": Type.Optional(Type.String({ description: "the app's API secret, <prefix>.<secret>" })),
});

export const AccessTokenResponse = {
  200: Type.Object({
    access_token: Type.String({ description: "an HS256 JWT naming the app" }),
    expiresIn: Type.Integer({ description: "seconds until it expires" }),
    tokenType: Type.Literal("Bearer"),
  }),
  ...errorResponses,
};
