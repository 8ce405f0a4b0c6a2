import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateSsiTypes, SSI_TYPES_DIR } from "../../../scripts/gen-proto";

function files(dir: string, base = dir): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name), base) : [path.relative(base, path.join(dir, e.name))]))
    .sort();
}

test("the committed TypeScript of proto/ is what `npm run proto` generates", async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-proto-"));
  try {
    await generateSsiTypes(out);
    expect(files(out)).toEqual(files(SSI_TYPES_DIR));
    for (const file of files(out)) {
      const fresh = fs.readFileSync(path.join(out, file), "utf8");
      const committed = fs.readFileSync(path.join(SSI_TYPES_DIR, file), "utf8");
      if (fresh !== committed) throw new Error(`${file} is stale: run npm run proto and commit the result`);
    }
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
});
