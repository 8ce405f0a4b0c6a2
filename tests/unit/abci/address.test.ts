import { formatAbciAddress, parseAbciAddress } from "../../../abci-app/src/abci/address";

describe("ABCI addresses", () => {
  it.each([
    ["tcp://127.0.0.1:26658", { kind: "tcp", host: "127.0.0.1", port: 26658 }],
    ["127.0.0.1:26658", { kind: "tcp", host: "127.0.0.1", port: 26658 }],
    ["tcp://localhost:0", { kind: "tcp", host: "localhost", port: 0 }],
    ["tcp://[::1]:26658", { kind: "tcp", host: "::1", port: 26658 }],
    ["tcp://:26658", { kind: "tcp", host: "", port: 26658 }],
    ["unix:///var/run/abci.sock", { kind: "unix", path: "/var/run/abci.sock" }],
  ])("parses %s", (text, expected) => {
    expect(parseAbciAddress(text)).toEqual(expected);
  });

  it.each(["tcp://127.0.0.1", "127.0.0.1:70000", "unix://", "http://127.0.0.1:26658", "tcp://::1:26658", ""])("rejects %j", (text) => {
    expect(() => parseAbciAddress(text)).toThrow(/invalid ABCI address/);
  });

  it.each(["tcp://127.0.0.1:26658", "tcp://[::1]:26658", "unix:///tmp/a.sock"])("formats %s back to itself", (text) => {
    expect(formatAbciAddress(parseAbciAddress(text))).toBe(text);
  });
});
