/**
 * Template API benchmark: requests per second and latency on loopback for listing and reading presentation
 * templates, with 10,000 templates stored for one app. Each request carries the app's access token and Origin, as
 * a browser page's would, so authentication is measured too. The server runs in its own process on PGlite, or on
 * PostgreSQL when DATABASE_URL is set. Scenarios: page 1 of the list, every page in turn (deep pages make the
 * database skip past many rows), reads of random templates by id, and the same reads while a flood of wrong API
 * secrets keeps the secret check busy (each costs a scrypt hash). Run with `npm run bench:template-api` (options:
 * --templates N, --concurrency N, --seconds N, --scenarios first,pages,read,flood, --flood N wrong secrets in flight).
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { migrateToLatest, openDatabase, resolveDatabaseOptions } from "../services/shared/db";
import { newId } from "../services/shared/ids";
import { hashSecret } from "../services/shared/scrypt-hash";
import { newApiSecret } from "../services/template-api/src/auth/api-secret";
import { TEMPLATE_API_MIGRATION_TABLE, templateApiMigrations } from "../services/template-api/src/db/migrations";
import type { TemplateApiDatabase } from "../services/template-api/src/db/schema";
import { freePorts } from "./bench/free-ports";
import { sampleProcess } from "./bench/proc";
import { CpuPerRequest, ServiceClient, spawnService, stopService, type ServiceProcess } from "./bench/spawn-service";
import { median, percentile, perSecond } from "./bench/stats";

const ORIGIN = "https://bench.example.org";
const LIMIT = 10;
const CHUNK = 500;
const WARM_UP_MS = 3_000;
const MSI = "z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD";

const { values: args } = parseArgs({
  options: {
    templates: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "16" },
    seconds: { type: "string", default: "20" },
    scenarios: { type: "string", default: "first,pages,read,flood" },
    flood: { type: "string", default: "300" },
  },
});
const TEMPLATES = Number(args.templates);
const CONCURRENCY = Number(args.concurrency);
const SECONDS = Number(args.seconds);

/** A template of the size apps store: one QueryByExample with a schema and a trusted issuer. */
function query(i: number): unknown[] {
  return [
    {
      type: "QueryByExample",
      credentialQuery: [
        {
          required: true,
          reason: `We need you to prove your eligibility (${i}).`,
          example: {
            "@context": ["https://www.w3.org/2018/credentials/v1"],
            type: "AlumniCredential",
            credentialSubject: { name: "Alice", id: `did:hid:testnet:${MSI}` },
            credentialSchema: { id: `sch:hid:testnet:${MSI}:1.0`, type: "JsonSchemaValidator2018" },
            trustedIssuer: [{ required: true, issuer: `did:hid:testnet:${MSI}` }],
          },
        },
      ],
    },
  ];
}

interface Seeded {
  apiSecretKey: string;
  templateIds: string[];
}

/** Stores one app and TEMPLATES templates straight into the database the server will open. */
async function seed(dataDir: string): Promise<Seeded> {
  const database = await openDatabase<TemplateApiDatabase>(resolveDatabaseOptions(process.env.DATABASE_URL, dataDir));
  try {
    const { db } = database;
    await migrateToLatest(db, templateApiMigrations, TEMPLATE_API_MIGRATION_TABLE);
    const appId = newId();
    const secret = newApiSecret();
    const now = new Date();
    await db
      .insertInto("template_api_apps")
      .values({ id: appId, name: "bench", secret_prefix: secret.prefix, secret_hash: await hashSecret(secret.key), updated_at: now })
      .execute();
    await db.insertInto("template_api_app_origins").values({ app_id: appId, origin: ORIGIN }).execute();
    const templateIds: string[] = [];
    for (let start = 0; start < TEMPLATES; start += CHUNK) {
      const rows = Array.from({ length: Math.min(CHUNK, TEMPLATES - start) }, (_, k) => {
        const i = start + k;
        const created = new Date(Date.UTC(2026, 0, 1) + i * 1_000);
        return {
          id: newId(),
          app_id: appId,
          name: `template_${i}`,
          domain: "verifier.example.org",
          query: JSON.stringify(query(i)),
          created_at: created,
          updated_at: created,
        };
      });
      await db.insertInto("presentation_templates").values(rows).execute();
      templateIds.push(...rows.map((row) => row.id));
    }
    await db.updateTable("template_api_apps").set({ template_count: templateIds.length }).where("id", "=", appId).execute();
    // What autovacuum does on its own a little after a bulk load: statistics and the visibility map.
    await sql`vacuum analyze`.execute(db);
    return { apiSecretKey: secret.key, templateIds };
  } finally {
    await database.close();
  }
}

async function accessToken(url: string, apiSecretKey: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": apiSecretKey } });
  if (!response.ok) throw new Error(`POST /api/v1/app/oauth answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

interface Scenario {
  title: string;
  /** Wrong API secrets kept in flight while the scenario runs. */
  flood?: number;
  /** The path of the i-th request. */
  path(i: number): string;
  /** Whether a 200 answer is the right one. */
  check(answer: { totalCount?: number; data?: unknown[]; _id?: string }, i: number): boolean;
}

function scenarios(templateIds: string[]): Record<string, Scenario> {
  const pages = Math.max(1, Math.ceil(templateIds.length / LIMIT));
  // A fixed shuffle (multiplying by a number prime to the count), so that reads jump across the whole table.
  const readId = (i: number) => templateIds[(i * 7_919) % templateIds.length]!;
  return {
    first: {
      title: `GET /presentation/template?page=1&limit=${LIMIT}`,
      path: () => `/api/v1/presentation/template?page=1&limit=${LIMIT}`,
      check: (answer) => answer.totalCount === templateIds.length && answer.data?.length === Math.min(LIMIT, templateIds.length),
    },
    pages: {
      title: `GET /presentation/template, pages 1-${pages} in turn`,
      path: (i) => `/api/v1/presentation/template?page=${(i % pages) + 1}&limit=${LIMIT}`,
      check: (answer) => answer.totalCount === templateIds.length && (answer.data?.length ?? 0) > 0,
    },
    read: {
      title: "GET /presentation/template/{templateId}, random ids",
      path: (i) => `/api/v1/presentation/template/${readId(i)}`,
      check: (answer, i) => answer._id === readId(i),
    },
    flood: {
      title: `GET /presentation/template/{templateId} while ${args.flood} wrong API secrets are in flight`,
      flood: Number(args.flood),
      path: (i) => `/api/v1/presentation/template/${readId(i)}`,
      check: (answer, i) => answer._id === readId(i),
    },
  };
}

async function load(url: string, token: string, scenario: Scenario, serverPid: number) {
  const client = new ServiceClient(url, CONCURRENCY);
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  let firstFailure = "";
  const headers = { authorization: `Bearer ${token}`, origin: ORIGIN };
  const measureFrom = performance.now() + WARM_UP_MS;
  const stopAt = measureFrom + SECONDS * 1000;
  const cpu = new Promise<CpuPerRequest>((resolve) => setTimeout(() => resolve(new CpuPerRequest(serverPid)), WARM_UP_MS));
  async function worker(): Promise<void> {
    while (performance.now() < stopAt) {
      const i = next++;
      const started = performance.now();
      const response = await client.request("GET", scenario.path(i), headers);
      const answer = response.body as { totalCount?: number; data?: unknown[]; _id?: string; message?: string[] };
      if (started < measureFrom) continue;
      if (response.status !== 200 || !scenario.check(answer, i)) {
        failures++;
        firstFailure ||= `${response.status} ${JSON.stringify(answer.message ?? answer).slice(0, 200)}`;
        continue;
      }
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  client.close();
  return { latencies, failures, firstFailure, cpu: (await cpu).describe(latencies.length + failures) };
}

interface Row {
  scenario: string;
  perSecond: string;
  p50: string;
  p95: string;
  p99: string;
  failures: number;
}

/** `inFlight` POST /api/v1/app/oauth with well-formed wrong secrets, one after another each, until stopped; answers by status. */
function floodWrongSecrets(url: string, inFlight: number): { stop(): Promise<Map<number, number>> } {
  let running = true;
  const statuses = new Map<number, number>();
  const worker = async (): Promise<void> => {
    while (running) {
      const response = await fetch(`${url}/api/v1/app/oauth`, { method: "POST", headers: { "x-api-secret-key": newApiSecret().key } }).catch(() => undefined);
      if (response === undefined) continue;
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  const workers = Array.from({ length: inFlight }, worker);
  return {
    stop: async () => {
      running = false;
      await Promise.all(workers);
      return statuses;
    },
  };
}

async function measure(server: ServiceProcess, token: string, scenario: Scenario): Promise<Row> {
  const before = sampleProcess(server.child.pid!);
  const flood = scenario.flood === undefined ? undefined : floodWrongSecrets(server.url, scenario.flood);
  const result = await load(server.url, token, scenario, server.child.pid!);
  const floodAnswers = await flood?.stop();
  const after = sampleProcess(server.child.pid!);
  const row: Row = {
    scenario: scenario.title,
    perSecond: perSecond(result.latencies.length, SECONDS * 1000),
    p50: figure(() => median(result.latencies)),
    p95: figure(() => percentile(result.latencies, 95)),
    p99: figure(() => percentile(result.latencies, 99)),
    failures: result.failures,
  };
  console.log(`  ${row.scenario}: ${row.perSecond} requests/s`);
  console.log(`    latency ms: p50 ${row.p50}, p95 ${row.p95}, p99 ${row.p99}`);
  console.log(`    failures: ${result.failures}${result.firstFailure ? ` (first: ${result.firstFailure})` : ""}`);
  if (floodAnswers) console.log(`    wrong secrets answered: ${[...floodAnswers].map(([status, n]) => `${n} × ${status}`).join(", ")}`);
  if (before && after) {
    const cpu = ((after.cpuSeconds - before.cpuSeconds) / (SECONDS + WARM_UP_MS / 1000)) * 100;
    console.log(`    server: CPU ${cpu.toFixed(0)}% of one core, RSS ${(after.rssBytes / 2 ** 20).toFixed(0)} MiB`);
  }
  console.log(`    ${result.cpu}`);
  if (result.failures > 0) process.exitCode = 1;
  return row;
}

/** A latency figure, or a dash when no request completed in the window. */
function figure(of: () => number): string {
  const value = of();
  return value === undefined ? "—" : value.toFixed(1);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "idledger-bench-template-api-"));
  let server: ServiceProcess | undefined;
  try {
    const database = process.env.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : "PGlite";
    const cpus = os.cpus();
    console.log(`template API benchmark: ${TEMPLATES.toLocaleString("en")} templates on ${database}, ${CONCURRENCY} connections, ${SECONDS} s per scenario`);
    console.log(`  machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, Node ${process.version}`);
    const started = performance.now();
    const { apiSecretKey, templateIds } = await seed(dataDir);
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const [port] = await freePorts(1);
    server = await spawnService("template-api", dataDir, port!);
    const token = await accessToken(server.url, apiSecretKey);
    const all = scenarios(templateIds);
    const rows: Row[] = [];
    for (const name of args.scenarios!.split(",")) {
      const scenario = all[name];
      if (!scenario) throw new Error(`unknown scenario ${name}; expected first, pages, read or flood`);
      rows.push(await measure(server, token, scenario));
    }
    console.log(`\n| ${database} | requests/s | p50 ms | p95 ms | p99 ms | failures |\n|---|---|---|---|---|---|`);
    for (const row of rows) console.log(`| ${row.scenario} | ${row.perSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.failures} |`);
  } finally {
    if (server) await stopService(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
