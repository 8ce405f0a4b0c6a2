import { field, messageSpec, parseProtoJson, printProtoJson, repeated } from "../../../../abci-app/src/cli-kit/proto-json";
import { DidSpec, MsgUpdateDIDSpec, QueryDidDocumentsResponseSpec } from "../../../../abci-app/src/modules/ssi/cli/json-specs";
import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";

const Inner = messageSpec("Inner", [field("name", "string")]);
const Sample = messageSpec("Sample", [
  field("text", "string"),
  field("flag", "bool"),
  field("count", "uint64"),
  field("raw", "bytes"),
  field("inner", Inner),
  repeated("items", Inner),
  field("chain_namespace", "string"),
]);

describe("parseProtoJson (jsonpb's reading)", () => {
  it("fills every absent field with its default, an absent message with undefined", () => {
    expect(parseProtoJson(Sample, {})).toEqual({ text: "", flag: false, count: 0n, raw: new Uint8Array(), inner: undefined, items: [], chain_namespace: "" });
  });

  it("reads each kind: strings, booleans, uint64 as string or number, base64 bytes, messages and lists", () => {
    const parsed = parseProtoJson(Sample, { text: "a", flag: true, count: "18446744073709551615", raw: "AQI=", inner: { name: "x" }, items: [{ name: "y" }] });
    expect(parsed).toEqual({
      text: "a",
      flag: true,
      count: 2n ** 64n - 1n,
      raw: new Uint8Array([1, 2]),
      inner: { name: "x" },
      items: [{ name: "y" }],
      chain_namespace: "",
    });
    expect(parseProtoJson(Sample, { count: 7 }).count).toBe(7n);
  });

  it("accepts the proto name and the json_name of a snake_case field, but not both", () => {
    expect(parseProtoJson(Sample, { chain_namespace: "devnet" }).chain_namespace).toBe("devnet");
    expect(parseProtoJson(Sample, { chainNamespace: "devnet" }).chain_namespace).toBe("devnet");
    expect(() => parseProtoJson(Sample, { chain_namespace: "a", chainNamespace: "b" })).toThrow(
      "$: field chain_namespace of Sample is given twice (as chain_namespace and chainNamespace)",
    );
  });

  it("takes null as 'not set', for scalars, lists and messages", () => {
    expect(parseProtoJson(Sample, { text: null, items: null, inner: null })).toMatchObject({ text: "", items: [], inner: undefined });
  });

  it.each([
    [{ bogus: 1 }, '$: unknown field "bogus" in Sample'],
    [{ inner: { nme: "x" } }, '$.inner: unknown field "nme" in Inner'],
    [{ items: [{ name: "ok" }, { extra: true }] }, '$.items[1]: unknown field "extra" in Inner'],
    [{ text: 5 }, "$.text: expected a string, got number 5"],
    [{ flag: "true" }, '$.flag: expected true or false, got the string "true"'],
    [{ count: "-1" }, "$.count: expected an unsigned 64-bit integer"],
    [{ count: "18446744073709551616" }, "$.count: expected an unsigned 64-bit integer"],
    [{ count: 1.5 }, "$.count: expected an unsigned 64-bit integer"],
    [{ raw: "%%%" }, "$.raw: expected base64 bytes"],
    [{ items: { name: "x" } }, "$.items: expected a JSON array, got an object"],
    [{ items: [null] }, "$.items[0]: null is not allowed in a list"],
    [{ inner: "x" }, '$.inner: expected a JSON object for Inner, got the string "x"'],
  ])("rejects %j: %s", (json, message) => {
    expect(() => parseProtoJson(Sample, json)).toThrow(message);
  });

  it("rejects a document that is not an object", () => {
    expect(() => parseProtoJson(Sample, [])).toThrow("$: expected a JSON object for Sample, got an array");
    expect(() => parseProtoJson(Sample, null)).toThrow("$: expected a JSON object for Sample, got null");
  });
});

describe("printProtoJson (the SDK's OrigName + EmitDefaults output)", () => {
  it("prints every field in order under its proto name: empty lists, null messages, uint64 and bytes as strings", () => {
    expect(JSON.stringify(printProtoJson(Sample, parseProtoJson(Sample, { count: 3, raw: "AQI=", chainNamespace: "n" })))).toBe(
      '{"text":"","flag":false,"count":"3","raw":"AQI=","inner":null,"items":[],"chain_namespace":"n"}',
    );
  });

  it("prints a DID document with all eleven fields, as hid-noded does", () => {
    const did = Did.fromPartial({ id: "did:hid:devnet:z1", authentication: ["did:hid:devnet:z1#k"] });
    expect(Object.entries(printProtoJson(DidSpec, did))).toEqual([
      ["context", []],
      ["id", "did:hid:devnet:z1"],
      ["controller", []],
      ["alsoKnownAs", []],
      ["verificationMethod", []],
      ["authentication", ["did:hid:devnet:z1#k"]],
      ["assertionMethod", []],
      ["keyAgreement", []],
      ["capabilityInvocation", []],
      ["capabilityDelegation", []],
      ["service", []],
    ]);
  });

  it("prints proto names for the snake_case fields and uint64 totals as strings", () => {
    expect(
      printProtoJson(MsgUpdateDIDSpec, {
        didDocString: undefined,
        version_id: "V",
        signatures: [{ verification_method_id: "a#b", signature: "s" }],
        creator: "",
      }),
    ).toEqual({
      didDocString: null,
      version_id: "V",
      signatures: [{ verification_method_id: "a#b", signature: "s" }],
      creator: "",
    });
    expect(
      printProtoJson(QueryDidDocumentsResponseSpec, { totalDidCount: 2n, didDocList: [{ didDocument: undefined, didDocumentMetadata: undefined }] }),
    ).toEqual({
      totalDidCount: "2",
      didDocList: [{ didDocument: null, didDocumentMetadata: null }],
    });
  });
});
