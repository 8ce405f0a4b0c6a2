import { spawn } from "node:child_process";
import { builtCli } from "../../harness/built-cli";
import type { CliResult, RunOptions } from "./harness";

/**
 * `idledger --home <home>` as a real process of the built CLI, with `env` added to this process's environment:
 * for what must reach native code through the process environment (jest gives each test file a copy of it).
 */
export function cliProcessAt(home: string, env: Record<string, string>): (args: readonly string[], options?: RunOptions) => Promise<CliResult> {
  return (args, options = {}) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [builtCli(), "--home", home, ...args], {
        env: { ...process.env, ...env, ...options.env },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      child.once("error", reject);
      child.once("close", (code) => resolve({ code: code ?? 1, stdout, stderr }));
      child.stdin.end(options.stdin ?? "");
    });
}
