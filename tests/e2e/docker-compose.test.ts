import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "smol-toml";
import { builtCli } from "../harness/built-cli";

const ROOT = path.resolve(__dirname, "../..");
const NODES = ["val0", "val1", "val2", "val3", "seed", "full"];

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  entrypoint?: string[] | null;
  command?: string[] | null;
  environment?: Record<string, string>;
  hostname?: string;
  depends_on?: Record<string, { condition: string }>;
  ports?: { host_ip: string; target: number; published: string }[];
  volumes?: { type: string; source: string; target: string }[];
}

type Table = Record<string, Record<string, unknown>>;

/**
 * docker-compose.yml as `docker compose config` resolves it (the Compose v2 plugin that
 * scripts/install-docker-compose.sh builds): the topology of scripts/testnet.sh, and the seed wiring that its init
 * service, `testnet.sh create --docker`, writes into the homes.
 */
describe("docker-compose.yml: the testnet in containers", () => {
  const dockerConfig = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-docker-config-"));
  const homes = fs.mkdtempSync(path.join(os.tmpdir(), "idledger-compose-homes-"));
  let services: Record<string, Service>;

  beforeAll(() => {
    const plugin = path.join(ROOT, ".bin", "docker-compose");
    if (!fs.existsSync(plugin)) throw new Error(`${plugin} is missing: run bash scripts/install-docker-compose.sh (npm test does)`);
    // `docker compose` runs the plugin, which the docker CLI finds in $DOCKER_CONFIG/cli-plugins/; where there is no
    // docker CLI, the same plugin binary runs on its own as `docker-compose`.
    fs.mkdirSync(path.join(dockerConfig, "cli-plugins"));
    fs.symlinkSync(plugin, path.join(dockerConfig, "cli-plugins", "docker-compose"));
    const hasDockerCli = spawnSync("docker", ["--version"]).error === undefined;
    const args = ["-f", path.join(ROOT, "docker-compose.yml"), "config", "--format", "json"];
    const config = spawnSync(hasDockerCli ? "docker" : plugin, hasDockerCli ? ["compose", ...args] : args, {
      encoding: "utf8",
      env: { ...process.env, DOCKER_CONFIG: dockerConfig },
    });
    if (config.status !== 0) throw new Error(`docker compose config failed:\n${config.stderr}`);
    services = (JSON.parse(config.stdout) as { services: Record<string, Service> }).services;
  });

  afterAll(() => {
    for (const dir of [dockerConfig, homes]) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("an init service builds the image and creates the homes; one service per node runs `idledger start` on its home", () => {
    expect(Object.keys(services).sort()).toEqual(["init", ...NODES].sort());
    const init = services["init"]!;
    expect(init.build).toEqual({ context: ROOT, dockerfile: "Dockerfile" });
    expect(init.entrypoint).toEqual(["bash", "scripts/testnet.sh", "create", "--docker"]);
    const dir = init.environment!["TESTNET_DIR"]!;
    expect(init.environment).toMatchObject({ VALIDATORS: "4", IDLEDGER_DIR: "/app" });
    expect(init.volumes).toEqual([expect.objectContaining({ type: "volume", source: "testnet", target: dir })]);

    for (const name of NODES) {
      const node = services[name]!;
      expect(node).toMatchObject({ image: init.image, hostname: name, command: ["start", "--home", `${dir}/${name}`] });
      expect(node.build).toBeUndefined();
      expect(node.volumes).toEqual(init.volumes);
      expect(node.depends_on!["init"]).toMatchObject({ condition: "service_completed_successfully" });
    }
  });

  test("the seed starts first; every other node waits until it listens for peers", () => {
    expect(Object.keys(services["seed"]!.depends_on!)).toEqual(["init"]);
    for (const name of NODES.filter((n) => n !== "seed")) expect(services[name]!.depends_on!["seed"]).toMatchObject({ condition: "service_healthy" });
  });

  test("each node's RPC, gRPC and REST are published on 127.0.0.1 at testnet.sh's default ports; P2P stays inside", () => {
    NODES.forEach((name, k) => {
      const published = Object.fromEntries(services[name]!.ports!.map((p) => [p.target, `${p.host_ip}:${p.published}`]));
      const base = 30_000 + 100 * k;
      expect(published).toEqual({ 26657: `127.0.0.1:${base + 57}`, 9090: `127.0.0.1:${base + 90}`, 1317: `127.0.0.1:${base + 17}` });
    });
  });

  test("the init service's homes: one genesis, seeds = <seed's ID>@seed:26656, each node advertising its service name", async () => {
    // As the init service runs it, with this test's build and a temporary directory in place of the image's.
    const init = services["init"]!;
    const env = { ...process.env, ...init.environment, TESTNET_DIR: homes, IDLEDGER_DIR: process.env.IDLEDGER_TEST_BUILD };
    await promisify(execFile)("bash", [path.join(ROOT, init.entrypoint![1]!), ...init.entrypoint!.slice(2)], { env, timeout: 120_000 });

    const seedHost = services["seed"]!.hostname!;
    const seedId = spawnSync(process.execPath, [builtCli(), "comet", "show-node-id", "--home", path.join(homes, "seed")], { encoding: "utf8" }).stdout.trim();
    const genesis = fs.readFileSync(path.join(homes, "val0", "config", "genesis.json"), "utf8");
    // the validators enter through their gentxs, each signed on its node and advertising the node's service name
    const doc = JSON.parse(genesis) as { validators: unknown[]; app_state: { genutil: { gen_txs: { body: { memo: string } }[] } } };
    expect(doc.validators).toEqual([]);
    expect(doc.app_state.genutil.gen_txs.map((tx) => tx.body.memo.replace(/^[0-9a-f]{40}@/, ""))).toEqual([
      "val0:26656",
      "val1:26656",
      "val2:26656",
      "val3:26656",
    ]);
    for (const name of NODES) {
      const home = path.join(homes, name);
      expect(fs.readFileSync(path.join(home, "config", "genesis.json"), "utf8")).toBe(genesis);
      const config = parse(fs.readFileSync(path.join(home, "config", "config.toml"), "utf8")) as Table;
      expect(config["p2p"]).toMatchObject({
        laddr: "tcp://0.0.0.0:26656",
        external_address: `${services[name]!.hostname}:26656`,
        seeds: name === "seed" ? "" : `${seedId}@${seedHost}:26656`,
        persistent_peers: "",
        addr_book_strict: false,
      });
      expect(config["rpc"]).toMatchObject({ laddr: "tcp://0.0.0.0:26657" });
      const app = parse(fs.readFileSync(path.join(home, "config", "app.toml"), "utf8")) as Table;
      expect(app["grpc"]).toMatchObject({ enable: true, address: "0.0.0.0:9090" });
      expect(app["api"]).toMatchObject({ enable: true, address: "tcp://0.0.0.0:1317" });
    }
  }, 120_000);

  test("the image's build stage has every folder the build compiles, and the image the files read at run time", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    const build = JSON.parse(fs.readFileSync(path.join(ROOT, "tsconfig.build.json"), "utf8")) as { include: string[] };
    const roots = [...new Set(build.include.map((pattern) => pattern.split("/")[0]!))];
    for (const root of roots) expect({ root, copied: new RegExp(`^COPY ${root} ${root}$`, "m").test(dockerfile) }).toEqual({ root, copied: true });
    expect(dockerfile).toMatch(/^COPY services\/event-api\/src\/form\/page services\/event-api\/src\/form\/page$/m);
  });

  test("the image exposes the node's ports and runs idledger", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
    expect(dockerfile).toMatch(/^EXPOSE 26656 26657 26658 9090 1317$/m);
    expect(dockerfile).toMatch(/^ENTRYPOINT \["idledger"\]$/m);
  });
});
