import fs from "node:fs";
import path from "node:path";
import { HaltError } from "../../../abci-app/src/module-kit/halt";
import type { AbciOnlyOptions } from "../../../abci-app/src/node/abci-only";
import type { CometExit } from "../../../abci-app/src/node/cometbft/process";
import type { RunningFullNode, StartNodeOptions } from "../../../abci-app/src/node/start-node";
import { processRuntime, type CliRuntime } from "../../../abci-app/src/cli/runtime";
import { tempDir } from "../../unit/cli/fixtures";
import { cliAt } from "./harness";

describe("idledger start --abci-only", () => {
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

  /** A node that records start and close, and a shutdown signal that arrives once the node is up (unless the app halts). */
  function fakeNode(address = "tcp://127.0.0.1:26658", halted?: Promise<HaltError>): Partial<CliRuntime> {
    return {
      startAbciOnly: async (options) => {
        started.push(options);
        events.push("start");
        return { address, halted: halted ?? new Promise<HaltError>(() => {}), close: async () => void events.push("close") };
      },
      waitForShutdown: async () => {
        events.push("wait");
        return halted === undefined ? "SIGTERM" : new Promise<string>(() => {});
      },
    };
  }

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
    expect(started[0]!.upgrades).toEqual({ upgradeHandlers: [], skipUpgradeHeights: [] });
  });

  it("stops and exits 1 with the halt's message when the app halts for an upgrade", async () => {
    const halted = Promise.resolve(new HaltError('UPGRADE "v2" NEEDED at height: 7: see https://example.org'));
    const { code, stderr } = await idledger(["start", "--abci-only"], { runtime: fakeNode(undefined, halted) });
    expect(code).toBe(1);
    expect(events).toEqual(["start", "wait", "close"]);
    expect(stderr.endsWith('Error: UPGRADE "v2" NEEDED at height: 7: see https://example.org\n')).toBe(true);
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
    expect(invalid.stderr).toBe(
      `Error: invalid ${path.join(home, "config", "app.toml")}: pruning = "sometimes": expected one of default, nothing, everything, custom\n`,
    );
    expect(events).toEqual([]);
  });
});

describe("idledger start", () => {
  let home: string;
  let cleanup: () => void;
  let idledger: ReturnType<typeof cliAt>;
  let events: string[];
  let started: StartNodeOptions[];

  beforeEach(() => {
    ({ dir: home, cleanup } = tempDir());
    idledger = cliAt(home);
    events = [];
    started = [];
  });
  afterEach(() => cleanup());

  const never = <T>(): Promise<T> => new Promise<T>(() => {});

  /** A node whose CometBFT exits when `cometExit` settles, the app halts when `halted` does, and a shutdown signal when `signal` settles. */
  function fakeNode(options: {
    signal?: Promise<string>;
    cometExit?: Promise<CometExit>;
    halted?: Promise<HaltError>;
    errorLines?: string[];
  }): Partial<CliRuntime> {
    return {
      startNode: async (opts) => {
        started.push(opts);
        events.push("start");
        const node: RunningFullNode = {
          abciAddress: "tcp://127.0.0.1:26658",
          rpcUrl: "http://127.0.0.1:26657",
          grpcAddress: "127.0.0.1:9090",
          cometPid: 4242,
          cometExited: options.cometExit ?? never(),
          halted: options.halted ?? never(),
          cometErrorLines: () => options.errorLines ?? [],
          shutdown: async (signal) => {
            events.push(`shutdown ${signal ?? "(CometBFT gone)"}`);
            return signal === undefined ? { code: null, signal: "SIGKILL" } : { code: 0, signal: null };
          },
        };
        return node;
      },
      waitForShutdown: () => {
        events.push("wait");
        return options.signal ?? never();
      },
    };
  }

  it("runs until a shutdown signal, forwards it to CometBFT through shutdown, and exits 0", async () => {
    const { code, stderr } = await idledger(["start"], { runtime: fakeNode({ signal: Promise.resolve("SIGINT") }) });
    expect(code).toBe(0);
    expect(events).toEqual(["start", "wait", "shutdown SIGINT"]);
    expect(started[0]).toMatchObject({ home });
    expect(started[0]!.address).toBeUndefined();
    expect(stderr).toMatch(/ INF node started abci=tcp:\/\/127\.0\.0\.1:26658 rpc=http:\/\/127\.0\.0\.1:26657 grpc=127\.0\.0\.1:9090 home=/);
    expect(stderr).toMatch(/ INF shutting down signal=SIGINT\n.* INF stopped\n$/);
  });

  it("passes --address and the node's stderr (for CometBFT's log) to the node", async () => {
    await idledger(["start", "--address", "tcp://127.0.0.1:0"], { runtime: fakeNode({ signal: Promise.resolve("SIGTERM") }) });
    expect(started[0]!.address).toBe("tcp://127.0.0.1:0");
    expect(started[0]!.cometOutput).toBeDefined();
  });

  it("exits 1 saying how CometBFT ended when it exits on its own, after closing the node", async () => {
    const { code, stderr } = await idledger(["start"], { runtime: fakeNode({ cometExit: Promise.resolve({ code: null, signal: "SIGKILL" }) }) });
    expect(code).toBe(1);
    expect(events).toEqual(["start", "wait", "shutdown (CometBFT gone)"]);
    expect(stderr).toMatch(/ ERR CometBFT exited unexpectedly; stopping the node cometbft="killed by SIGKILL" pid=4242\n/);
    expect(stderr.endsWith("Error: CometBFT exited unexpectedly (killed by SIGKILL); its log is above\n")).toBe(true);
  });

  it("quotes CometBFT's own error when it wrote one", async () => {
    const runtime = fakeNode({
      cometExit: Promise.resolve({ code: 1, signal: null }),
      errorLines: ["ERROR: error in config file: timeout_propose can't be negative", ""],
    });
    const { code, stderr } = await idledger(["start"], { runtime });
    expect(code).toBe(1);
    expect(stderr.endsWith("Error: CometBFT exited unexpectedly (exit code 1): error in config file: timeout_propose can't be negative\n")).toBe(true);
  });

  it("treats a signal that arrives just after CometBFT's exit as a requested stop (Ctrl-C reaches both)", async () => {
    const signal = new Promise<string>((resolve) => setTimeout(() => resolve("SIGINT"), 50));
    const { code, stderr } = await idledger(["start"], { runtime: fakeNode({ cometExit: Promise.resolve({ code: 0, signal: null }), signal }) });
    expect(code).toBe(0);
    expect(events).toEqual(["start", "wait", "shutdown SIGINT"]);
    expect(stderr).not.toContain("unexpectedly");
  });

  it("passes --upgrade-handler (repeatable) and --unsafe-skip-upgrades (comma-separated, repeatable) to the node", async () => {
    const args = ["start", "--upgrade-handler", "v2", "--upgrade-handler", "v3", "--unsafe-skip-upgrades", "10,20", "--unsafe-skip-upgrades", "30"];
    await idledger(args, { runtime: fakeNode({ signal: Promise.resolve("SIGTERM") }) });
    expect(started[0]!.upgrades).toEqual({ upgradeHandlers: ["v2", "v3"], skipUpgradeHeights: [10n, 20n, 30n] });
    const bad = await idledger(["start", "--unsafe-skip-upgrades", "10,x"], { runtime: fakeNode({ signal: Promise.resolve("SIGTERM") }) });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(`invalid height "x": expected heights above 0, comma-separated`);
  });

  it("on a halt (an upgrade this binary cannot apply), stops CometBFT and the node and exits 1 with the halt's message", async () => {
    const halt = new HaltError('UPGRADE "v2" NEEDED at height: 7: ');
    const { code, stderr } = await idledger(["start"], { runtime: fakeNode({ halted: Promise.resolve(halt) }) });
    expect(code).toBe(1);
    expect(events).toEqual(["start", "wait", "shutdown SIGTERM"]);
    expect(stderr).toMatch(/ ERR halted; stopping the node reason="UPGRADE \\"v2\\" NEEDED at height: 7: " pid=4242\n/);
    expect(stderr.endsWith('Error: UPGRADE "v2" NEEDED at height: 7: \n')).toBe(true);
  });

  it("says why when CometBFT is seen stopping before the app's halt", async () => {
    const halted = new Promise<HaltError>((resolve) => setTimeout(() => resolve(new HaltError("BINARY UPDATED BEFORE TRIGGER! …")), 50));
    const { code, stderr } = await idledger(["start"], { runtime: fakeNode({ cometExit: Promise.resolve({ code: 0, signal: null }), halted }) });
    expect(code).toBe(1);
    expect(stderr).not.toContain("unexpectedly");
    expect(stderr.endsWith("Error: BINARY UPDATED BEFORE TRIGGER! …\n")).toBe(true);
  });

  it("fails with the node's start-up error", async () => {
    const failing: Partial<CliRuntime> = {
      startNode: () => Promise.reject(new Error(`CometBFT config not found: ${home}/config/config.toml; run idledger init first`)),
    };
    expect(await idledger(["start"], { runtime: failing })).toEqual({
      code: 1,
      stdout: "",
      stderr: `Error: CometBFT config not found: ${home}/config/config.toml; run idledger init first\n`,
    });
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
