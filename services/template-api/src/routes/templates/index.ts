import type { FastifyError, FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { isUniqueViolation } from "../../../../shared/db";
import { ID_PATTERN } from "../../../../shared/ids";
import { pageOf } from "../../../../shared/pagination";
import { appOf, authenticate } from "../../auth/authenticate";
import type { TemplateApiContext } from "../../context";
import { templateProblems } from "../../domain/template-checks";
import { type TemplateApiError, badRequest, notFound } from "../../errors/http-error";
import {
  NAME_NOT_UNIQUE,
  RESOURCE_NOT_FOUND,
  UPDATE_FAILED,
  nameTaken,
  noResourceForTemplate,
  noTemplateForApp,
  notTheAppsTemplate,
} from "../../errors/messages";
import { errorBodyOf, sendError } from "../../http/error-handler";
import type { TemplateFields } from "../../repositories/templates";
import {
  ListQuery,
  NewTemplate,
  TemplateCreatedResponse,
  TemplateParams,
  TemplatePatch,
  TemplateResponse,
  TemplatesResponse,
  type TemplateInput,
} from "../../schemas/template";
import { templateView } from "../../views/template-view";

const tags = ["presentation templates"];
const security = [{ accessToken: [] }];
const ID = new RegExp(ID_PATTERN);

/** A malformed id names no template: it gets the unknown id's answer, never a database error. */
const isTemplateId = (id: string) => ID.test(id);

function checkTemplate(template: TemplateInput): void {
  const problems = templateProblems(template);
  if (problems.length > 0) throw badRequest(...problems);
}

/** The database refuses a second template of one name for an app; that is the client's 400, not a 500. */
function nameConflict(err: unknown, name: string): TemplateApiError | undefined {
  return isUniqueViolation(err) ? badRequest(NAME_NOT_UNIQUE, nameTaken(name)) : undefined;
}

/** Every failed update answers with the seed's update message first, then the reason; 401 and 403 stay as they are. */
function updateErrorHandler(thrown: FastifyError | TemplateApiError, request: Parameters<typeof errorBodyOf>[1], reply: Parameters<typeof sendError>[0]) {
  const body = errorBodyOf(thrown, request);
  if (body.statusCode === 401 || body.statusCode === 403 || body.message[0] === UPDATE_FAILED) return sendError(reply, body);
  const reasons = body.statusCode >= 500 ? [] : body.message;
  return sendError(reply, { ...body, message: [UPDATE_FAILED, ...reasons] });
}

/** The five endpoints of seed 4.3, for the app of the request's access token. */
export const templateRoutes: FastifyPluginAsync<TemplateApiContext> = async (fastify, ctx) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const now = () => new Date(ctx.clock.nowMs());
  app.decorateRequest("templateApp", null);
  app.addHook("onRequest", authenticate(ctx));

  app.post(
    "/presentation/template",
    { schema: { tags, security, summary: "Create a template", body: NewTemplate, response: TemplateCreatedResponse } },
    async (request, reply) => {
      const { id: appId } = appOf(request);
      const { name, domain, query } = request.body;
      checkTemplate({ name, domain, query });
      try {
        const created = await ctx.templates.create(appId, { name, domain, query }, now());
        reply.code(201);
        return templateView(created);
      } catch (err) {
        throw nameConflict(err, name) ?? err;
      }
    },
  );

  app.get(
    "/presentation/template",
    { schema: { tags, security, summary: "List the app's templates, oldest first", querystring: ListQuery, response: TemplatesResponse } },
    async (request) => {
      const { id: appId } = appOf(request);
      const { totalCount, templates } = await ctx.templates.page(appId, pageOf(request.query));
      // An app without any template is the seed's error; a page past the end of a non-empty list is just empty.
      if (totalCount === 0) throw notFound(noTemplateForApp(appId));
      return { totalCount, data: templates.map(templateView) };
    },
  );

  app.get(
    "/presentation/template/:templateId",
    { schema: { tags, security, summary: "Read a template", params: TemplateParams, response: TemplateResponse } },
    async (request) => {
      const { id: appId } = appOf(request);
      const { templateId } = request.params;
      const found = isTemplateId(templateId) ? await ctx.templates.find(appId, templateId) : undefined;
      if (!found) throw notFound(RESOURCE_NOT_FOUND, notTheAppsTemplate(templateId, appId));
      return templateView(found);
    },
  );

  app.patch(
    "/presentation/template/:templateId",
    {
      schema: { tags, security, summary: "Change some of a template's fields", params: TemplateParams, body: TemplatePatch, response: TemplateResponse },
      errorHandler: updateErrorHandler,
    },
    async (request) => {
      const { id: appId } = appOf(request);
      const { templateId } = request.params;
      const patch = request.body;
      const merge = (current: { name: string; domain: string; query: unknown }): TemplateFields => {
        const next = { name: current.name, domain: current.domain, query: current.query as TemplateInput["query"], ...patch };
        checkTemplate(next);
        return next;
      };
      let updated;
      try {
        updated = isTemplateId(templateId) ? await ctx.templates.update(appId, templateId, merge, now()) : undefined;
      } catch (err) {
        const conflict = patch.name !== undefined ? nameConflict(err, patch.name) : undefined;
        throw conflict ? badRequest(UPDATE_FAILED, ...conflict.messages) : err;
      }
      if (!updated) throw notFound(UPDATE_FAILED, noResourceForTemplate(templateId));
      return templateView(updated);
    },
  );

  app.delete(
    "/presentation/template/:templateId",
    { schema: { tags, security, summary: "Delete a template", params: TemplateParams, response: TemplateResponse } },
    async (request) => {
      const { id: appId } = appOf(request);
      const { templateId } = request.params;
      const deleted = isTemplateId(templateId) ? await ctx.templates.delete(appId, templateId) : undefined;
      if (!deleted) throw notFound(noResourceForTemplate(templateId));
      return templateView(deleted);
    },
  );
};
