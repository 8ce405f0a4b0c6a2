import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { builtCli } from "../harness/built-cli";
import { shellBlocks, walkthroughScript, type WalkthroughPlan } from "./readme/walkthrough-script";

const ROOT = path.resolve(__dirname, "../..");
const README = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
const PACKAGE_SCRIPTS = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;

/** The ports the README's commands use as written: npm start's chain and services, then the node of "Running a node". */
const DEFAULT_PORTS = [26656, 26657, 26658, 9090, 1317, 8080, 8090];
/** scripts/testnet.sh's default port base: node k (0..5) on 30000 + 100k + 17/56/57/58/90. */
const TESTNET_PORTS = [0, 1, 2, 3, 4, 5].flatMap((k) => [17, 56, 57, 58, 90].map((p) => 30_000 + 100 * k + p));

const PLAN: WalkthroughPlan = {
  servers: {
    // package.json's own script, run from the checkout; LOCALNET_DIR (exported below) puts the chain in the reader's folder.
    "npm start": {
      run: `bash -c ${JSON.stringify(`cd "$WALKTHROUGH_ROOT" && exec ${PACKAGE_SCRIPTS.start}`)}`,
      ready: `grep -q "local chain is up" "$WALKTHROUGH_LOGS/npm-start.log"`,
    },
    "idledger start": {
      run: "idledger start",
      ready: `[ "$(curl -sf http://127.0.0.1:26657/status | jq -r '.result.sync_info.latest_block_height')" -ge 2 ]`,
    },
  },
  skippedLines: {
    "npm test": "the walkthrough runs inside it",
    "docker compose up -d --build": "needs a Docker engine; tests/e2e/docker-compose.test.ts checks the file and the homes it runs",
  },
  skippedBlocks: {
    "npm run fuzz": "long runs, each its own command",
    "npm run test:ibc": "the relayer tests, their own command (they build Hermes)",
    "npm run bench:abci": "benchmarks, each its own command",
  },
};

/**
 * The README as a new user follows it: every ```sh block, in order, in one bash shell in a fresh folder standing for
 * the checkout, with `idledger` on PATH (as `npm link` puts it). `npm start` creates its chain there; the CLI, the DID,
 * the delegated DID, the event API and the template API blocks run against it; "Running a node" stops it and starts a
 * chain of its own in ~/.idledger; the testnet block runs scripts/testnet.sh. A command that fails stops the walk.
 */
describe("README walkthrough: every command block, in order", () => {
  const reader = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-readme-"));
  const logs = path.join(reader, "logs");
  const env = (): NodeJS.ProcessEnv => {
    const bin = path.join(reader, "bin");
    const { IDLEDGER_HOME: _home, EVENT_API_ADMIN_TOKEN: _event, TEMPLATE_API_ADMIN_TOKEN: _template, ...inherited } = process.env;
    return {
      ...inherited,
      HOME: path.join(reader, "home"),
      PATH: `${bin}:${path.dirname(process.execPath)}:${process.env.PATH ?? ""}`,
      WALKTHROUGH_ROOT: ROOT,
      WALKTHROUGH_LOGS: logs,
      WALKTHROUGH_READY_SECONDS: "240",
      // What npm start and npm run testnet read: the reader's folder for their data, this test run's build.
      LOCALNET_DIR: path.join(reader, ".localnet"),
      TESTNET_DIR: path.join(reader, ".testnet"),
      IDLEDGER_DIR: process.env.IDLEDGER_TEST_BUILD,
    };
  };

  beforeAll(() => {
    fs.mkdirSync(path.join(reader, "bin"));
    fs.mkdirSync(path.join(reader, "home"));
    fs.mkdirSync(logs);
    fs.writeFileSync(path.join(reader, "bin", "idledger"), `#!/bin/sh\nexec "${process.execPath}" "${builtCli()}" "$@"\n`, { mode: 0o755 });
    // npm run testnet -- <command>: package.json's script with the arguments after --, from the checkout.
    fs.writeFileSync(
      path.join(reader, "bin", "npm"),
      [
        "#!/bin/sh",
        `[ "$1" = run ] && [ "$2" = testnet ] || { echo "the walkthrough does not expect: npm $*" >&2; exit 1; }`,
        "shift 2",
        `[ "\${1:-}" = -- ] && shift`,
        `cd "$WALKTHROUGH_ROOT" && exec ${PACKAGE_SCRIPTS.testnet} "$@"`,
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
  });

  afterAll(async () => {
    await run("bash", [path.join(ROOT, "scripts/testnet.sh"), "reset"], 120_000).catch(() => undefined);
    if (process.env.README_WALKTHROUGH_KEEP) console.log(`README walkthrough kept in ${reader}`);
    else fs.rmSync(reader, { recursive: true, force: true });
  }, 150_000);

  test("runs from npm start to the testnet", async () => {
    const busy = await busyPorts([...DEFAULT_PORTS, ...TESTNET_PORTS]);
    if (busy.length > 0) {
      throw new Error(`the README's commands use fixed ports, and ${busy.join(", ")} are taken: stop npm start, idledger start or the testnet first`);
    }
    const script = walkthroughScript(shellBlocks(README), PLAN);
    fs.writeFileSync(path.join(reader, "walkthrough.sh"), script);

    const { status, output } = await run("bash", [path.join(reader, "walkthrough.sh")], 840_000);
    if (status !== 0) throw new Error(`the walkthrough failed (status ${status}):\n${output.split("\n").slice(-80).join("\n")}`);

    // Every block ran or said why not.
    const announced = output.match(/[▶▷] README block [^\n]*/g) ?? [];
    if (announced.length !== shellBlocks(README).length) throw new Error(`${announced.length} of ${shellBlocks(README).length} blocks ran:\n${output}`);
    // npm start's first run: the keyring warning names where the key ends up, and one summary once all answers.
    const start = fs.readFileSync(path.join(logs, "npm-start.log"), "utf8");
    expect(start).toContain(`unencrypted in ${path.join(reader, ".localnet", "keyring-test")}`);
    expect(start).not.toContain(".localnet.new");
    expect(start.match(/idledger's local chain is up/g)).toHaveLength(1);
    // (Each DID query in the walk failed the walk if its DID was not on the chain.) The app's side of both services answered:
    expect(output).toMatch(/http:\/\/localhost:8080\/form\/launch-quest\?userRedirectionToken=/);
    expect(output).toContain('"name":"proof_of_did"');
  }, 900_000);

  function run(command: string, args: string[], timeoutMs: number): Promise<{ status: number | null; output: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(command, args, { cwd: reader, env: env(), stdio: ["ignore", "pipe", "pipe"], timeout: timeoutMs, killSignal: "SIGTERM" });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.on("error", reject);
      child.on("close", (status) => resolve({ status, output }));
    });
  }
});

async function busyPorts(ports: number[]): Promise<number[]> {
  const taken = await Promise.all(
    ports.map(
      (port) =>
        new Promise<boolean>((resolve) => {
          const server = net.createServer();
          server.once("error", () => resolve(true));
          server.listen(port, "0.0.0.0", () => server.close(() => resolve(false)));
        }),
    ),
  );
  return ports.filter((_, i) => taken[i]);
}
