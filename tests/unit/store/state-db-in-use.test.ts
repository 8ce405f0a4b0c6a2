import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStateDb } from "../../../abci-app/src/store/state-db";
import { holdStateDbOpen } from "../../harness/state-db-holder";

describe("opening a state database another process holds", () => {
  let dir: string;
  let holder: ChildProcess | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-state-db-"));
  });

  afterEach(() => {
    holder?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("says the database is in use and names the process that holds it", async () => {
    holder = await holdStateDbOpen(dir);
    const failure = openStateDb(dir);
    await expect(failure).rejects.toThrow(`the state database ${dir} is in use by process ${holder.pid}`);
    await expect(failure).rejects.toThrow("stop it first, or give this node another --home");
  });

  it("opens it once the other process has stopped", async () => {
    holder = await holdStateDbOpen(dir);
    const exited = new Promise((resolve) => holder?.once("exit", resolve));
    holder.kill();
    await exited;
    const db = await openStateDb(dir);
    await db.close();
  });
});
