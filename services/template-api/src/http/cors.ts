import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import { TtlCache } from "../../../shared/ttl-cache";
import type { TemplateApiContext } from "../context";
import { normalizeOrigin } from "../domain/origin";

/** How long the answer to "does any app allow this origin?" is reused. */
const ORIGIN_CACHE_TTL_MS = 1_000;

/**
 * CORS for browsers, on the scope it is registered in. A preflight carries no access token, so it is approved
 * when some app allows the page's origin (or every origin), and refused with 403 otherwise; the actual
 * request is then checked against the token's own app (authenticate's Origin check). Responses to an
 * approved origin carry Access-Control-Allow-Origin, so the page can read errors as well as results.
 */
export async function registerCors(scope: FastifyInstance, ctx: TemplateApiContext): Promise<void> {
  const allowedBySomeApp = new TtlCache(
    async (origin: string) => ctx.apps.anyAppAllows(normalizeOrigin(origin) ?? "*"),
    () => ctx.clock.nowMs(),
    ORIGIN_CACHE_TTL_MS,
  );
  await scope.register(cors, {
    origin: async (origin: string | undefined) => origin !== undefined && (await allowedBySomeApp.get(origin)),
    methods: ["GET", "POST", "PATCH", "DELETE"],
    allowedHeaders: ["Authorization", "Content-Type", "X-Api-Secret-Key"],
    maxAge: 600,
  });
}
