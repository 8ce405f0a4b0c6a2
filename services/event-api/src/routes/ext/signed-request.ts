import type { FastifyRequest } from "fastify";
import { authenticate, signatureField, type AuthenticatedApp } from "../../auth/authenticate";
import { eventApiError } from "../../errors/codes";
import { nowSeconds, type EventApiContext } from "../../context";

declare module "fastify" {
  interface FastifyRequest {
    /** JSON.stringify(body.message) as parsed, before schema validation. */
    signedMessageText?: string;
  }
}

/**
 * preValidation hook: keeps the exact text of the signed message. The signature covers these bytes, so they are
 * taken before validation: bodies are validated without type coercion, and whatever the validator may do to a
 * body later cannot change what the signature is checked against.
 */
export async function keepSignedMessageText(request: FastifyRequest): Promise<void> {
  const body = request.body as { message?: unknown } | undefined;
  if (body && typeof body === "object" && body.message !== undefined) {
    request.signedMessageText = JSON.stringify(body.message);
  }
}

interface SignedBody {
  message: { appId: string; iat: number; exp: number };
  appsign?: string;
  fyresign?: string;
  messageHash: string;
}

/** The app that signed this request, or an EventApiError (4000, 4001, 4002, 4005, 4011). */
export async function authenticatedApp(request: FastifyRequest, ctx: EventApiContext): Promise<AuthenticatedApp> {
  const body = request.body as SignedBody;
  const appsign = signatureField(body);
  if (appsign === undefined) throw eventApiError(4002, "body must have the property appsign");
  return authenticate(
    {
      messageText: request.signedMessageText ?? JSON.stringify(body.message),
      message: body.message,
      appsign,
      messageHash: body.messageHash,
      origin: request.headers.origin,
    },
    {
      findApp: async (appId) => {
        const app = await ctx.appCache.find(appId);
        return app && { id: app.id, baseUrl: app.base_url, walletAddress: app.wallet_address };
      },
      signatureLedger: ctx.signatureLedger,
      nowSeconds: () => nowSeconds(ctx.clock),
    },
  );
}
