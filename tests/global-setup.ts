import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/**
 * Compiles the project once per test run into a private directory (never the shared dist/), with a copy of
 * bin/idledger.js beside it, for the tests that run `idledger` as a real process. Test workers find it
 * through IDLEDGER_TEST_BUILD, which they inherit.
 */
export default function globalSetup(): void {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-test-build-"));
  const tsc = spawnSync(
    process.execPath,
    [
      path.join(ROOT, "node_modules/typescript/bin/tsc"),
      "-p",
      path.join(ROOT, "tsconfig.build.json"),
      "--outDir",
      path.join(work, "dist"),
      "--sourceMap",
      "false",
    ],
    { encoding: "utf8" },
  );
  if (!fs.existsSync(path.join(work, "dist/cli/main.js"))) throw new Error(`building idledger for the tests failed:\n${tsc.stdout}${tsc.stderr}`);
  fs.mkdirSync(path.join(work, "bin"));
  fs.copyFileSync(path.join(ROOT, "bin/idledger.js"), path.join(work, "bin/idledger.js"));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(work, "node_modules"));
  // What `idledger init` and `start` find beside the package: config.toml templates, the pinned CometBFT, the API descriptor
  // set, the event form's page files.
  fs.mkdirSync(path.join(ROOT, ".bin"), { recursive: true });
  for (const dir of ["cometbft-config", "scripts", ".bin", "proto", "services"]) fs.symlinkSync(path.join(ROOT, dir), path.join(work, dir));
  fs.copyFileSync(path.join(ROOT, "package.json"), path.join(work, "package.json"));
  process.env.IDLEDGER_TEST_BUILD = work;
}
