import fs from "node:fs";
import path from "node:path";
import type { AbciOnlyOptions } from "../../../abci-app/src/node/abci-only";
import { processRuntime, type CliRuntime } from "../../../abci-app/src/cli/runtime";
import { tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

describe("idledger start", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  let events: string[];
  let started: AbciOnlyOptions[];

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    idledger = cliAt(home);
    events = [];
    started = [];
  });
  afterEach(() => cleanup());

  /** A node that records start and close, and a shutdown signal that arrives once the node is up. */
  function fakeNode(address = "tcp://127.0.0.1:26658"): Partial<CliRuntime> {
    return {
      startAbciOnly: async (options) => {
        started.push(options);
        events.push("start");
        return { address, close: async () => void events.push("close") };
      },
      waitForShutdown: async () => {
        events.push("wait");
        return "SIGTERM";
      },
    };
  }

  it("without --abci-only explains how to run for now", async () => {
    expect(await idledger(["start"])).toEqual({
      code: 1,
      stdout: "",
      stderr: "Error: starting CometBFT from idledger arrives with the node issue; run with --abci-only and point CometBFT's proxy_app at the address\n",
    });
  });

  it("serves until a shutdown signal, then closes the node and exits 0", async () => {
    const { code, stderr } = await idledger(["start", "--abci-only"], { runtime: fakeNode("tcp://127.0.0.1:40123") });
    expect(code).toBe(0);
    expect(events).toEqual(["start", "wait", "close"]);
    expect(started[0]!.home).toBe(home);
    expect(started[0]!.address).toBeUndefined();
    expect(stderr).toMatch(/ INF ABCI server listening; point CometBFT's proxy_app here address=tcp:\/\/127\.0\.0\.1:40123 /);
    expect(stderr).toMatch(/ INF shutting down signal=SIGTERM\n/);
    expect(stderr).toMatch(/ INF stopped\n$/);
  });

  it("passes --address to the node", async () => {
    await idledger(["start", "--abci-only", "--address", "unix:///tmp/x.sock"], { runtime: fakeNode() });
    expect(started[0]!.address).toBe("unix:///tmp/x.sock");
  });

  it("rejects a malformed --address before starting anything", async () => {
    const { code, stderr } = await idledger(["start", "--abci-only", "--address", "http://127.0.0.1:26658"], { runtime: fakeNode() });
    expect(code).toBe(1);
    expect(stderr).toContain(
      `error: option '--address <address>' argument 'http://127.0.0.1:26658' is invalid. invalid ABCI address "http://127.0.0.1:26658": use tcp://host:port, unix:///path or host:port`,
    );
    expect(events).toEqual([]);
  });

  it("logs at app.toml's log_level unless --log-level overrides it", async () => {
    fs.mkdirSync(path.join(home, "config"));
    fs.writeFileSync(path.join(home, "config", "app.toml"), 'log_level = "warn"\n');
    expect((await idledger(["start", "--abci-only"], { runtime: fakeNode() })).stderr).toBe("");
    expect((await idledger(["--log-level", "info", "start", "--abci-only"], { runtime: fakeNode() })).stderr).toContain("ABCI server listening");
  });

  it("fails with the node's error, and on an invalid app.toml, without a stack trace", async () => {
    const failing: Partial<CliRuntime> = { startAbciOnly: () => Promise.reject(new Error("listen EADDRINUSE: address already in use 127.0.0.1:26658")) };
    expect(await idledger(["start", "--abci-only"], { runtime: failing })).toEqual({
      code: 1,
      stdout: "",
      stderr: "Error: listen EADDRINUSE: address already in use 127.0.0.1:26658\n",
    });
    fs.mkdirSync(path.join(home, "config"));
    fs.writeFileSync(path.join(home, "config", "app.toml"), 'pruning = "sometimes"\n');
    const invalid = await idledger(["start", "--abci-only"], { runtime: fakeNode() });
    expect(invalid.stderr).toBe(`Error: invalid ${path.join(home, "config", "app.toml")}: pruning = "sometimes": expected one of default, nothing, everything, custom\n`);
    expect(events).toEqual([]);
  });
});

describe("processRuntime().waitForShutdown", () => {
  it.each(["SIGINT", "SIGTERM"] as const)("resolves on %s and removes its handlers", async (signal) => {
    const before = [process.listenerCount("SIGINT"), process.listenerCount("SIGTERM")];
    const waiting = processRuntime().waitForShutdown();
    expect(process.listenerCount(signal)).toBe(before[signal === "SIGINT" ? 0 : 1]! + 1);
    process.emit(signal, signal);
    expect(await waiting).toBe(signal);
    expect([process.listenerCount("SIGINT"), process.listenerCount("SIGTERM")]).toEqual(before);
  });
});
