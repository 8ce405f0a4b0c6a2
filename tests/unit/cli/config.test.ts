import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defaultAppConfig, loadAppConfig, parseAppConfig, pruningOptions, writeAppConfig, type AppConfig } from "../../../abci-app/src/node/config";
import { tempDir } from "./fixtures";

describe("app.toml", () => {
  let home: string;
  let cleanup: () => void;
  beforeEach(() => ({ dir: home, cleanup } = tempDir()));
  afterEach(() => cleanup());

  const appToml = (): string => path.join(home, "config", "app.toml");

  it("has the documented defaults", () => {
    expect(defaultAppConfig()).toEqual({
      minimumGasPrices: "0uhid",
      pruning: "default",
      pruningKeepRecent: 0,
      pruningInterval: 0,
      iavlCacheSize: 100_000,
      sigVerifyThreads: Math.max(0, Math.min(4, os.availableParallelism() - 2)),
      indexEvents: [],
      logLevel: "info",
      queryGasLimit: 30_000_000,
      queryMaxResponseBytes: 10 * 1024 * 1024,
      abci: { address: "tcp://127.0.0.1:26658", queryAnswerBytesPerSecond: 4 * 1024 * 1024 },
      grpc: { enable: true, address: "localhost:9090", maxConcurrentQueries: 16, maxQueuedQueries: 128 },
      api: { enable: false, address: "tcp://localhost:1317", maxConcurrentQueries: 16, maxQueuedQueries: 128 },
      rpcCompat: { enable: false, address: "tcp://127.0.0.1:26659", maxBodyBytes: 1_000_000 },
    });
  });

  it("yields the defaults when the file is missing", () => {
    expect(loadAppConfig(home)).toEqual(defaultAppConfig());
  });

  it("reads back what it wrote, every field changed", () => {
    const custom: AppConfig = {
      minimumGasPrices: "0.025uhid,1stake",
      pruning: "custom",
      pruningKeepRecent: 100,
      pruningInterval: 15,
      iavlCacheSize: 5000,
      sigVerifyThreads: 0,
      indexEvents: ["message.sender", "transfer.recipient"],
      logLevel: "debug",
      queryGasLimit: 0,
      queryMaxResponseBytes: 4096,
      abci: { address: "unix:///tmp/idledger.sock", queryAnswerBytesPerSecond: 0 },
      grpc: { enable: false, address: "0.0.0.0:9091", maxConcurrentQueries: 2, maxQueuedQueries: 0 },
      api: { enable: true, address: "tcp://[::1]:1318", maxConcurrentQueries: 64, maxQueuedQueries: 10_000 },
      rpcCompat: { enable: true, address: "tcp://0.0.0.0:36659", maxBodyBytes: 5_000_000 },
    };
    writeAppConfig(home, custom);
    expect(loadAppConfig(home)).toEqual(custom);
  });

  it("writes a commented file whose keys are the SDK's", () => {
    writeAppConfig(home, defaultAppConfig());
    const text = fs.readFileSync(appToml(), "utf8");
    expect(text).toContain('minimum-gas-prices = "0uhid"');
    expect(text).toContain('pruning-keep-recent = "0"');
    expect(text).toMatch(/\[abci\]\n\n#[^\n]*\n#[^\n]*\naddress = "tcp:\/\/127.0.0.1:26658"/);
    expect(text).toMatch(/^# /m);
    expect(text).toMatch(/\[rpc-compat\]\n(\n#[^\n]*)+\nenable = false\n(\n#[^\n]*)+\naddress = "tcp:\/\/127.0.0.1:26659"\n/);
  });

  it("takes missing keys from the defaults, accepts integers for the SDK's string numbers, ignores unknown keys", () => {
    const config = parseAppConfig('pruning = "custom"\npruning-keep-recent = 50\npruning-interval = "20"\nhalt-height = 0\n[telemetry]\nenabled = false\n');
    expect(config).toEqual({ ...defaultAppConfig(), pruning: "custom", pruningKeepRecent: 50, pruningInterval: 20 });
  });

  it("names the file, line and column of a TOML syntax error", () => {
    fs.mkdirSync(path.dirname(appToml()), { recursive: true });
    fs.writeFileSync(appToml(), 'pruning = "default"\nminimum-gas-prices = \n');
    expect(() => loadAppConfig(home)).toThrow(`invalid TOML in ${appToml()} at line 2, column 22: invalid value`);
  });

  it.each([
    ['pruning = "sometimes"', 'pruning = "sometimes": expected one of default, nothing, everything, custom'],
    ['pruning = "custom"\npruning-interval = "0"\npruning-keep-recent = "5"', 'pruning-interval = 0: must not be 0 with pruning = "custom"'],
    ['pruning = "custom"\npruning-interval = "9"\npruning-keep-recent = "5"', "pruning-interval = 9: must not be less than 10"],
    ['pruning = "custom"\npruning-interval = "10"\npruning-keep-recent = "1"', "pruning-keep-recent = 1: must not be less than 2"],
    ['pruning-keep-recent = "ten"', 'pruning-keep-recent = "ten": expected a non-negative integer'],
    ["iavl-cache-size = -1", "iavl-cache-size = -1: expected a non-negative integer"],
    ["sig-verify-threads = 17", "sig-verify-threads = 17: must not be more than 16"],
    ['index-events = "message.sender"', 'index-events = "message.sender": expected a list of strings'],
    ['index-events = ["sender"]', 'index-events = "sender": expected "type.key", such as "message.sender"'],
    ['minimum-gas-prices = "free"', 'minimum-gas-prices = "free": invalid decimal coin expression: free'],
    ['log_level = "loud"', 'log_level = "loud": unknown log level'],
    ['[abci]\naddress = "http://x:1"', 'abci.address = "http://x:1": invalid ABCI address "http://x:1": use tcp://host:port, unix:///path or host:port'],
    ['[grpc]\naddress = "localhost"', 'grpc.address = "localhost": expected host:port'],
    ['[grpc]\nenable = "yes"', 'grpc.enable = "yes": expected true or false'],
    ['[api]\naddress = "localhost:1317"', 'api.address = "localhost:1317": expected tcp://host:port'],
    ['[api]\naddress = "tcp://localhost:70000"', 'api.address = "tcp://localhost:70000": port 70000 is above 65535'],
    ["abci = 5", "abci must be a [abci] table"],
    ["[abci]\nquery-answer-bytes-per-second = 1.5", "abci.query-answer-bytes-per-second = 1.5: expected a non-negative integer"],
    ['[rpc-compat]\nenable = "on"', 'rpc-compat.enable = "on": expected true or false'],
    ['[rpc-compat]\naddress = "127.0.0.1:26659"', 'rpc-compat.address = "127.0.0.1:26659": expected tcp://host:port'],
    ["[rpc-compat]\nmax-body-bytes = 0", "rpc-compat.max-body-bytes = 0: expected an integer of at least 1"],
  ])("rejects %j naming the key and value", (toml, message) => {
    expect(() => parseAppConfig(toml, "/h/config/app.toml")).toThrow(`invalid /h/config/app.toml: ${message}`);
  });

  it("refuses to write an invalid config", () => {
    expect(() => writeAppConfig(home, { ...defaultAppConfig(), pruning: "custom", pruningInterval: 0 })).toThrow(/pruning-interval = 0/);
    expect(fs.existsSync(appToml())).toBe(false);
  });
});

describe("pruningOptions", () => {
  const withPruning = (pruning: AppConfig["pruning"], keepRecent = 0, interval = 0): AppConfig => ({
    ...defaultAppConfig(),
    pruning,
    pruningKeepRecent: keepRecent,
    pruningInterval: interval,
  });

  it("maps the named strategies to the SDK's numbers and ignores the custom fields", () => {
    expect(pruningOptions(withPruning("default", 5, 50))).toEqual({ keep: "recent", keepRecent: 362880, interval: 10 });
    expect(pruningOptions(withPruning("everything", 5, 50))).toEqual({ keep: "recent", keepRecent: 2, interval: 10 });
    expect(pruningOptions(withPruning("nothing", 5, 50))).toEqual({ keep: "all" });
  });

  it("uses the two numbers for custom", () => {
    expect(pruningOptions(withPruning("custom", 100, 25))).toEqual({ keep: "recent", keepRecent: 100, interval: 25 });
  });
});
