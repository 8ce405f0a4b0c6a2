import { describe, expect, it } from "@jest/globals";
import { originAllowed } from "../../../../services/template-api/src/auth/origins";
import { didProblem, schemaIdProblem } from "../../../../services/template-api/src/domain/dids";
import { normalizeOrigin } from "../../../../services/template-api/src/domain/origin";
import { templateDomainProblem } from "../../../../services/template-api/src/domain/template-domain";
import { templateNameProblem } from "../../../../services/template-api/src/domain/template-name";

const MSI = "z3V4DWuGxsFDWk8oLphrkeU5Y297DTPKn8wTVuB2E9DLD";

describe("template names", () => {
  it.each(["a", "alumni", "alumni_credential_request", "kyc2_check", "a1_b2_c3", "x".repeat(64)])("accepts %s", (name) => {
    expect(templateNameProblem(name)).toBeUndefined();
  });
  it.each(["", "A", "_alumni", "alumni_", "alumni__credential", "alumni-credential", "alumni credential", "2fa", "ålumni", "x".repeat(65)])(
    "refuses %j",
    (name) => {
      expect(templateNameProblem(name)).toEqual(expect.any(String));
    },
  );
});

describe("template domains", () => {
  it.each([
    "fyre.hypersign.id",
    "localhost",
    "xn--bcher-kva.example",
    "a-b.example.org",
    "https://fyre.hypersign.id",
    "http://localhost:3000",
    "https://[::1]:8443",
  ])("accepts %s", (domain) => {
    expect(templateDomainProblem(domain)).toBeUndefined();
  });
  it.each([
    "",
    "fyre..id",
    "-a.example",
    "a-.example",
    "a_b.example",
    "fyre.hypersign.id:443",
    "https://a.example/x",
    "https://a.example?x",
    "mailto://a.example",
    `${"a".repeat(64)}.example`,
  ])("refuses %j", (domain) => {
    expect(templateDomainProblem(domain)).toEqual(expect.any(String));
  });
});

describe("origins", () => {
  it("normalises what browsers would send and refuses what is not an origin", () => {
    expect(normalizeOrigin("HTTPS://App.Example.org:443/")).toBe("https://app.example.org");
    expect(normalizeOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    for (const text of [
      "app.example.org",
      "https://app.example.org/path",
      "https://u@app.example.org",
      "https:app.example.org",
      "ws://app.example.org",
      "null",
      "",
    ]) {
      expect(normalizeOrigin(text)).toBeUndefined();
    }
  });
  it("allows an app's own origins, or any with *", () => {
    expect(originAllowed(["https://a.example"], "https://a.example")).toBe(true);
    expect(originAllowed(["https://a.example"], "https://a.example:443")).toBe(true);
    expect(originAllowed(["https://a.example"], "https://b.example")).toBe(false);
    expect(originAllowed(["https://a.example"], "null")).toBe(false);
    expect(originAllowed(["*"], "null")).toBe(true);
  });
});

describe("DIDs and schema ids", () => {
  it.each([
    `did:hid:${MSI}`,
    `did:hid:testnet:${MSI}`,
    "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK",
    "did:web:example.org:users:alice",
    "did:example:123%20456",
  ])("accepts the DID %s", (did) => {
    expect(didProblem(did, "issuer")).toBeUndefined();
  });
  it.each(["alice", "did:", "did:hid", "did:HID:abc", "did:web:", "did:web:a b", "did:hid:abc", `did:hid:test_net:${MSI}`, `did:hid:a:b:${MSI}`])(
    "refuses the DID %j",
    (did) => {
      expect(didProblem(did, "issuer")).toMatch(/^issuer /);
    },
  );
  it.each([`sch:hid:${MSI}:1.0`, `sch:hid:testnet:${MSI}:1`, "https://schemas.example.org/alumni.json", "urn:uuid:6a1676b8-b51f-11ed-937b-d76685a20ff5"])(
    "accepts the schema id %s",
    (id) => {
      expect(schemaIdProblem(id, "credentialSchema.id")).toBeUndefined();
    },
  );
  it.each([`sch:hid:${MSI}`, `sch:hid:testnet:${MSI}:v1`, "sch:other:abc:1.0", "alumni-schema", ""])("refuses the schema id %j", (id) => {
    expect(schemaIdProblem(id, "credentialSchema.id")).toMatch(/^credentialSchema\.id /);
  });
});
