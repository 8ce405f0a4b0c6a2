import { spawn, type ChildProcess } from "node:child_process";
import { builtCli } from "./built-cli";

export interface NodeProcess {
  readonly child: ChildProcess;
  /** The ABCI address the node reported it serves on. */
  readonly address: string;
  /** Everything the node wrote to stderr so far (its log). */
  log(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs, as in a power cut or an OOM kill. */
  kill(): Promise<void>;
}

/** Runs `idledger start --abci-only` on an ephemeral port as a child process and waits until it serves. */
export async function startAbciNode(home: string, extraArgs: readonly string[] = []): Promise<NodeProcess> {
  const child = spawn(process.execPath, [builtCli(), "start", "--abci-only", "--home", home, "--address", "tcp://127.0.0.1:0", ...extraArgs], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const address = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the node did not start serving within 20 s:\n${stderr}`)), 20_000);
    const look = () => {
      const match = /ABCI server listening.*address=(tcp:\/\/[0-9.]+:\d+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stderr!.on("data", look);
    child.stdout!.on("data", look);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the node exited with ${code} before serving:\n${stderr}`));
    });
  });

  return {
    child,
    address,
    log: () => stderr,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}
