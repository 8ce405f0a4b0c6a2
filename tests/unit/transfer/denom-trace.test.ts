import { ErrInvalidID } from "../../../abci-app/src/modules/ibc/errors";
import { ErrInvalidDenomForTransfer } from "../../../abci-app/src/modules/transfer/errors";
import {
  type DenomTrace,
  denomPrefix,
  denomTraceHash,
  fullDenomPath,
  ibcDenom,
  isNativeDenom,
  parseDenomTrace,
  parseHexHash,
  prefixedDenom,
  receiverChainIsSource,
  senderChainIsSource,
  validateDenomTrace,
  validateDenomTraces,
  validateIbcDenom,
  validatePrefixedDenom,
} from "../../../abci-app/src/modules/transfer/types/denom-trace";
import { errorOf, expectError, hex } from "./helpers";

/** Cases from ibc-go v7.10's trace_test.go; hashes and error kinds computed with ibc-go v7.10.0 itself. */

const trace = (path: string, baseDenom: string): DenomTrace => ({ path, baseDenom });

describe("parseDenomTrace (TestParseDenomTrace)", () => {
  it.each<[string, string, DenomTrace]>([
    ["empty denom", "", trace("", "")],
    ["base denom", "uatom", trace("", "uatom")],
    ["base denom ending with '/'", "uatom/", trace("", "uatom/")],
    ["base denom with single '/'s", "gamm/pool/1", trace("", "gamm/pool/1")],
    ["base denom with double '/'s", "gamm//pool//1", trace("", "gamm//pool//1")],
    ["trace info", "transfer/channel-1/uatom", trace("transfer/channel-1", "uatom")],
    ["trace info with custom port", "customtransfer/channel-1/uatom", trace("customtransfer/channel-1", "uatom")],
    ["trace info with base denom ending in '/'", "transfer/channel-1/uatom/", trace("transfer/channel-1", "uatom/")],
    [
      "trace info with single '/' in base denom",
      "transfer/channel-1/erc20/0x85bcBCd7e79Ec36f4fBBDc54F90C643d921151AA",
      trace("transfer/channel-1", "erc20/0x85bcBCd7e79Ec36f4fBBDc54F90C643d921151AA"),
    ],
    ["trace info with multiple '/'s in base denom", "transfer/channel-1/gamm/pool/1", trace("transfer/channel-1", "gamm/pool/1")],
    ["trace info with multiple double '/'s in base denom", "transfer/channel-1/gamm//pool//1", trace("transfer/channel-1", "gamm//pool//1")],
    ["trace info with multiple port/channel pairs", "transfer/channel-1/transfer/channel-2/uatom", trace("transfer/channel-1/transfer/channel-2", "uatom")],
    [
      "trace info with multiple custom ports",
      "customtransfer/channel-1/alternativetransfer/channel-2/uatom",
      trace("customtransfer/channel-1/alternativetransfer/channel-2", "uatom"),
    ],
    ["incomplete path", "transfer/uatom", trace("", "transfer/uatom")],
    ["invalid path (1)", "transfer//uatom", trace("", "transfer//uatom")],
    ["invalid path (2)", "channel-1/transfer/uatom", trace("", "channel-1/transfer/uatom")],
    ["invalid path (3)", "uatom/transfer", trace("", "uatom/transfer")],
    ["invalid path (4)", "transfer/channel-1", trace("", "transfer/channel-1")],
    ["invalid path (5)", "transfer/channel-1/", trace("transfer/channel-1", "")],
    ["invalid path (6)", "transfer/channel-1/transfer", trace("transfer/channel-1", "transfer")],
    ["invalid path (7)", "transfer/channel-1/transfer/channel-2", trace("transfer/channel-1/transfer/channel-2", "")],
    ["invalid path (8)", "transfer/channelToA/uatom", trace("", "transfer/channelToA/uatom")],
    ["a channel number past uint64 ends the path", "transfer/channel-18446744073709551616/uatom", trace("", "transfer/channel-18446744073709551616/uatom")],
  ])("%s: %j", (_name, denom, expected) => {
    expect(parseDenomTrace(denom)).toEqual(expected);
  });
});

describe("hash, ibcDenom and full path (TestDenomTrace_IBCDenom)", () => {
  it.each<[string, string, string]>([
    ["transfer/channel-1", "uatom", "ibc/C4CFF46FD6DE35CA4CF4CE031E643C8FDC9BA4B99AE598E9B0ED98FE3A2319F9"],
    ["transfer/channel-0", "uhid", "ibc/00AF871C553E8743764BBA174F64867609494FB11A88F9EAA3E11480BB94C75F"],
    ["transfer/channel-0/transfer/channel-5", "gamm/pool/1", "ibc/D9229D0C6E18037EB1B05698426D393F2F856D7755ABB614CAC6DA44ED7E53C2"],
  ])("%s/%s is %s", (path, baseDenom, expected) => {
    const t = trace(path, baseDenom);
    expect(ibcDenom(t)).toBe(expected);
    expect(hex(denomTraceHash(t)).toUpperCase()).toBe(expected.slice(4));
    expect(fullDenomPath(t)).toBe(`${path}/${baseDenom}`);
    expect(isNativeDenom(t)).toBe(false);
  });

  it("a native denomination is its own coin denomination and full path; its hash is still the path's", () => {
    const t = trace("", "uatom");
    expect(ibcDenom(t)).toBe("uatom");
    expect(fullDenomPath(t)).toBe("uatom");
    expect(isNativeDenom(t)).toBe(true);
    expect(hex(denomTraceHash(t)).toUpperCase()).toBe("898B4A8A32A059AF228F4ACFEB2F0C25C059070BCD2C6B9C960F2E096D793769");
  });

  it("parsing then hashing gives the voucher denomination of the full path", () => {
    expect(ibcDenom(parseDenomTrace("transfer/channel-1/uatom"))).toBe("ibc/C4CFF46FD6DE35CA4CF4CE031E643C8FDC9BA4B99AE598E9B0ED98FE3A2319F9");
  });
});

describe("validateDenomTrace (TestDenomTrace_Validate)", () => {
  it.each<[string, DenomTrace]>([
    ["base denom only", trace("", "uatom")],
    ["base denom only with single '/'", trace("", "erc20/0x85bcBCd7e79Ec36f4fBBDc54F90C643d921151AA")],
    ["base denom only with multiple '/'s", trace("", "gamm/pool/1")],
    ["valid single trace info", trace("transfer/channel-1", "uatom")],
    ["valid multiple trace info", trace("transfer/channel-1/transfer/channel-2", "uatom")],
  ])("accepts %s", (_name, t) => {
    expect(() => validateDenomTrace(t)).not.toThrow();
  });

  it.each<[string, DenomTrace, typeof ErrInvalidID, string | RegExp]>([
    ["empty DenomTrace", trace("", ""), ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
    ["single trace identifier", trace("transfer", "uatom"), ErrInvalidDenomForTransfer, /got the identifiers: \[transfer\]/],
    ["invalid port ID", trace("(transfer)/channel-1", "uatom"), ErrInvalidID, /^invalid port ID at position 0: identifier \(transfer\) must contain only/],
    ["invalid channel ID", trace("transfer/(channel-1)", "uatom"), ErrInvalidID, /^invalid channel ID at position 0: identifier \(channel-1\)/],
    ["empty base denom with trace", trace("transfer/channel-1", ""), ErrInvalidDenomForTransfer, /base denomination cannot be blank/],
    ["blank base denom with trace", trace("transfer/channel-1", " "), ErrInvalidDenomForTransfer, /base denomination cannot be blank/],
    ["path ending in '/'", trace("transfer/channel-1/", "uatom"), ErrInvalidDenomForTransfer, /got the identifiers: \[transfer channel-1 \]/],
  ])("refuses %s", (_name, t, kind, message) => {
    expectError(() => validateDenomTrace(t), kind, message);
  });
});

describe("validateDenomTraces (TestTraces_Validate)", () => {
  it("accepts none, or distinct valid traces", () => {
    expect(() => validateDenomTraces([])).not.toThrow();
    expect(() => validateDenomTraces([trace("transfer/channel-1/transfer/channel-2", "uatom"), trace("transfer/channel-1", "uatom")])).not.toThrow();
  });

  it("refuses the same trace twice, and an invalid one with its index", () => {
    const t = trace("transfer/channel-1/transfer/channel-2", "uatom");
    expectError(() => validateDenomTraces([t, t]), ErrInvalidDenomForTransfer, /^duplicated denomination trace with hash [0-9A-F]{64}/);
    expectError(
      () => validateDenomTraces([t, trace("transfer/channel-1", "")]),
      ErrInvalidDenomForTransfer,
      /^failed denom trace 1 validation: base denomination/,
    );
  });
});

describe("validatePrefixedDenom (TestValidatePrefixedDenom)", () => {
  it.each([
    "transfer/channel-1/uatom",
    "transfer/channel-1/gamm/pool/1",
    "/uatom",
    "//uatom",
    "uatom",
    "erc20/0x85bcBCd7e79Ec36f4fBBDc54F90C643d921151AA",
    "gamm/pool/1",
    // Two pairs and nothing after: the parsed base is empty, but ibc-go checks only that the last part is not blank.
    "transfer/channel-1/transfer/channel-2",
  ])("accepts %j", (denom) => {
    expect(() => validatePrefixedDenom(denom)).not.toThrow();
  });

  it.each<[string, typeof ErrInvalidID, string]>([
    [
      "(transfer)/channel-1/uatom",
      ErrInvalidID,
      "invalid port ID at position 0: identifier (transfer) must contain only alphanumeric or the following characters: '.', '_', '+', '-', '#', '[', ']', '<', '>': invalid identifier",
    ],
    ["/channel-1/uatom", ErrInvalidID, "invalid port ID at position 0: identifier cannot be blank: invalid identifier"],
    ["", ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
    [" ", ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
    ["transfer/", ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
    ["transfer/channel-1/", ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
    ["transfer/channel-1/ ", ErrInvalidDenomForTransfer, "base denomination cannot be blank: invalid denomination for cross-chain transfer"],
  ])("refuses %j", (denom, kind, message) => {
    expectError(() => validatePrefixedDenom(denom), kind, message);
  });
});

describe("validateIbcDenom (TestValidateIBCDenom)", () => {
  it.each([
    "ibc/7F1D3FCF4AE79E1554D670D1AD949A9BA4E4A3C76C63093E17E446A46061A7A2",
    "ibc/7f1d3fcf4ae79e1554d670d1ad949a9ba4e4a3c76c63093e17e446a46061a7a2",
    "uatom",
    "uatom/",
    "gamm/pool/1",
    "gamm//pool//1",
    "notibc/7F1D3FCF4AE79E1554D670D1AD949A9BA4E4A3C76C63093E17E446A46061A7A2",
    "IBC/ZZ",
  ])("accepts %j", (denom) => {
    expect(() => validateIbcDenom(denom)).not.toThrow();
  });

  // ibc-go answers an invalid SDK denomination or hash with an unregistered error (ABCI code 1); ours is ErrInvalidDenomForTransfer.
  it.each<[string, string, RegExp]>([
    ["empty denom", "", /^invalid denom: : invalid denomination/],
    ["denom 'ibc'", "ibc", /^denomination should be prefixed with the format 'ibc\/\{hash\(trace \+ "\/" \+ ibc\)\}'/],
    ["denom 'ibc/'", "ibc/", /^denomination should be prefixed with the format/],
    ["invalid hash", "ibc/!@#$!@#", /^invalid denom: ibc\/!@#\$!@#/],
    ["short hash", "ibc/7F1D3FCF4AE79E1554", /^invalid denom trace hash 7F1D3FCF4AE79E1554: expected size to be 32 bytes, got 9 bytes/],
    ["odd hash", "ibc/7F1D3FCF4AE79E155", /^invalid denom trace hash 7F1D3FCF4AE79E155: odd length hex string/],
    ["non-hex hash", "ibc/ZZ", /^invalid denom trace hash ZZ: invalid hex character/],
    ["hash then more", `ibc/${"7F".repeat(32)}/x`, /^invalid denom trace hash/],
    ["a denomination the SDK refuses", "0atom", /^invalid denom: 0atom/],
  ])("refuses %s", (_name, denom, message) => {
    expectError(() => validateIbcDenom(denom), ErrInvalidDenomForTransfer, message);
  });
});

describe("parseHexHash", () => {
  it("reads 32 bytes of hex of either case, and an empty text as no hash", () => {
    expect(parseHexHash("AB".repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(parseHexHash("ab".repeat(32))).toEqual(new Uint8Array(32).fill(0xab));
    expect(parseHexHash("")).toEqual(new Uint8Array());
    expect(errorOf(() => parseHexHash("ab"))?.message).toBe("expected size to be 32 bytes, got 1 bytes: invalid denomination for cross-chain transfer");
    expect(errorOf(() => parseHexHash(`${"ab".repeat(31)}zz`))?.kind).toBe(ErrInvalidDenomForTransfer);
  });
});

describe("source chain", () => {
  it("the denomination prefix is {port}/{channel}/", () => {
    expect(denomPrefix("transfer", "channel-0")).toBe("transfer/channel-0/");
    expect(prefixedDenom("transfer", "channel-0", "uatom")).toBe("transfer/channel-0/uatom");
  });

  it("tokens carrying the sender's own source prefix go home: the receiver is their source", () => {
    // A packet sent back from channel-7 carries our voucher's full path, prefixed with that sending end.
    expect(receiverChainIsSource("transfer", "channel-7", "transfer/channel-7/uhid")).toBe(true);
    expect(senderChainIsSource("transfer", "channel-7", "transfer/channel-7/uhid")).toBe(false);
    expect(receiverChainIsSource("transfer", "channel-7", "uatom")).toBe(false);
    expect(senderChainIsSource("transfer", "channel-7", "uatom")).toBe(true);
    // The prefix is matched whole: channel-7 does not prefix channel-70's denominations.
    expect(receiverChainIsSource("transfer", "channel-7", "transfer/channel-70/uhid")).toBe(false);
    expect(senderChainIsSource("transfer", "channel-0", "transfer/channel-1/transfer/channel-0/uatom")).toBe(true);
  });
});
