import { TRANSFER_CODESPACE } from "../../../abci-app/src/modules/transfer/errors";
import * as errors from "../../../abci-app/src/modules/transfer/errors";
import {
  DENOM_TRACE_PREFIX,
  PARAMS_KEY,
  PORT_KEY,
  TOTAL_ESCROW_PREFIX,
  TRANSFER_MODULE_NAME,
  TRANSFER_PORT_ID,
  TRANSFER_STORE_KEY,
  TRANSFER_VERSION,
  denomOfTotalEscrowKey,
  denomTraceKey,
  totalEscrowKey,
} from "../../../abci-app/src/modules/transfer/types/keys";
import { DEFAULT_TRANSFER_PARAMS } from "../../../abci-app/src/modules/transfer/types/params";
import { denomTraceHash } from "../../../abci-app/src/modules/transfer/types/denom-trace";
import { ErrorKind, lookupError } from "../../../abci-app/src/types/errors";
import { hex } from "./helpers";

describe("transfer errors (ibc-go v7.10 modules/apps/transfer/types/errors.go)", () => {
  const expected: [number, string][] = [
    [2, "invalid packet timeout"],
    [3, "invalid denomination for cross-chain transfer"],
    [4, "invalid ICS20 version"],
    [5, "invalid token amount"],
    [6, "denomination trace not found"],
    [7, "fungible token transfers from this chain are disabled"],
    [8, "fungible token transfers to this chain are disabled"],
    [9, "max transfer channels"],
    [10, "invalid transfer authorization"],
    [11, "invalid memo"],
  ];

  it("registers every code with ibc-go's text in codespace transfer, and nothing else", () => {
    expect(TRANSFER_CODESPACE).toBe("transfer");
    for (const [code, text] of expected) expect(lookupError("transfer", code)?.description).toBe(text);
    const kinds = Object.values(errors).filter((v): v is ErrorKind => v instanceof ErrorKind);
    expect(kinds.map((k) => [k.code, k.description]).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual(expected);
    expect(lookupError("transfer", 12)).toBeUndefined();
  });
});

describe("transfer keys (ibc-go v7 types/keys.go)", () => {
  it("names the module, store, port and version as ibc-go does", () => {
    expect([TRANSFER_MODULE_NAME, TRANSFER_STORE_KEY, TRANSFER_PORT_ID, TRANSFER_VERSION]).toEqual(["transfer", "transfer", "transfer", "ics20-1"]);
  });

  it("keeps the port at 0x01 and the traces under 0x02 by hash", () => {
    expect(hex(PORT_KEY)).toBe("01");
    expect(hex(DENOM_TRACE_PREFIX)).toBe("02");
    const hash = denomTraceHash({ path: "transfer/channel-1", baseDenom: "uatom" });
    expect(hex(denomTraceKey(hash))).toBe("02c4cff46fd6de35ca4cf4ce031e643c8fdc9ba4b99ae598e9b0ed98fe3a2319f9");
  });

  it("keys escrow totals by totalEscrowForDenom/{denom}, and reads the denomination back", () => {
    const key = totalEscrowKey("uhid");
    expect(Buffer.from(key).toString("latin1")).toBe("totalEscrowForDenom/uhid");
    expect(Buffer.from(TOTAL_ESCROW_PREFIX).toString("latin1")).toBe("totalEscrowForDenom/");
    expect(denomOfTotalEscrowKey(key)).toBe("uhid");
    expect(denomOfTotalEscrowKey(totalEscrowKey("ibc/ÅB"))).toBe("ibc/ÅB");
  });

  it('keeps the parameters at "params", clear of the other keys', () => {
    expect(Buffer.from(PARAMS_KEY).toString("latin1")).toBe("params");
    for (const prefix of [PORT_KEY, DENOM_TRACE_PREFIX, TOTAL_ESCROW_PREFIX]) expect(PARAMS_KEY[0]).not.toBe(prefix[0]);
  });

  it("enables sending and receiving by default (DefaultParams)", () => {
    expect(DEFAULT_TRANSFER_PARAMS).toEqual({ sendEnabled: true, receiveEnabled: true });
  });
});
