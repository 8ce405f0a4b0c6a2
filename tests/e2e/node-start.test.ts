import fs from "node:fs";
import { setCometConfigValues } from "../../abci-app/src/node/cometbft/config-file";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { exitsWithin, initLocalNode, startLocalNode, type LocalHome } from "../harness/local-node";
import { spawnCli } from "../harness/node-process";

/** `idledger start` as operators run it: the app's servers and the real CometBFT v0.38 as its child. */
describe("idledger start with the real CometBFT", () => {
  const homes: LocalHome[] = [];
  afterAll(() => {
    for (const local of homes) fs.rmSync(local.home, { recursive: true, force: true });
  });
  const newHome = async (): Promise<LocalHome> => {
    const local = await initLocalNode();
    homes.push(local);
    return local;
  };

  test("produces blocks, stops cleanly on SIGTERM (CometBFT first, then the servers and the store), and resumes the chain", async () => {
    const local = await newHome();
    const node = await startLocalNode(local);
    await node.waitForHeight(3);
    expect(node.log()).toMatch(/^I\[.*\] committed state\s+module=state height=2 /m);
    expect(await node.stop("SIGTERM")).toBe(0);
    expect(await exitsWithin(node.cometPid, 0)).toBe(true);

    const log = node.log();
    const order = [/INF shutting down signal=SIGTERM/, /Closing blockstore/, /INF ABCI server closed/, /INF state database closed/, /INF stopped\n$/].map((p) =>
      log.search(p),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const stoppedAt = Number([...log.matchAll(/committed state\s+module=state height=(\d+)/g)].at(-1)![1]);

    const again = await startLocalNode(local, { minHeight: stoppedAt + 2 });
    expect(again.log()).toMatch(/Completed ABCI Handshake - CometBFT and App are synced/);
    expect(await again.stop("SIGINT")).toBe(0);
    expect(again.log()).toMatch(/INF shutting down signal=SIGINT[\s\S]*INF state database closed[\s\S]*INF stopped\n$/);
  }, 60_000);

  test("exits 1 and says why when CometBFT dies, after closing the app", async () => {
    const node = await startLocalNode(await newHome(), { minHeight: 1 });
    process.kill(node.cometPid, "SIGKILL");
    expect(await node.process.exited).toBe(1);
    const log = node.log();
    expect(log).toMatch(/ERR CometBFT exited unexpectedly; stopping the node cometbft="killed by SIGKILL" pid=\d+\n/);
    expect(log).toMatch(/INF state database closed\n/);
    expect(log.endsWith("Error: CometBFT exited unexpectedly (killed by SIGKILL); its log is above\n")).toBe(true);
  }, 60_000);

  test("quotes CometBFT's own error when it refuses to start", async () => {
    const local = await newHome();
    setCometConfigValues(homeLayout(local.home).cometConfig, { "consensus.timeout_propose": "-1s" });
    const start = spawnCli(["start", "--home", local.home]);
    expect(await start.exited).toBe(1);
    expect(
      start
        .log()
        .endsWith("Error: CometBFT exited unexpectedly (exit code 1): error in config file: error in [consensus] section: timeout_propose can't be negative\n"),
    ).toBe(true);
  }, 60_000);

  test("refuses a home without config.toml before opening anything", async () => {
    const local = await newHome();
    fs.rmSync(homeLayout(local.home).cometConfig);
    const start = spawnCli(["start", "--home", local.home]);
    expect(await start.exited).toBe(1);
    expect(start.log()).toBe(`Error: CometBFT config not found: ${homeLayout(local.home).cometConfig}; run idledger init first\n`);
  });
});
