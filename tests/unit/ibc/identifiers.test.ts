import { ErrInvalidClientType, ErrInvalidID } from "../../../abci-app/src/modules/ibc/errors";
import {
  formatChannelIdentifier,
  formatClientIdentifier,
  formatConnectionIdentifier,
  isBlank,
  isValidChannelId,
  parseChannelSequence,
  parseClientIdentifier,
  parseConnectionSequence,
  validateChannelId,
  validateClientId,
  validateClientType,
  validateConnectionId,
  validatePortId,
} from "../../../abci-app/src/modules/ibc/host/identifiers";
import type { ErrorKind } from "../../../abci-app/src/types/errors";

/** The cases are ibc-go v7.10's own (24-host validate_test.go and parse_test.go, 02/03/04 keys_test.go). */

const MAX_UINT64 = 18446744073709551615n;
// 195 characters (validate_test.go's longID).
const LONG_ID =
  "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Duis eros neque, ultricies vel ligula ac, convallis porttitor elit. Maecenas tincidunt turpis elit, vel faucibus nisl pellentesque sodales";

function errorOf(run: () => unknown): { kind?: ErrorKind; message: string } | undefined {
  try {
    run();
    return undefined;
  } catch (err) {
    return { kind: (err as { kind?: ErrorKind }).kind, message: (err as Error).message };
  }
}

function expectInvalidId(run: () => unknown, message?: string | RegExp): void {
  const err = errorOf(run);
  expect(err?.kind).toBe(ErrInvalidID);
  if (typeof message === "string") expect(err?.message).toBe(message);
  else if (message !== undefined) expect(err?.message).toMatch(message);
}

describe("identifier validators (TestDefaultIdentifierValidator)", () => {
  const validators = [validateClientId, validateConnectionId, validateChannelId, validatePortId];
  const valid: [string, string][] = [
    ["valid lowercase", "lowercaseid"],
    ["valid id special chars", "._+-#[]<>._+-#[]<>"],
    ["valid id lower and special chars", "lower._+-#[]<>"],
    ["numeric id", "1234567890"],
    ["uppercase id", "NOTLOWERCASE"],
  ];
  const invalid: [string, string][] = [
    ["blank id", "               "],
    ["id length out of range", "1"],
    ["id is too long", "this identifier is too long to be used as a valid identifier"],
    ["path-like id", "lower/case/id"],
    ["invalid id", "(clientid)"],
    ["empty string", ""],
  ];

  it.each(valid)("accepts %s", (_name, id) => {
    for (const validate of validators) expect(() => validate(id)).not.toThrow();
  });

  it.each(invalid)("refuses %s", (_name, id) => {
    for (const validate of validators) expectInvalidId(() => validate(id));
  });

  it("applies each kind's length bounds (client 9, connection 10, channel 8, port 2; 64, ports 128)", () => {
    expect(() => validateClientId("a".repeat(9))).not.toThrow();
    expectInvalidId(() => validateClientId("a".repeat(8)), "identifier aaaaaaaa has invalid length: 8, must be between 9-64 characters: invalid identifier");
    expect(() => validateConnectionId("a".repeat(10))).not.toThrow();
    expectInvalidId(() => validateConnectionId("a".repeat(9)));
    expect(() => validateChannelId("a".repeat(8))).not.toThrow();
    expectInvalidId(() => validateChannelId("a".repeat(7)));
    expect(() => validateChannelId("a".repeat(64))).not.toThrow();
    expectInvalidId(() => validateChannelId("a".repeat(65)));
    expect(() => validatePortId("ab")).not.toThrow();
    expect(() => validatePortId("a".repeat(128))).not.toThrow();
    expectInvalidId(() => validatePortId("a".repeat(129)));
  });

  it("names the bad value in ibc-go's words, checking in ibc-go's order", () => {
    expectInvalidId(() => validatePortId("  "), "identifier cannot be blank: invalid identifier");
    expectInvalidId(() => validatePortId("a/b"), "identifier a/b cannot contain separator '/': invalid identifier");
    expectInvalidId(
      () => validatePortId("(clientid)"),
      "identifier (clientid) must contain only alphanumeric or the following characters: '.', '_', '+', '-', '#', '[', ']', '<', '>': invalid identifier",
    );
  });

  it("counts length in UTF-8 bytes and refuses non-ASCII characters", () => {
    expectInvalidId(
      () => validatePortId("é".repeat(65)),
      `identifier ${"é".repeat(65)} has invalid length: 130, must be between 2-128 characters: invalid identifier`,
    );
    expectInvalidId(() => validatePortId("é"), /must contain only alphanumeric/);
  });

  it("blank is Go's TrimSpace: U+0085 and U+3000 are space, U+FEFF is not", () => {
    expect(isBlank("\u0085\u3000\t")).toBe(true);
    expect(isBlank("\ufeff")).toBe(false);
    expectInvalidId(() => validatePortId("\u0085\u0085"), "identifier cannot be blank: invalid identifier");
  });
});

describe("validatePortId (TestPortIdentifierValidator)", () => {
  it.each(["transfer", "._+-#[]<>._+-#[]<>", "lower._+-#[]<>", "1234567890", "NOTLOWERCASE"])("accepts %j", (id) => {
    expect(() => validatePortId(id)).not.toThrow();
  });

  it.each(["               ", "1", LONG_ID, "lower/case/id", "(clientid)", ""])("refuses %j", (id) => {
    expectInvalidId(() => validatePortId(id));
  });

  it("repeats only the start of a very long identifier", () => {
    const err = errorOf(() => validatePortId("x".repeat(10_000)));
    expect(err?.message).toContain("…(10000 characters) has invalid length: 10000");
    expect(err?.message.length).toBeLessThan(300);
  });
});

describe("parseClientIdentifier (TestParseClientIdentifier)", () => {
  it.each<[string, string, string, bigint]>([
    ["valid 0", "tendermint-0", "tendermint", 0n],
    ["valid 1", "tendermint-1", "tendermint", 1n],
    ["valid solemachine", "solomachine-v1-1", "solomachine-v1", 1n],
    ["valid large sequence", `tendermint-${MAX_UINT64}`, "tendermint", MAX_UINT64],
    ["valid short client type", "t-0", "t", 0n],
    ["the localhost client", "09-localhost", "09-localhost", 0n],
    ["07-tendermint", "07-tendermint-42", "07-tendermint", 42n],
  ])("%s: %s", (_name, clientId, clientType, sequence) => {
    expect(parseClientIdentifier(clientId)).toEqual({ clientType, sequence });
  });

  it.each<[string, string]>([
    ["invalid uint64", "tendermint-18446744073709551616"],
    ["invalid large sequence", "tendermint-2345682193567182931243"],
    ["invalid newline in clientID", "tendermin\nt-1"],
    ["invalid newline character before dash", "tendermint\n-1"],
    ["missing dash", "tendermint0"],
    ["blank id", "               "],
    ["empty id", ""],
    ["negative sequence", "tendermint--1"],
    ["invalid format", "tendermint-tm"],
    ["empty clientype", " -100"],
    ["with in the middle tabs", "a\t\t\t-100"],
    ["leading tabs", "\t\t\ta-100"],
    ["with whitespace", "                  a-100"],
    ["leading hyphens", "-----a-100"],
    ["with slash", "tendermint/-100"],
    ["non-ASCII:: emoji", `${"🚨😎".repeat(40)}-100`],
    ["non-ASCII:: others", "世界-100"],
  ])("refuses %s", (_name, clientId) => {
    expectInvalidId(() => parseClientIdentifier(clientId));
  });

  it("names the identifier", () => {
    expectInvalidId(
      () => parseClientIdentifier("tendermint0"),
      "invalid client identifier tendermint0 is not in format: `{client-type}-{N}`: invalid identifier",
    );
  });
});

describe("parseConnectionSequence (TestParseConnectionSequence, TestParseIdentifier)", () => {
  it.each<[string, bigint]>([
    ["connection-0", 0n],
    ["connection-1", 1n],
    [`connection-${MAX_UINT64}`, MAX_UINT64],
  ])("%s is %d", (id, sequence) => {
    expect(parseConnectionSequence(id)).toBe(sequence);
  });

  it.each([
    "connection-18446744073709551616",
    "connection-2345682193567182931243",
    "Connection-0",
    "connection-connection-0",
    "connection0",
    "               ",
    "",
    "connection--1",
  ])("refuses %j", (id) => {
    expectInvalidId(() => parseConnectionSequence(id));
  });

  it("names the identifier", () => {
    expectInvalidId(
      () => parseConnectionSequence("connection0"),
      "connection identifier connection0 is not in the format: `connection-{N}`: invalid identifier",
    );
  });
});

describe("parseChannelSequence (TestParseChannelSequence)", () => {
  it.each<[string, bigint]>([
    ["channel-0", 0n],
    ["channel-1", 1n],
    ["channel-234568219356718293", 234568219356718293n],
  ])("%s is %d", (id, sequence) => {
    expect(parseChannelSequence(id)).toBe(sequence);
    expect(isValidChannelId(id)).toBe(true);
  });

  it.each(["channel-18446744073709551616", "channel-2345682193567182931243", "Channel-0", "channel0", "               ", "", "channel--1"])(
    "refuses %j",
    (id) => {
      expectInvalidId(() => parseChannelSequence(id));
      expect(isValidChannelId(id)).toBe(false);
    },
  );
});

describe("formatters", () => {
  it("write ibc-go's identifiers, which parse back", () => {
    expect(formatClientIdentifier("07-tendermint", 0n)).toBe("07-tendermint-0");
    expect(formatConnectionIdentifier(7n)).toBe("connection-7");
    expect(formatChannelIdentifier(MAX_UINT64)).toBe(`channel-${MAX_UINT64}`);
    expect(parseClientIdentifier(formatClientIdentifier("07-tendermint", 12n))).toEqual({ clientType: "07-tendermint", sequence: 12n });
    expect(parseConnectionSequence(formatConnectionIdentifier(MAX_UINT64))).toBe(MAX_UINT64);
  });

  it("refuse a sequence that is not a uint64", () => {
    expect(() => formatChannelIdentifier(-1n)).toThrow("not a uint64");
    expect(() => formatConnectionIdentifier(MAX_UINT64 + 1n)).toThrow("not a uint64");
  });
});

describe("validateClientType (TestValidateClientType)", () => {
  it.each(["tendermint", "solomachine-v1", "07-tendermint"])("accepts %j", (clientType) => {
    expect(() => validateClientType(clientType)).not.toThrow();
  });

  it.each<[string, string, ErrorKind]>([
    ["too large", "tenderminttenderminttenderminttenderminttendermintt", ErrInvalidID],
    ["too short", "t", ErrInvalidID],
    ["blank id", "               ", ErrInvalidClientType],
    ["empty id", "", ErrInvalidClientType],
    ["ends with dash", "tendermint-", ErrInvalidClientType],
  ])("refuses %s", (_name, clientType, kind) => {
    expect(errorOf(() => validateClientType(clientType))?.kind).toBe(kind);
  });
});
