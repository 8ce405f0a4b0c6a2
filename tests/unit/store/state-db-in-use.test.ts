import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openStateDb } from "../../../abci-app/src/store/state-db";

/** Another process holding the database open, as a second `idledger start` on the same home would meet it. */
function holdOpen(dir: string): Promise<ChildProcess> {
  const script = `const { ClassicLevel } = require(${JSON.stringify(require.resolve("classic-level"))});
new ClassicLevel(process.argv[1]).open().then(() => console.log("open"));
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", script, dir], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the holder exited with ${code}`)));
  });
}

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
    holder = await holdOpen(dir);
    const failure = openStateDb(dir);
    await expect(failure).rejects.toThrow(`the state database ${dir} is in use by process ${holder.pid}`);
    await expect(failure).rejects.toThrow("stop it first, or give this node another --home");
  });

  it("opens it once the other process has stopped", async () => {
    holder = await holdOpen(dir);
    const exited = new Promise((resolve) => holder?.once("exit", resolve));
    holder.kill();
    await exited;
    const db = await openStateDb(dir);
    await db.close();
  });
});
