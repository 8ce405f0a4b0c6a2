import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePorts } from "../../scripts/bench/free-ports";

/** The newest Debian `postgresql` server binaries (/usr/lib/postgresql/<version>/bin), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], "bin");
}

export interface ThrowawayPostgres {
  /** A new, empty database on the server; its connection URL. */
  createDatabase(): Promise<string>;
  stop(): void;
}

/**
 * A PostgreSQL server of its own in a temporary directory, on a free loopback port, trust authentication, no
 * fsync (a test's data need not survive a crash). initdb refuses to run as root, so as root the server runs as
 * the `postgres` user that the Debian package creates.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)");
  const dir = mkdtempSync(path.join(os.tmpdir(), "idledger-pg-"));
  const asServerUser = process.getuid?.() === 0 ? ["runuser", "-u", "postgres", "--"] : [];
  if (asServerUser.length > 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = [...asServerUser, path.join(bin, command), ...args];
    const result = spawnSync(file!, rest, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
  };
  const data = path.join(dir, "data");
  const [port] = await freePorts(1);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run("pg_ctl", ["-D", data, "-o", settings, "-l", path.join(dir, "server.log"), "-w", "start"]);

  let databases = 0;
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    async createDatabase() {
      const name = `test_${++databases}`;
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop() {
      try {
        run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
