import { bip44Path, parseHdPath } from "../../../abci-app/src/cli-kit/keyring";
import { formatHdPath } from "../../../abci-app/src/cli-kit/keyring/hd-path";

describe("bip44Path", () => {
  it("defaults to the Cosmos path with coin type 118", () => {
    expect(bip44Path()).toBe("m/44'/118'/0'/0/0");
  });

  it("places coin type, account and index", () => {
    expect(bip44Path(60, 3, 7)).toBe("m/44'/60'/3'/0/7");
  });

  it("rejects indexes above 2^31-1 and negatives", () => {
    expect(() => bip44Path(118, 2 ** 31, 0)).toThrow(/account must be an integer from 0 to 2147483647/);
    expect(() => bip44Path(118, 0, -1)).toThrow(/index must be an integer/);
  });
});

describe("parseHdPath", () => {
  it("parses with or without the leading m/", () => {
    expect(formatHdPath(parseHdPath("m/44'/118'/1'/0/2"))).toBe("m/44'/118'/1'/0/2");
    expect(formatHdPath(parseHdPath("44'/118'/1'/0/2"))).toBe("m/44'/118'/1'/0/2");
  });

  it.each(["m/44'/x", "m/2147483648", "m", "", "m//1"])("rejects %j with the expected form in the message", (text) => {
    expect(() => parseHdPath(text)).toThrow(/invalid HD path .*expected e\.g\. m\/44'\/118'\/0'\/0\/0/);
  });
});
