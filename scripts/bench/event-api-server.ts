/**
 * The event API as the benchmark's server process: `node event-api-server.js <dataDir> <port>`; DATABASE_URL
 * selects PostgreSQL. Prints "ready <url>" once listening; exits on SIGTERM.
 */
import { resolveEventApiConfig } from "../../services/event-api/src/config";
import { startEventApi } from "../../services/event-api/src/server";

async function main(): Promise<void> {
  const [dataDir, port] = process.argv.slice(2);
  if (!dataDir || !port) throw new Error("usage: event-api-server <dataDir> <port>");
  const config = resolveEventApiConfig(process.env, { dataDir, port: Number(port), host: "127.0.0.1", logLevel: "warn" });
  const running = await startEventApi(config);
  process.stdout.write(`ready ${running.url}\n`);
  process.once("SIGTERM", () => void running.close().then(() => process.exit(0)));
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
