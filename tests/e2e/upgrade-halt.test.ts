import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { toBech32 } from "@cosmjs/encoding";
import { QueryAppliedPlanRequest, QueryAppliedPlanResponse } from "cosmjs-types/cosmos/upgrade/v1beta1/query";
import { MsgSoftwareUpgrade } from "cosmjs-types/cosmos/upgrade/v1beta1/tx";
import { AbciServer } from "../../abci-app/src/abci/server";
import { MODULES } from "../../abci-app/src/app/modules";
import { openApp, type OpenedApp } from "../../abci-app/src/app/open";
import { GOV_MODULE_ADDRESS } from "../../abci-app/src/module-kit/authority";
import type { NodeOptions } from "../../abci-app/src/module-kit/node-options";
import { stateDir } from "../../abci-app/src/node/open-home-app";
import { silentLogger, sinkLogger } from "../../lib/logger";
import { AuthorityMessages } from "../harness/authority-messages";
import { cometbftBinary, latestHeight } from "../harness/cometbft";
import { initLocalNode, type LocalHome } from "../harness/local-node";

const GOV = toBech32("hid", GOV_MODULE_ADDRESS);

/** The app of a node home, served on its ABCI address in this process, with the gov stand-in; and its log. */
interface ServedApp {
  readonly opened: OpenedApp;
  readonly server: AbciServer;
  readonly log: string[];
  close(): Promise<void>;
}

async function serveApp(local: LocalHome, gov: AuthorityMessages, node: NodeOptions): Promise<ServedApp> {
  const log: string[] = [];
  const logger = sinkLogger("info", (_level, message) => void log.push(message));
  const opened = await openApp({ dataDir: stateDir(local.home), logger, modules: [...MODULES, gov.module], node });
  const server = new AbciServer(opened.app, { logger: silentLogger });
  await server.listen(local.abciAddress);
  return {
    opened,
    server,
    log,
    close: async () => {
      await server.close();
      await opened.close();
    },
  };
}

/** `cometbft start` on the home, its output kept. */
function startComet(local: LocalHome): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(cometbftBinary(), ["start", "--home", local.home, "--proxy_app", local.abciAddress], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once("exit", (code) => resolve(code))) };
}

/** `promise`'s value, or undefined when it has not settled within `ms` (the timer is cleared either way). */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([promise, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitFor<T>(what: string, poll: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await poll();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * An upgrade on the real CometBFT: the app (the chain's modules, served in this process so that a stand-in for gov can
 * schedule the plan: no one holds the gov key, and gov's proposals are not wired yet) halts at the plan's height. Its
 * FinalizeBlock exception stops CometBFT, nothing of the height is committed, upgrade-info.json is written. The "new
 * binary" (the same app with the upgrade's handler) on the same home: CometBFT's handshake replays the height, the
 * upgrade is applied there, and blocks go on. (`idledger start`'s own part, stopping and exiting 1 with the message,
 * is tests/integration/cli/start.test.ts's.)
 */
test("a validator halts at an upgrade plan's height without committing it, and the new binary replays that height and goes on", async () => {
  const local = await initLocalNode();
  const gov = new AuthorityMessages();
  let served: ServedApp | undefined;
  let comet: ReturnType<typeof startComet> | undefined;
  try {
    served = await serveApp(local, gov, { home: local.home });
    comet = startComet(local);
    await waitFor("height 2", async () => ((await latestHeight(local.rpcUrl)) >= 2 ? true : undefined));

    const planHeight = BigInt(await latestHeight(local.rpcUrl)) + 4n;
    const scheduled = await gov.submit(
      "/cosmos.upgrade.v1beta1.MsgSoftwareUpgrade",
      MsgSoftwareUpgrade.fromPartial({ authority: GOV, plan: { name: "v2", height: planHeight, info: "v2 info" } }),
    );
    expect(scheduled.error).toBeUndefined();

    const needed = `UPGRADE "v2" NEEDED at height: ${planHeight}: v2 info`;
    const halt = await within(served.opened.app.halted, 30_000);
    expect(halt?.message).toBe(needed);
    // CometBFT stops itself once its FinalizeBlock was answered with an exception
    expect(await within(comet.exited, 20_000)).not.toBeUndefined();
    expect(comet.output()).toContain("consensus connection terminated");
    expect(comet.output()).toContain("NEEDED at height");
    expect(served.log).toContain(needed);
    expect(await served.opened.app.info()).toMatchObject({
      lastBlockHeight: planHeight - 1n,
    });
    expect(JSON.parse(fs.readFileSync(path.join(local.home, "data", "upgrade-info.json"), "utf8"))).toEqual({
      name: "v2",
      time: "0001-01-01T00:00:00Z",
      height: Number(planHeight),
      info: "v2 info",
    });
    await served.close();
    served = undefined;

    served = await serveApp(local, gov, { home: local.home, upgradeHandlers: ["v2"] });
    comet = startComet(local);
    await waitFor(`height ${planHeight + 2n}`, async () => ((await latestHeight(local.rpcUrl)) >= Number(planHeight) + 2 ? true : undefined));
    expect(served.log).toContain(`applying upgrade "v2" at height: ${planHeight}`);
    const applied = served.opened.app.query({
      path: "/cosmos.upgrade.v1beta1.Query/AppliedPlan",
      data: QueryAppliedPlanRequest.encode({ name: "v2" }).finish(),
      height: 0n,
      prove: false,
    });
    expect(QueryAppliedPlanResponse.decode(applied.value).height).toBe(planHeight);
  } finally {
    if (comet !== undefined && comet.child.exitCode === null && comet.child.signalCode === null) {
      comet.child.kill("SIGTERM");
      await comet.exited;
    }
    await served?.close();
    fs.rmSync(local.home, { recursive: true, force: true });
  }
}, 120_000);
