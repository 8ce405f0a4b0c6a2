/**
 * Event API benchmark: signed POST /ext/api/v1/app/events requests per second and latency on loopback, with
 * 10,000 events (30,000 actions) stored. Every request is freshly signed (the replay guard refuses a repeat),
 * before the clock starts, so the client's signing does not compete with the server. The server runs in its own
 * process on PGlite, or on PostgreSQL when DATABASE_URL is set. Two scenarios: page 1 (what most apps ask for)
 * and every page in turn (deep pages make the database skip past many rows). Run with `npm run bench:event-api`
 * (options: --events N, --concurrency N, --seconds N, --pages first|all|both).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { migrateToLatest, openDatabase, resolveDatabaseOptions } from "../services/shared/db";
import { EVENT_API_MIGRATION_TABLE, eventApiMigrations } from "../services/event-api/src/db/migrations";
import type { EventApiDatabase } from "../services/event-api/src/db/schema";
import { newId } from "../services/shared/ids";
import { freePorts } from "./bench/free-ports";
import { NativeAppSigner } from "./bench/native-app-signer";
import { sampleProcess } from "./bench/proc";
import { CpuPerRequest, ServiceClient, spawnService, stopService, type ServiceProcess } from "./bench/spawn-service";
import { median, percentile, perSecond } from "./bench/stats";

const ORIGIN = "https://bench.example.org";
const LIMIT = 10;
const CHUNK = 500;
const WARM_UP_MS = 3_000;

const { values: args } = parseArgs({
  options: {
    events: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "20" },
    pages: { type: "string", default: "both" },
  },
});
const EVENTS = Number(args.events);
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.seconds);

/** Stores one app and EVENTS events with three actions each, straight into the database the server will open. */
async function seed(dataDir: string, signer: NativeAppSigner): Promise<string> {
  const database = await openDatabase<EventApiDatabase>(resolveDatabaseOptions(process.env.DATABASE_URL, dataDir));
  try {
    const { db } = database;
    await migrateToLatest(db, eventApiMigrations, EVENT_API_MIGRATION_TABLE);
    const appId = newId();
    const now = new Date();
    await db.insertInto("apps").values({ id: appId, name: "bench", base_url: ORIGIN, wallet_address: signer.address, updated_at: now }).execute();
    for (let start = 0; start < EVENTS; start += CHUNK) {
      const events = Array.from({ length: Math.min(CHUNK, EVENTS - start) }, (_, i) => ({
        id: newId(),
        app_id: appId,
        project_name: `Bench event ${start + i}`,
        logo_url: "https://bench.example.org/logo.png",
        from_date: new Date(Date.UTC(2026, 0, 1) + (start + i) * 60_000),
        to_date: new Date(Date.UTC(2027, 0, 1)),
        project_status: true,
        slug: `bench-${appId}-${start + i}`,
        updated_at: now,
      }));
      await db.insertInto("events").values(events).execute();
      const actions = events.flatMap((event) =>
        ["INPUT_TEXT", "TWITTER_AUTH", "HYPERLINK_URL"].map((type, position) => ({
          id: newId(),
          event_id: event.id,
          position: position + 1,
          type,
          title: `${type} action`,
          score: 10,
          is_manadatory: true,
          value: type === "HYPERLINK_URL" ? "https://bench.example.org/" : "",
          place_holder: "",
        })),
      );
      await db.insertInto("actions").values(actions).execute();
    }
    // What autovacuum does on its own a little after a bulk load: statistics and the visibility map.
    await sql`vacuum analyze`.execute(db);
    return appId;
  } finally {
    await database.close();
  }
}

/**
 * Distinct signed bodies (the replay guard refuses a repeat): `pages` pages in turn, each issued at distinct
 * seconds.
 */
function presign(signer: NativeAppSigner, appId: string, count: number, pages: number): string[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: count }, (_, i) => {
    const iat = now - Math.floor(i / pages);
    return JSON.stringify(signer.sign({ appId, iat, exp: iat + 86_400, metaData: { page: (i % pages) + 1, limit: LIMIT } }));
  });
}

async function load(url: string, bodies: string[], serverPid: number) {
  const client = new ServiceClient(url, CONCURRENCY);
  const headers = { "content-type": "application/json", origin: ORIGIN };
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let firstFailure = "";
  const measureFrom = performance.now() + WARM_UP_MS;
  const stopAt = measureFrom + SECONDS * 1000;
  const cpu = new Promise<CpuPerRequest>((resolve) => setTimeout(() => resolve(new CpuPerRequest(serverPid)), WARM_UP_MS));
  async function worker(): Promise<void> {
    while (performance.now() < stopAt) {
      const body = bodies[next++];
      if (body === undefined) throw new Error("ran out of presigned requests; raise the estimate");
      const started = performance.now();
      const response = await client.request("POST", "/ext/api/v1/app/events", headers, body);
      const answer = response.body as { success: boolean; data: unknown[]; message: string };
      if (started < measureFrom) continue;
      if (response.status !== 200 || !answer.success || answer.data.length === 0) {
        failures++;
        firstFailure ||= `${response.status} ${answer.message}`;
        continue;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  client.close();
  return { latencies, failures, firstFailure, cpu: (await cpu).describe(latencies.length + failures) };
}

/** More signed requests a second than the server can answer on this kind of machine, with room to spare. */
const PRESIGNED_PER_SECOND = 12_000;

async function measure(server: ServiceProcess, signer: NativeAppSigner, appId: string, scenario: string) {
  const pages = scenario === "first" ? 1 : Math.max(1, Math.ceil(EVENTS / LIMIT));
  const bodies = presign(signer, appId, Math.max(20_000, (SECONDS + WARM_UP_MS / 1000) * PRESIGNED_PER_SECOND), pages);
  const before = sampleProcess(server.child.pid!);
  const result = await load(server.url, bodies, server.child.pid!);
  const after = sampleProcess(server.child.pid!);
  const what = scenario === "first" ? "page 1" : `pages 1-${pages} in turn`;
  console.log(`  ${what}, limit ${LIMIT}: ${perSecond(result.latencies.length, SECONDS * 1000)} signed requests/s`);
  const p = (n: number) => percentile(result.latencies, n).toFixed(1);
  console.log(`    latency ms: p50 ${median(result.latencies).toFixed(1)}, p95 ${p(95)}, p99 ${p(99)}`);
  console.log(`    failures: ${result.failures}${result.firstFailure ? ` (first: ${result.firstFailure})` : ""}`);
  if (before && after) {
    const cpu = ((after.cpuSeconds - before.cpuSeconds) / (SECONDS + WARM_UP_MS / 1000)) * 100;
    console.log(`    server: CPU ${cpu.toFixed(0)}% of one core, RSS ${(after.rssBytes / 2 ** 20).toFixed(0)} MiB`);
  }
  console.log(`    ${result.cpu}`);
  if (result.failures > 0) process.exitCode = 1;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "idledger-bench-event-api-"));
  const signer = new NativeAppSigner();
  let server: ServiceProcess | undefined;
  try {
    const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite";
    console.log(
      `event API benchmark: POST /ext/api/v1/app/events, ${EVENTS.toLocaleString("en")} events on ${database}, ${CONCURRENCY} connections, ${SECONDS} s per scenario`,
    );
    const started = performance.now();
    const appId = await seed(dataDir, signer);
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [port] = await freePorts(1);
    server = await spawnService("event-api", dataDir, port!);
    for (const scenario of args.pages === "both" ? ["first", "all"] : [args.pages!]) await measure(server, signer, appId, scenario);
  } finally {
    if (server) await stopService(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
