import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
}

/** Starts a service in its own process (bench/service-server.js) and waits until it listens. */
export function spawnService(service: "event-api" | "template-api", dataDir: string, port: number): Promise<ServiceProcess> {
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(__dirname, "service-server.js"), service, dataDir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the ${service} exited with code ${code}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      const match = /ready (\S+)/.exec(chunk.toString());
      if (match) resolve({ child, url: match[1]! });
    });
  });
}

/** Stops it with SIGTERM (a graceful close) and waits for the process to end. */
export async function stopService(server: ServiceProcess): Promise<void> {
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await exited;
}
