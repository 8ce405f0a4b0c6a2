import path from "node:path";
import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { globalOptions } from "../../../../lib/cli-kit/options";
import { resolveEventApiConfig, type EventApiConfig } from "../config";
import { describeDatabase } from "../../../shared/db";
import { listeningOn } from "../../../shared/run-service";
import { ADMIN_TOKEN_FILE } from "../../../shared/secrets";
import type { ExplicitSettings } from "../../../shared/settings";
import { httpUrl, integer } from "./options";

interface StartFlags {
  host?: string;
  port?: number;
  dataDir?: string;
  formUrl?: string;
  databaseUrl?: string;
}

/** `event-api start`: runs the service until SIGINT or SIGTERM, then closes it gracefully. */
export function registerStart(parent: Command, ctx: CommandContext): void {
  parent
    .command("start")
    .description("Run the event API (default 127.0.0.1:8080) until SIGINT or SIGTERM")
    .addOption(new Option("--host <host>", "listen address; env EVENT_API_HOST (default 127.0.0.1, this machine only; 0.0.0.0 serves every interface)"))
    .addOption(new Option("--port <port>", "listen port; env EVENT_API_PORT (default 8080)").argParser(integer("--port", 0, 65535)))
    .addOption(new Option("--data-dir <dir>", "PGlite database and generated secrets; env EVENT_API_DATA_DIR (default <home>/event-api)"))
    .addOption(new Option("--form-url <url>", "public URL of the event form; env EVENT_API_FORM_URL").argParser(httpUrl("--form-url")))
    .addOption(new Option("--database-url <url>", "a PostgreSQL server instead of PGlite; env DATABASE_URL"))
    .action(async (flags: StartFlags, cmd: Command) => {
      const env = ctx.runtime.env;
      const explicit: ExplicitSettings<EventApiConfig> = {
        home: globalOptions(cmd).home,
        ...(flags.dataDir !== undefined && { dataDir: flags.dataDir }),
        ...(flags.host !== undefined && { host: flags.host }),
        ...(flags.port !== undefined && { port: flags.port }),
        ...(flags.formUrl !== undefined && { formUrl: flags.formUrl }),
        ...(flags.databaseUrl !== undefined && { databaseUrl: flags.databaseUrl }),
        ...(globalOptions(cmd).logLevel !== undefined && { logLevel: globalOptions(cmd).logLevel! }),
      };
      const config = resolveEventApiConfig(env, explicit);
      // Required here, not at the top: the service (PGlite, Fastify) takes a second to load, and every other
      // idledger command would pay for it.
      const { startEventApi } = require("../server") as typeof import("../server");
      const running = await startEventApi(config);
      const token = config.adminToken ? "from EVENT_API_ADMIN_TOKEN" : `in ${path.join(config.dataDir, ADMIN_TOKEN_FILE)}`;
      ctx.err(
        `event API listening on ${listeningOn(running)} (${describeDatabase(config.database)}); event form at ${config.formUrl}/form/<slug>; admin token ${token}\n`,
      );
      const signal = await ctx.runtime.waitForShutdown();
      ctx.err(`event API shutting down (${signal})\n`);
      await running.close();
      ctx.err("event API stopped\n");
    });
}
