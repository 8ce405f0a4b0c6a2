import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { DoorBusyError } from "../../../../../lib/door-limit";
import { ID_PATTERN } from "../../../../shared/ids";
import { appOf, authenticate } from "../../auth/authenticate";
import type { TemplateApiContext } from "../../context";
import { TemplateApiError, notFound } from "../../errors/http-error";
import { RESOURCE_NOT_FOUND, notTheAppsTemplate } from "../../errors/messages";
import { VerifyRequest, VerifyResponse } from "../../schemas/presentation";
import type { QueryInput } from "../../schemas/template";
import { verifyPresentation } from "../../verification/verify-presentation";

const tags = ["presentations"];
const security = [{ accessToken: [] }];
const ID = new RegExp(ID_PATTERN);

/**
 * POST /presentation/verify: a holder's presentation checked against one of the app's templates, the ledger read for
 * DIDs and credential statuses (verification/). A verification takes a turn of the verification door: beyond its
 * line the answer is 503 with Retry-After, so presentations cannot crowd out the template reads.
 */
export const presentationRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.decorateRequest("templateApp", null);
  app.addHook("onRequest", authenticate(ctx));

  app.post(
    "/presentation/verify",
    { schema: { tags, security, summary: "Verify a presentation against a template", body: VerifyRequest, response: VerifyResponse } },
    async (request, reply) => {
      const { id: appId } = appOf(request);
      const { templateId, presentation, challenge } = request.body;
      const template = ID.test(templateId) ? await ctx.templates.find(appId, templateId) : undefined;
      if (!template) throw notFound(RESOURCE_NOT_FOUND, notTheAppsTemplate(templateId, appId));
      try {
        return await ctx.verifications.run(() =>
          verifyPresentation(
            {
              template: { id: template.id, domain: template.domain, query: template.query as QueryInput[] },
              presentation: presentation as Record<string, unknown>,
              challenge,
              nowMs: ctx.clock.nowMs(),
            },
            ctx.ledger,
          ),
        );
      } catch (err) {
        if (!(err instanceof DoorBusyError)) throw err;
        reply.header("retry-after", "1");
        throw new TemplateApiError(503, [`too many presentations are being verified: ${err.message}`]);
      }
    },
  );
};
