import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const START_SCRIPT = path.join(__dirname, "..", "..", "scripts", "start.sh");

/** scripts/start.sh copied into an empty project folder, so that what it does before building can be run alone. */
function projectWithStartScript(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-start-"));
  fs.mkdirSync(path.join(root, "scripts"));
  fs.copyFileSync(START_SCRIPT, path.join(root, "scripts", "start.sh"));
  return root;
}

describe("npm start (scripts/start.sh) before it builds anything", () => {
  let root: string;
  beforeEach(() => {
    root = projectWithStartScript();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("refuses to run beside another npm start of the same folder, naming it", async () => {
    const lock = path.join(root, ".localnet.lock");
    fs.writeFileSync(lock, "4242 2026-11-27T03:42:46Z\n");
    const holder = spawn("flock", [lock, "sleep", "30"], { stdio: "ignore" });
    try {
      await waitFor(() => fs.readFileSync("/proc/locks", "latin1").includes(` ${holder.pid} `));
      const second = spawnSync("bash", [path.join(root, "scripts", "start.sh")], { encoding: "utf8" });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(".localnet is in use by another npm start (process 4242, since 2026-11-27T03:42:46Z)");
      expect(second.stderr).toContain("kill 4242");
      expect(fs.existsSync(path.join(root, ".localnet"))).toBe(false);
    } finally {
      holder.kill();
    }
  });

  it("refuses an option it does not know, and names the one it takes", () => {
    const run = spawnSync("bash", [path.join(root, "scripts", "start.sh"), "--verbose"], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("unknown option --verbose (npm start takes only --comet-log-level <level>)");
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error("timed out");
}
