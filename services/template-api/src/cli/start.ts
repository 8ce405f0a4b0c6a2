import path from "node:path";
import { Option, type Command } from "commander";
import type { CommandContext } from "../../../../lib/cli-kit/context";
import { globalOptions } from "../../../../lib/cli-kit/options";
import { describeDatabase } from "../../../shared/db";
import { listeningOn } from "../../../shared/run-service";
import { ADMIN_TOKEN_FILE } from "../../../shared/secrets";
import type { ExplicitSettings } from "../../../shared/settings";
import { resolveTemplateApiConfig, type TemplateApiConfig } from "../config";
import { integer } from "./options";

interface StartFlags {
  host?: string;
  port?: number;
  dataDir?: string;
  databaseUrl?: string;
  ledgerUrl?: string;
}

/** `template-api start`: runs the service until SIGINT or SIGTERM, then closes it gracefully. */
export function registerStart(parent: Command, ctx: CommandContext): void {
  parent
    .command("start")
    .description("Run the template API (default 127.0.0.1:8090) until SIGINT or SIGTERM")
    .addOption(new Option("--host <host>", "listen address; env TEMPLATE_API_HOST (default 127.0.0.1, this machine only; 0.0.0.0 serves every interface)"))
    .addOption(new Option("--port <port>", "listen port; env TEMPLATE_API_PORT (default 8090)").argParser(integer("--port", 0, 65535)))
    .addOption(new Option("--data-dir <dir>", "PGlite database and generated secrets; env TEMPLATE_API_DATA_DIR (default <home>/template-api)"))
    .addOption(new Option("--database-url <url>", "a PostgreSQL server instead of PGlite; env DATABASE_URL"))
    .addOption(
      new Option("--ledger-url <url>", "a node's REST server, for presentation verification; env TEMPLATE_API_LEDGER_URL (default http://127.0.0.1:1317)"),
    )
    .action(async (flags: StartFlags, cmd: Command) => {
      const env = ctx.runtime.env;
      const logLevel = globalOptions(cmd).logLevel;
      const explicit: ExplicitSettings<TemplateApiConfig> = {
        home: globalOptions(cmd).home,
        ...(flags.dataDir !== undefined && { dataDir: flags.dataDir }),
        ...(flags.host !== undefined && { host: flags.host }),
        ...(flags.port !== undefined && { port: flags.port }),
        ...(flags.databaseUrl !== undefined && { databaseUrl: flags.databaseUrl }),
        ...(flags.ledgerUrl !== undefined && { ledgerUrl: flags.ledgerUrl }),
        ...(logLevel !== undefined && { logLevel }),
      };
      const config = resolveTemplateApiConfig(env, explicit);
      // Required here, not at the top: the service (PGlite, Fastify) takes a second to load, and every other
      // idledger command would pay for it.
      const { startTemplateApi } = require("../server") as typeof import("../server");
      const running = await startTemplateApi(config);
      const token = config.adminToken ? "from TEMPLATE_API_ADMIN_TOKEN" : `in ${path.join(config.dataDir, ADMIN_TOKEN_FILE)}`;
      ctx.err(`template API listening on ${listeningOn(running)} (${describeDatabase(config.database)}); admin token ${token}\n`);
      const signal = await ctx.runtime.waitForShutdown();
      ctx.err(`template API shutting down (${signal})\n`);
      await running.close();
      ctx.err("template API stopped\n");
    });
}
