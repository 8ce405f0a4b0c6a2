import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { resolveEventApiConfig } from "../../../../services/event-api/src/config";
import { resolveTemplateApiConfig } from "../../../../services/template-api/src/config";
import { freePorts } from "../../../../scripts/bench/free-ports";
import { cli, type CliResult } from "../../cli/harness";

/** Both services, as `npm start` runs them (scripts/start.sh: `idledger <service> start --home …`, no --host). */
const SERVICES = [
  { command: "event-api", title: "event API", hostEnv: "EVENT_API_HOST", resolve: resolveEventApiConfig },
  { command: "template-api", title: "template API", hostEnv: "TEMPLATE_API_HOST", resolve: resolveTemplateApiConfig },
] as const;

/** This machine's addresses other than loopback (IPv6 link-local ones need a scope id, so they are left out). */
function externalAddresses(): { address: string; family: string }[] {
  return Object.values(os.networkInterfaces())
    .flatMap((entries) => entries ?? [])
    .filter((entry) => !entry.internal && !(entry.family === "IPv6" && entry.address.toLowerCase().startsWith("fe80:")))
    .map(({ address, family }) => ({ address, family }));
}

/** Whether a TCP connection to address:port is accepted. */
function accepts(address: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port });
    socket.setTimeout(2_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

describe.each(SERVICES)("where the $title listens", ({ command, title, hostEnv, resolve }) => {
  const homes: string[] = [];
  let stop: ((signal: string) => void) | undefined;
  let running: Promise<CliResult> | undefined;

  afterEach(async () => {
    stop?.("SIGTERM");
    await running;
    stop = undefined;
    running = undefined;
    for (const home of homes.splice(0)) rmSync(home, { recursive: true, force: true });
  });

  /** `idledger <service> start` with `flags` (and `env`), once it answers /health on loopback. */
  async function start(flags: string[], env: Record<string, string> = {}): Promise<{ port: number; result: () => Promise<CliResult> }> {
    const home = mkdtempSync(path.join(os.tmpdir(), `idledger-${command}-listen-`));
    homes.push(home);
    const [port] = await freePorts(1);
    running = cli(["--home", home, "--log-level", "error", command, "start", "--port", String(port), ...flags], {
      env,
      runtime: { waitForShutdown: () => new Promise((resolve) => (stop = resolve)) },
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.ok,
          () => false,
        )
      ) {
        const result = running;
        return {
          port: port!,
          result: async () => {
            stop?.("SIGTERM");
            return result;
          },
        };
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    throw new Error(`the ${title} did not start: ${JSON.stringify(await Promise.race([running, Promise.resolve("still running")]))}`);
  }

  it("defaults to loopback; the environment and the flag widen it, the flag first", () => {
    expect(resolve({}).host).toBe("127.0.0.1");
    expect(resolve({ [hostEnv]: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(resolve({ [hostEnv]: "0.0.0.0" }, { host: "127.0.0.2" }).host).toBe("127.0.0.2");
  });

  it("says in --help that it listens on loopback unless --host widens it", async () => {
    const help = await cli([command, "start", "--help"]);
    const text = help.stdout.replace(/\s+/g, " ");
    expect(text).toContain(`--host <host> listen address; env ${hostEnv} (default 127.0.0.1, this machine only; 0.0.0.0 serves every interface)`);
    expect(text).toMatch(/Run the (event|template) API \(default 127\.0\.0\.1:80[89]0\)/);
  });

  it("started without --host, is reachable on 127.0.0.1 only, and says so", async () => {
    const { port, result } = await start([]);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    const others = externalAddresses();
    if (others.length === 0) console.warn(`${title}: this machine has no address but loopback; only loopback was checked`);
    for (const { address } of others) {
      expect([address, await accepts(address, port)]).toEqual([address, false]);
    }
    const { code, stderr } = await result();
    expect(code).toBe(0);
    expect(stderr).toContain(`${title} listening on http://127.0.0.1:${port} (`);
  }, 30_000);

  it("with --host 0.0.0.0, is reachable on every IPv4 address of the machine, and says where it is bound", async () => {
    const { port, result } = await start(["--host", "0.0.0.0"]);
    expect(await accepts("127.0.0.1", port)).toBe(true);
    for (const { address } of externalAddresses().filter((a) => a.family === "IPv4")) {
      expect([address, await accepts(address, port)]).toEqual([address, true]);
    }
    const { stderr } = await result();
    expect(stderr).toContain(`${title} listening on http://0.0.0.0:${port} (every network interface)`);
    expect(stderr).not.toContain(`listening on http://127.0.0.1:${port}`);
  }, 30_000);

  it(`with ${hostEnv}=0.0.0.0, is reachable beyond loopback too`, async () => {
    const { port, result } = await start([], { [hostEnv]: "0.0.0.0" });
    for (const { address } of externalAddresses().filter((a) => a.family === "IPv4")) {
      expect([address, await accepts(address, port)]).toEqual([address, true]);
    }
    expect((await result()).stderr).toContain(`listening on http://0.0.0.0:${port} (every network interface)`);
  }, 30_000);
});
