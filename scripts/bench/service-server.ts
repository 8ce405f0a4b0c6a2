/**
 * A service as a benchmark's server process: `node service-server.js event-api|template-api <dataDir> <port>`;
 * DATABASE_URL selects PostgreSQL. Prints "ready <url>" once listening; exits on SIGTERM.
 */
import { resolveEventApiConfig } from "../../services/event-api/src/config";
import { startEventApi } from "../../services/event-api/src/server";
import type { RunningService } from "../../services/shared/run-service";
import { resolveTemplateApiConfig } from "../../services/template-api/src/config";
import { startTemplateApi } from "../../services/template-api/src/server";

function start(service: string, dataDir: string, port: number): Promise<RunningService> {
  const where = { dataDir, port, host: "127.0.0.1", logLevel: "warn" };
  if (service === "event-api") return startEventApi(resolveEventApiConfig(process.env, where));
  if (service === "template-api") return startTemplateApi(resolveTemplateApiConfig(process.env, where));
  throw new Error(`unknown service ${service}; expected event-api or template-api`);
}

async function main(): Promise<void> {
  const [service, dataDir, port] = process.argv.slice(2);
  if (!service || !dataDir || !port) throw new Error("usage: service-server event-api|template-api <dataDir> <port>");
  const running = await start(service, dataDir, Number(port));
  process.stdout.write(`ready ${running.url}\n`);
  process.once("SIGTERM", () => void running.close().then(() => process.exit(0)));
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
