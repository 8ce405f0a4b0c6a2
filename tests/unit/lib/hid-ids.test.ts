import { CREDENTIAL_ID, DID_ID, SCHEMA_ID, idProblem } from "../../../lib/hid-ids";

const MSI = "z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD";

describe("idProblem", () => {
  it("accepts ids of each kind on the main network and on a named one", () => {
    expect(idProblem(`did:hid:${MSI}`, "", DID_ID)).toBeUndefined();
    expect(idProblem(`did:hid:testnet:${MSI}`, "testnet", DID_ID)).toBeUndefined();
    expect(idProblem(`sch:hid:testnet:${MSI}:1.0`, "testnet", SCHEMA_ID)).toBeUndefined();
    expect(idProblem(`vc:hid:${MSI}`, "", CREDENTIAL_ID)).toBeUndefined();
  });

  it.each([
    ["did", "", DID_ID, { rule: "structure", detail: "DID did: expected did:hid:<method-specific-id>" }],
    [`vc:hid:${MSI}`, "", DID_ID, { rule: "structure", detail: `DID vc:hid:${MSI}: expected the prefix did, got "vc"` }],
    [`did:key:${MSI}`, "", DID_ID, { rule: "method", detail: `DID did:key:${MSI}: expected DID method hid, got "key"` }],
    [`did:hid:devnet:${MSI}`, "testnet", DID_ID, { rule: "namespace", detail: `DID did:hid:devnet:${MSI}: expected namespace testnet, got "devnet"` }],
    [`did:hid:testnet:${MSI}`, "", DID_ID, { rule: "structure", detail: `DID did:hid:testnet:${MSI}: expected 3 parts (did:hid:<method-specific-id>), got 4` }],
    ["did:hid:abc", "", DID_ID, { rule: "methodSpecificId", detail: 'DID did:hid:abc: method-specific id "abc" is not a multibase string of 45 characters' }],
    [`sch:hid:${MSI}:v1`, "", SCHEMA_ID, { rule: "structure", detail: `schema id sch:hid:${MSI}:v1: version "v1" is not <number> or <number>.<number>` }],
    ["", "", CREDENTIAL_ID, { rule: "structure", detail: 'credential id "": expected vc:hid:<method-specific-id>' }],
  ])("names the rule %j breaks, and why", (id, namespace, kind, problem) => {
    expect(idProblem(id, namespace, kind)).toEqual(problem);
  });
});
