import { Grant } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { PubKey } from "cosmjs-types/cosmos/crypto/secp256k1/keys";
import { Fee } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { readSdkJson } from "../../../abci-app/src/codec/sdk-json-reader";
import { Did, Metadata } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";

const readFee = (json: unknown) => readSdkJson(Fee, json);
const readMetadata = (json: unknown) => readSdkJson(Metadata, json);
const readDid = (json: unknown) => readSdkJson(Did, json);

describe("readSdkJson (jsonpb's reading, from the descriptor set)", () => {
  it("fills every absent field with its default", () => {
    expect(readFee({})).toEqual(Fee.fromPartial({}));
    expect(readMetadata({})).toEqual(Metadata.fromPartial({}));
  });

  it("reads each kind: strings, booleans, uint64 as string or number, base64 bytes, messages and lists", () => {
    expect(readFee({ amount: [{ denom: "uhid", amount: "5" }], gas_limit: "18446744073709551615", payer: "hid1p" })).toEqual(
      Fee.fromPartial({ amount: [{ denom: "uhid", amount: "5" }], gasLimit: 2n ** 64n - 1n, payer: "hid1p" }),
    );
    expect(readFee({ gas_limit: 7 }).gasLimit).toBe(7n);
    expect(readMetadata({ deactivated: true, versionId: "AB" })).toMatchObject({ deactivated: true, versionId: "AB" });
    expect(readSdkJson(PubKey, { key: "AQI=" }).key).toEqual(new Uint8Array([1, 2]));
  });

  it("reads an Any by its @type and a Timestamp in RFC 3339", () => {
    const grant = readSdkJson(Grant, {
      authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: "/cosmos.bank.v1beta1.MsgSend" },
      expiration: "2100-01-01T00:00:00Z",
    });
    expect(grant.authorization?.typeUrl).toBe("/cosmos.authz.v1beta1.GenericAuthorization");
    expect(grant.expiration).toEqual({ seconds: 4_102_444_800n, nanos: 0 });
  });

  it("accepts the proto name and the json_name of a snake_case field, but not both", () => {
    expect(readFee({ gas_limit: "3" }).gasLimit).toBe(3n);
    expect(readFee({ gasLimit: "3" }).gasLimit).toBe(3n);
    expect(() => readFee({ gas_limit: "1", gasLimit: "2" })).toThrow("$: field gas_limit of Fee is given twice (as gas_limit and gasLimit)");
  });

  it("takes null as 'not set', for scalars, lists and messages", () => {
    expect(readFee({ payer: null, amount: null })).toEqual(Fee.fromPartial({}));
    expect(readSdkJson(Grant, { authorization: null, expiration: null })).toEqual(Grant.fromPartial({}));
  });

  it.each([
    [{ bogus: 1 }, '$: unknown field "bogus" in Fee'],
    [{ amount: [{ denom: "uhid", amont: "1" }] }, '$.amount[0]: unknown field "amont" in Coin'],
    [{ payer: 5 }, "$.payer: expected a string, got number 5"],
    [{ gas_limit: "-1" }, "$.gas_limit: expected an unsigned 64-bit integer"],
    [{ gas_limit: "18446744073709551616" }, "$.gas_limit: expected an unsigned 64-bit integer"],
    [{ gas_limit: 1.5 }, "$.gas_limit: expected an unsigned 64-bit integer"],
    [{ amount: { denom: "uhid" } }, "$.amount: expected a JSON array, got an object"],
    [{ amount: [null] }, "$.amount[0]: null is not allowed in a list"],
    [{ amount: ["x"] }, '$.amount[0]: expected a JSON object for Coin, got the string "x"'],
  ])("rejects the Fee %j: %s", (json, message) => {
    expect(() => readFee(json)).toThrow(message);
  });

  it.each([
    [{ deactivated: "true" }, '$.deactivated: expected true or false, got the string "true"'],
    [{ verificationMethod: [{ id: "x", publicKey: "y" }] }, '$.verificationMethod[0]: unknown field "publicKey" in VerificationMethod'],
  ])("rejects the ssi document %j: %s", (json, message) => {
    expect(() => (Object.hasOwn(json, "deactivated") ? readMetadata(json) : readDid(json))).toThrow(message);
  });

  it("rejects bad bytes, a bad Any and a bad Timestamp, naming the path", () => {
    expect(() => readSdkJson(PubKey, { key: "%%%" })).toThrow("$.key: expected base64 bytes");
    expect(() => readSdkJson(Grant, { authorization: { msg: "x" } })).toThrow('$.authorization: expected a JSON object with "@type"');
    expect(() => readSdkJson(Grant, { expiration: "tomorrow" })).toThrow(
      '$.expiration: expected an RFC 3339 date-time such as "2026-01-01T00:00:00Z", got the string "tomorrow"',
    );
  });

  it("rejects a document that is not an object", () => {
    expect(() => readFee([])).toThrow("$: expected a JSON object for Fee, got an array");
    expect(() => readFee(null)).toThrow("$: expected a JSON object for Fee, got null");
  });
});
