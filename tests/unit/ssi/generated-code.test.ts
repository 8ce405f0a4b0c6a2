import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../../..");
const COMMITTED = path.join(ROOT, "abci-app/src/modules/ssi/types/generated");

function files(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

test("the committed TypeScript of proto/ is what `npm run proto` generates", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-proto-"));
  try {
    const run = spawnSync("bash", [path.join(ROOT, "scripts/gen-proto.sh"), out], { cwd: ROOT, encoding: "utf8" });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: "" });
    expect(files(out)).toEqual(files(COMMITTED));
    for (const file of files(out)) {
      const fresh = fs.readFileSync(path.join(out, file), "utf8");
      const committed = fs.readFileSync(path.join(COMMITTED, file), "utf8");
      if (fresh !== committed) throw new Error(`${file} is stale: run npm run proto and commit the result`);
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
