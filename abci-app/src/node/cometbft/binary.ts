import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { packageRoot } from "../package-root";

/**
 * The pinned CometBFT, made ready by scripts/install-cometbft.sh: the script returns at once when `.bin/cometbft`
 * has the pinned version and builds it with Go otherwise (its progress goes to `progress`). Resolves to the
 * binary's path; a failed install rejects with the script's own explanation (e.g. that Go is missing).
 */
export async function installCometbft(progress: NodeJS.WritableStream, root: string = packageRoot()): Promise<string> {
  const script = path.join(root, "scripts", "install-cometbft.sh");
  if (!fs.existsSync(script)) throw new Error(`cannot install CometBFT: ${script} is missing`);
  const { code, stdout, stderr } = await runToEnd("bash", [script], progress);
  if (code !== 0) {
    const reason =
      stderr
        .trim()
        .split("\n")[0]
        ?.replace(/^error: /, "") || `exit code ${code}`;
    throw new Error(`cannot install CometBFT (scripts/install-cometbft.sh): ${reason}`);
  }
  const binary = stdout.trim().split("\n").pop() ?? "";
  if (!fs.existsSync(binary)) throw new Error(`scripts/install-cometbft.sh reported ${JSON.stringify(binary)}, which does not exist`);
  return binary;
}

/**
 * Runs one of CometBFT's own commands (`rollback`, `unsafe-reset-all`) to its end; resolves to what it printed on
 * standard output, forwarding its standard error to `stderr`. A non-zero exit rejects with what it said.
 */
export async function runCometbftCommand(binary: string, args: readonly string[], stderr: NodeJS.WritableStream): Promise<string> {
  const result = await runToEnd(binary, args, stderr);
  if (result.code !== 0)
    throw new Error(`cometbft ${args[0]} failed (exit code ${result.code}): ${(result.stderr || result.stdout).trim().split("\n").pop() ?? ""}`);
  return result.stdout;
}

/** Runs a program to its end, collecting its output; its standard error is also forwarded to `stderr` as it comes. */
async function runToEnd(
  command: string,
  args: readonly string[],
  stderr: NodeJS.WritableStream,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString();
    stderr.write(chunk);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  return { code, stdout: out, stderr: err };
}
