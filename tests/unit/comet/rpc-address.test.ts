import { parseRpcAddress } from "../../../abci-app/src/comet/rpc-address";

describe("parseRpcAddress", () => {
  it.each([
    ["tcp://localhost:26657", "http://localhost:26657/"],
    ["http://10.0.0.1:26657", "http://10.0.0.1:26657/"],
    ["https://rpc.example.org/base", "https://rpc.example.org/base"],
    ["127.0.0.1:26657", "http://127.0.0.1:26657/"],
  ])("reads %s as %s", (address, url) => {
    const target = parseRpcAddress(address);
    expect(target.kind === "http" && target.url.toString()).toBe(url);
  });

  it("reads a unix socket", () => {
    expect(parseRpcAddress("unix:///var/run/cometbft.sock")).toEqual({ kind: "unix", socketPath: "/var/run/cometbft.sock" });
  });

  it.each([
    ["ftp://host:1", 'invalid --node "ftp://host:1": unsupported scheme ftp; use tcp, http, https or unix'],
    ["unix://", 'invalid --node "unix://": unix:// needs a socket path'],
    ["tcp://", 'invalid --node "tcp://": expected tcp://host:port, http(s)://host:port or unix:///path'],
  ])("refuses %s, naming the address as the caller calls it", (address, message) => {
    expect(() => parseRpcAddress(address, "--node")).toThrow(message);
  });

  it("names it a CometBFT RPC address by default", () => {
    expect(() => parseRpcAddress("ftp://host:1")).toThrow(/^invalid CometBFT RPC address "ftp:\/\/host:1"/);
  });
});
