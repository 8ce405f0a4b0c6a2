import { isValidDidUrl, validateCredentialId, validateDidId, validateSchemaId } from "../../../abci-app/src/modules/ssi/types/ids";
import { namespaceProblem } from "../../../lib/hid-ids";
import { AppError } from "../../../abci-app/src/types/errors";
import { testKey } from "./setup";

const msi = testKey("ids").multibase;

describe("document ids", () => {
  const malformed = [
    "",
    ":",
    "::::",
    "did",
    "did:",
    "did:hid",
    "did:hid:",
    "did:hid:devnet:",
    "did:hid:devnet::",
    "#",
    "did:hid:devnet:#x",
    "sch:hid:devnet:x:",
    "vc:hid::",
  ];
  it.each(malformed)("%j is a typed error for every kind, on both kinds of network", (id) => {
    for (const namespace of ["", "devnet"]) {
      for (const validate of [validateDidId, validateSchemaId, validateCredentialId]) {
        let thrown: unknown;
        try {
          validate(id, namespace);
        } catch (err) {
          thrown = err;
        }
        expect(thrown).toBeInstanceOf(AppError);
      }
    }
  });

  it("accepts each kind in the shape of its network", () => {
    expect(() => validateDidId(`did:hid:${msi}`, "")).not.toThrow();
    expect(() => validateDidId(`did:hid:devnet:${msi}`, "devnet")).not.toThrow();
    expect(() => validateSchemaId(`sch:hid:${msi}:1.0`, "")).not.toThrow();
    expect(() => validateSchemaId(`sch:hid:devnet:${msi}:10`, "devnet")).not.toThrow();
    expect(() => validateCredentialId(`vc:hid:${msi}`, "")).not.toThrow();
    expect(() => validateCredentialId(`vc:hid:devnet:${msi}`, "devnet")).not.toThrow();
  });

  it("accepts any multibase of 45 characters as method-specific id (hid-node does not tie it to a key)", () => {
    expect(() => validateDidId(`did:hid:devnet:f${"0".repeat(44)}`, "devnet")).not.toThrow();
  });

  it("a DID URL is a valid DID, '#' and a fragment", () => {
    expect(isValidDidUrl(`did:hid:devnet:${msi}#key-1`, "devnet")).toBe(true);
    expect(isValidDidUrl(`did:hid:devnet:${msi}`, "devnet")).toBe(false);
    expect(isValidDidUrl(`did:hid:${msi}#key-1`, "devnet")).toBe(false);
  });

  it.each([
    ["", undefined],
    ["devnet", undefined],
    ["Test-Net-1", undefined],
    ["abcdefghij", undefined],
    ["abcdefghijk", "longer than 10"],
    ["dev net", "letters, digits and '-'"],
    ["dev:net", "letters, digits and '-'"],
  ])("namespace %j", (namespace, problem) => {
    const found = namespaceProblem(namespace);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });
});
