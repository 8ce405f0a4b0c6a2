import { type ChildProcess, spawn } from "node:child_process";

/** Another process holding a state database open, as a running node holds its home's; kill it to let go. */
export function holdStateDbOpen(dir: string): Promise<ChildProcess> {
  const script = `const { ClassicLevel } = require(${JSON.stringify(require.resolve("classic-level"))});
new ClassicLevel(process.argv[1]).open().then(() => console.log("open"));
setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ["-e", script, dir], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve(child));
    child.once("exit", (code) => reject(new Error(`the process holding ${dir} exited with ${code}`)));
  });
}
