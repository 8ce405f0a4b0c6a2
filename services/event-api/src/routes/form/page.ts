import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyPluginAsync } from "fastify";

// The page's scripts and styles come from this service only; the event's logo may be any https image.
const CONTENT_SECURITY_POLICY = ["default-src 'self'", "img-src 'self' https: data:", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"].join(
  "; ",
);

const ASSETS: Record<string, string> = {
  "form.js": "text/javascript; charset=utf-8",
  "form.css": "text/css; charset=utf-8",
};

/** The page's files live beside the sources (services/event-api/src/form/page), also when run from dist/. */
function pageDirectory(): string {
  for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, "services", "event-api", "src", "form", "page");
    if (existsSync(path.join(dir, "package.json")) && existsSync(candidate)) return candidate;
  }
  throw new Error(`the event form's page files were not found above ${__dirname}`);
}

/** The event form page: GET /form/<slug> and its assets. */
export const formPageRoutes: FastifyPluginAsync = async (fastify) => {
  const dir = pageDirectory();
  const html = readFileSync(path.join(dir, "form.html"));
  const assets = new Map(Object.entries(ASSETS).map(([name, type]) => [name, { type, body: readFileSync(path.join(dir, name)) }]));

  fastify.get("/assets/:file", { schema: { hide: true } }, async (request, reply) => {
    const asset = assets.get((request.params as { file: string }).file);
    if (!asset) return reply.callNotFound();
    return reply.type(asset.type).header("cache-control", "no-cache").send(asset.body);
  });

  fastify.get("/:slug", { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", CONTENT_SECURITY_POLICY)
      .header("referrer-policy", "no-referrer")
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store")
      .send(html);
  });
};
