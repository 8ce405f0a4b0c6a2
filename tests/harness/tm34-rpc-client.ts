import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "../..");
/** A Go program using Tendermint v0.34.24's RPC client (tests/fixtures/tm34-rpc-client/main.go). */
const SOURCE = path.join(ROOT, "tests/fixtures/tm34-rpc-client");

/**
 * Builds the Tendermint 0.34 RPC client with `go build` into the project's git-ignored .bin/, named by the hash of its
 * sources, so that it is built once per change (about 40 s with an empty module cache, 2 s with a warm one).
 * Resolves with the binary's path.
 */
export async function buildTm34RpcClient(): Promise<string> {
  const hash = createHash("sha256");
  for (const file of ["go.mod", "go.sum", "main.go"]) hash.update(fs.readFileSync(path.join(SOURCE, file)));
  const binary = path.join(ROOT, ".bin", `tm34-rpc-client-${hash.digest("hex").slice(0, 12)}`);
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(path.dirname(binary), { recursive: true });
  const temp = `${binary}.${process.pid}.tmp`;
  try {
    await run("go", ["build", "-o", temp, "."], {
      cwd: SOURCE,
      env: { ...process.env, GOFLAGS: "-mod=mod -buildvcs=false" },
      timeout: 300_000,
    });
  } catch (err) {
    const { stderr } = err as { stderr?: string };
    throw new Error(`go build of ${SOURCE} failed: ${stderr ?? (err as Error).message}`);
  }
  fs.renameSync(temp, binary);
  return binary;
}

export type Tm34Outcome = { readonly ok: true; readonly output: any } | { readonly ok: false; readonly error: string };

/** Runs the built client: `<binary> <rpcUrl> <command> [arg]`; its JSON output, or its error when it exits non-zero. */
export async function runTm34RpcClient(binary: string, rpcUrl: string, command: string, arg?: string): Promise<Tm34Outcome> {
  try {
    const { stdout } = await run(binary, [rpcUrl, command, ...(arg === undefined ? [] : [arg])], { timeout: 60_000 });
    return { ok: true, output: JSON.parse(stdout) };
  } catch (err) {
    const { stderr, code } = err as { stderr?: string; code?: unknown };
    if (typeof code !== "number") throw err;
    return { ok: false, error: (stderr ?? "").trim() };
  }
}
