import { ErrInvalidAcknowledgement } from "../../../abci-app/src/modules/ibc/errors";
import { ErrInvalidAmount, ErrReceiveDisabled } from "../../../abci-app/src/modules/transfer/errors";
import { ACK_ERROR_TEXT } from "../../../abci-app/src/modules/ibc/channel/acknowledgement";
import {
  MAX_ACKNOWLEDGEMENT_BYTES,
  type TransferAcknowledgement,
  acknowledgementBytes,
  errorAcknowledgement,
  parseAcknowledgement,
  successAcknowledgement,
  validateAcknowledgement,
} from "../../../abci-app/src/modules/transfer/types/acknowledgement";
import { ErrInvalidType, ErrOutOfGas, ErrUnknownRequest } from "../../../abci-app/src/types/sdk-errors";
import { bytesOf, expectError } from "./helpers";

/**
 * Vectors computed with ibc-go v7.10.0 itself: `Acknowledgement()` for the bytes written, and for the bytes read,
 * what transfer's OnAcknowledgementPacket does (`ModuleCdc.UnmarshalJSON`, then the comparison with
 * `ModuleCdc.MustMarshalJSON`). Validation cases from 04-channel acknowledgement_test.go.
 */

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
const success = (...result: number[]): TransferAcknowledgement => ({ success: true, result: Uint8Array.from(result) });
const failure = (error: string): TransferAcknowledgement => ({ success: false, error });

describe("acknowledgement bytes (Acknowledgement())", () => {
  it("a received packet: result 0x01", () => {
    expect(text(acknowledgementBytes(successAcknowledgement()))).toBe('{"result":"AQ=="}');
  });

  it("a failed packet carries only the ABCI code", () => {
    expect(text(acknowledgementBytes(errorAcknowledgement(ErrInvalidAmount.wrap("some detail"))))).toBe(
      '{"error":"ABCI code: 5: error handling packet: see events for details"}',
    );
    expect(text(acknowledgementBytes(errorAcknowledgement(ErrReceiveDisabled.wrap("x"))))).toBe(
      '{"error":"ABCI code: 8: error handling packet: see events for details"}',
    );
    expect(text(acknowledgementBytes(errorAcknowledgement(new Error("boom"))))).toBe('{"error":"ABCI code: 1: error handling packet: see events for details"}');
  });

  it("the same code makes the same acknowledgement, whatever the message or codespace (TestAcknowledgementError)", () => {
    expect(errorAcknowledgement(ErrOutOfGas.wrap("error string 1"))).toEqual(errorAcknowledgement(ErrOutOfGas.wrap("error string 2")));
    expect(errorAcknowledgement(ErrOutOfGas.error())).toEqual(failure(`ABCI code: 11: ${ACK_ERROR_TEXT}`));
    expect(errorAcknowledgement(ErrOutOfGas.error())).not.toEqual(errorAcknowledgement(ErrUnknownRequest.error()));
  });

  it("escapes an error text as Go does, and writes results as padded standard base64", () => {
    expect(text(acknowledgementBytes(failure("<b>&\u2028\b\f\x01é")))).toBe('{"error":"\\u003cb\\u003e\\u0026\\u2028\\b\\f\\u0001é"}');
    expect(text(acknowledgementBytes(success(0xff, 0xfe, 0x00, 0x41)))).toBe('{"result":"//4AQQ=="}');
  });
});

describe("validateAcknowledgement (TestAcknowledgement)", () => {
  it("accepts a result and an error acknowledgement", () => {
    expect(() => validateAcknowledgement(success(...bytesOf("success")))).not.toThrow();
    expect(() => validateAcknowledgement(errorAcknowledgement(new Error("error")))).not.toThrow();
    // "empty failed ack": the text is the constant, whatever the error said.
    expect(() => validateAcknowledgement(errorAcknowledgement(new Error("  ")))).not.toThrow();
  });

  it("refuses an empty result and a blank error (Go's spaces: U+2028 is one)", () => {
    expectError(() => validateAcknowledgement(success()), ErrInvalidAcknowledgement, "acknowledgement result cannot be empty: invalid acknowledgement");
    expectError(() => validateAcknowledgement(failure("")), ErrInvalidAcknowledgement, "acknowledgement error cannot be empty: invalid acknowledgement");
    expectError(() => validateAcknowledgement(failure("\u2028")), ErrInvalidAcknowledgement, /error cannot be empty/);
  });
});

describe("parseAcknowledgement (transfer's OnAcknowledgementPacket)", () => {
  it.each<[string, string, TransferAcknowledgement]>([
    ["success", '{"result":"AQ=="}', success(1)],
    ["an error acknowledgement", '{"error":"ABCI code: 5: error handling packet: see events for details"}', failure(`ABCI code: 5: ${ACK_ERROR_TEXT}`)],
    ["other result bytes", '{"result":"/w=="}', success(0xff)],
    ["an empty result: not an error, so success", '{"result":""}', success()],
    ["a null result: success", '{"result":null}', success()],
    ["no response at all: not an error, so success", "{}", success()],
    ["an empty error: still an error acknowledgement", '{"error":""}', failure("")],
    ["an HTML-escaped error", '{"error":"\\u003cb\\u003e"}', failure("<b>")],
    ["a short escape", '{"error":"\\b"}', failure("\b")],
    ["DEL written raw", '{"error":"\x7f"}', failure("\x7f")],
    ["U+2028 escaped", '{"error":"\\u2028"}', failure("\u2028")],
    ["non-ASCII raw", '{"error":"é"}', failure("é")],
  ])("accepts %s", (_name, json, expected) => {
    expect(parseAcknowledgement(bytesOf(json))).toEqual(expected);
  });

  it.each<[string, string]>([
    ["unpadded base64", '{"result":"AQ"}'],
    ["URL-safe base64", '{"result":"-_8="}'],
    ["a number result", '{"result":1}'],
    ["a number error", '{"error":1}'],
    ["an unknown field", '{"result":"AQ==","x":1}'],
    ["a field named in another case", '{"Result":"AQ=="}'],
    ["an array", "[]"],
    ["nothing", ""],
    ["not JSON", "not json"],
  ])("refuses %s as undecodable (ErrUnknownRequest)", (_name, json) => {
    expectError(() => parseAcknowledgement(bytesOf(json)), ErrUnknownRequest, /^cannot unmarshal ICS-20 transfer packet acknowledgement: /);
  });

  it.each<[string, string]>([
    ["non-zero trailing base64 bits", '{"result":"AR=="}'],
    ["a space", '{"result": "AQ=="}'],
    ["a trailing space", '{"result":"AQ=="} '],
    ["trailing bytes", '{"result":"AQ=="}x'],
    ['a null error (written back as "")', '{"error":null}'],
    ["null", "null"],
    ["both fields", '{"result":"AQ==","error":"x"}'],
    ["both fields, error first", '{"error":"x","result":"AQ=="}'],
    ["an unescaped <", '{"error":"<b>"}'],
    ["a needless escape", '{"error":"\\u0041"}'],
    ["a long escape Go writes short", '{"error":"\\u0008"}'],
    ["an escaped DEL", '{"error":"\\u007f"}'],
    ["an escaped /", '{"error":"\\/"}'],
  ])("refuses %s as not in ibc-go's exact form (ErrInvalidType)", (_name, json) => {
    expectError(() => parseAcknowledgement(bytesOf(json)), ErrInvalidType, "acknowledgement did not marshal to expected bytes: invalid type");
  });

  it("refuses invalid UTF-8, which never marshals back to itself", () => {
    expectError(() => parseAcknowledgement(Uint8Array.from([...bytesOf('{"error":"a'), 0xff, ...bytesOf('"}')])), ErrInvalidType);
  });

  it("bounds the input before decoding it", () => {
    const big = bytesOf(`{"error":"${"e".repeat(MAX_ACKNOWLEDGEMENT_BYTES)}"}`);
    expectError(() => parseAcknowledgement(big), ErrUnknownRequest, /more than the 1048576 allowed/);
  });

  it("reads back what it writes", () => {
    for (const ack of [successAcknowledgement(), errorAcknowledgement(ErrInvalidAmount.error()), failure('<"odd">\n\u2029😀')]) {
      expect(parseAcknowledgement(acknowledgementBytes(ack))).toEqual(ack);
    }
  });
});
